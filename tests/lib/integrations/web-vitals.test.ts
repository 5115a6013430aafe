import { describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import {
  watchWebVitals,
  webVitalsProperties,
  type LandingPage,
  type WebVitalsLibrary,
} from '@/lib/integrations/web-vitals';

type Report = (metric: MetricWithAttribution) => void;

/** A stand-in for the library: each `on…` keeps its callback, and the test reports through it. */
function fakeLibrary() {
  const callbacks: Record<string, Report> = {};
  const options: unknown[] = [];
  const on =
    (name: string) =>
    (callback: Report, opts?: unknown): void => {
      callbacks[name] = callback;
      options.push(opts);
    };
  const library = {
    onTTFB: on('TTFB'),
    onFCP: on('FCP'),
    onLCP: on('LCP'),
    onCLS: on('CLS'),
    onINP: on('INP'),
  } as unknown as WebVitalsLibrary;
  return { library, callbacks, options };
}

const metric = (name: string, value: number, attribution: object = {}) =>
  ({
    name,
    value,
    rating: 'good',
    navigationType: 'navigate',
    attribution,
  }) as unknown as MetricWithAttribution;

function fakeDocument() {
  const target = new EventTarget();
  return Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
}

function fakePage(route = '/products/[handle]') {
  const leaving: Array<() => void> = [];
  const page: LandingPage = { route, onLeave: (listener) => void leaving.push(listener) };
  return { page, leave: () => leaving.forEach((l) => l()) };
}

describe('webVitalsProperties', () => {
  it('names the route, each value, rating and target; CLS to 3 places, times in whole ms', () => {
    expect(
      webVitalsProperties('/products/[handle]', [
        metric('LCP', 1234.56, { target: 'main>img.hero' }),
        metric('CLS', 0.123456, { largestShiftTarget: 'div.banner' }),
        metric('INP', 48.2, { interactionTarget: 'button#add' }),
        metric('FCP', 800.4),
        metric('TTFB', 90.5),
      ]),
    ).toEqual({
      route: '/products/[handle]',
      navigation_type: 'navigate',
      LCP: 1235,
      LCP_rating: 'good',
      LCP_target: 'main>img.hero',
      CLS: 0.123,
      CLS_rating: 'good',
      CLS_target: 'div.banner',
      INP: 48,
      INP_rating: 'good',
      INP_target: 'button#add',
      FCP: 800,
      FCP_rating: 'good',
      TTFB: 91,
      TTFB_rating: 'good',
    });
  });
});

describe('watchWebVitals', () => {
  it('sends one event with the latest values when the page is hidden, and no more', async () => {
    const { library, callbacks, options } = fakeLibrary();
    const doc = fakeDocument();
    const { page, leave } = fakePage();
    const send = vi.fn();
    await watchWebVitals(page, send, async () => library, doc);
    expect(options).toEqual(Array(5).fill({ reportAllChanges: true }));
    callbacks.LCP!(metric('LCP', 1000));
    callbacks.LCP!(metric('LCP', 1500, { target: 'img' }));
    callbacks.CLS!(metric('CLS', 0.05));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(send).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({
      route: '/products/[handle]',
      LCP: 1500,
      CLS: 0.05,
    });
    expect(send.mock.calls[0]![0]).not.toHaveProperty('INP');
    callbacks.CLS!(metric('CLS', 0.5));
    doc.dispatchEvent(new Event('visibilitychange'));
    leave();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends when the shopper leaves the landing page for another', async () => {
    const { library, callbacks } = fakeLibrary();
    const { page, leave } = fakePage('/');
    const send = vi.fn();
    await watchWebVitals(page, send, async () => library, fakeDocument());
    callbacks.TTFB!(metric('TTFB', 100));
    leave();
    expect(send).toHaveBeenCalledWith({
      route: '/',
      navigation_type: 'navigate',
      TTFB: 100,
      TTFB_rating: 'good',
    });
  });

  it('sends nothing when nothing was measured', async () => {
    const { library } = fakeLibrary();
    const { page, leave } = fakePage();
    const send = vi.fn();
    await watchWebVitals(page, send, async () => library, fakeDocument());
    leave();
    expect(send).not.toHaveBeenCalled();
  });
});
