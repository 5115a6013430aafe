// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentCategory, ConsentMode } from '@/lib/consent/decide';
import { DEFAULT_CONSENT, type Consent } from '@/lib/consent/types';
import { activeIntegrations, startIntegrations } from '@/lib/integrations/runner';
import {
  createViewRecord,
  currentView,
  type EarlierView,
  type ViewRecord,
} from '@/lib/integrations/page-views';
import type { IntegrationModule } from '@/lib/integrations/types';
import { tracker, type ProductEventPayload } from '@/lib/tracking/events';

const payload = { name: 'Tea', quantity: 1 } as ProductEventPayload;

function fake(name: string, category: ConsentCategory, fail = false) {
  const calls: unknown[][] = [];
  const mod: IntegrationModule = {
    name,
    category,
    start: vi.fn(async () => {
      if (fail) throw new Error('blocked by the browser');
      return {
        product: (event: string) => void calls.push(['product', event]),
        page: (url: string) => void calls.push(['page', url]),
        consent: (granted: (c: ConsentCategory) => boolean) =>
          void calls.push(['consent', granted(category)]),
        anonymousId: async () => 'anon-1',
        event: (event: string) => void calls.push(['event', event]),
        earlierPage: (view: EarlierView) => void calls.push(['earlierPage', view.url]),
      };
    }),
  };
  return { module: mod, calls };
}

function host(
  modules: IntegrationModule[],
  mode: ConsentMode = 'opt-in',
  initial = DEFAULT_CONSENT,
  views?: ViewRecord,
) {
  let consent: Consent = initial;
  const listeners = new Set<() => void>();
  const syncCartAttributes = vi.fn(async () => undefined);
  const handle = startIntegrations({
    mode,
    getConsent: () => consent,
    subscribeConsent: (l) => (listeners.add(l), () => listeners.delete(l)),
    cartId: () => 'gid://shopify/Cart/1',
    syncCartAttributes,
    onChatReady: () => undefined,
    errorQueue: null,
    modules,
    ...(views === undefined ? {} : { views }),
  });
  const set = (patch: Partial<Consent>) => {
    consent = { ...consent, ...patch };
    listeners.forEach((l) => l());
  };
  return { handle, set, syncCartAttributes };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => activeIntegrations()?.stop());

describe('startIntegrations', () => {
  it('starts each tool only once its category is granted, and stops sending on withdrawal', async () => {
    const analytics = fake('Analytics', 'analytics');
    const ads = fake('Ads', 'advertising');
    const necessary = fake('Chat-like', 'necessary');
    const { set } = host([analytics.module, ads.module, necessary.module]);
    await settle();
    expect(analytics.module.start).not.toHaveBeenCalled();
    expect(ads.module.start).not.toHaveBeenCalled();
    expect(necessary.module.start).toHaveBeenCalledTimes(1);

    set({ analytics: true, advertising: false });
    await settle();
    expect(analytics.module.start).toHaveBeenCalledTimes(1);
    expect(ads.module.start).not.toHaveBeenCalled();
    tracker.track('Product Added', payload);
    expect(analytics.calls).toContainEqual(['product', 'Product Added']);

    set({ analytics: false });
    tracker.track('Product Removed', payload);
    activeIntegrations()?.page('/x');
    expect(analytics.calls.at(-1)).toEqual(['consent', false]);
    expect(analytics.calls).not.toContainEqual(['product', 'Product Removed']);
    expect(analytics.calls).not.toContainEqual(['page', '/x']);
    expect(analytics.module.start).toHaveBeenCalledTimes(1);
  });

  it('reports an advertorial landing to each tool once it starts (SPEC §2)', async () => {
    window.history.replaceState({}, '', '/?utm_event=advertorial_to_pdp');
    const analytics = fake('Analytics', 'analytics');
    const { set } = host([analytics.module]);
    await settle();
    expect(analytics.calls).toEqual([]);
    set({ analytics: true });
    await settle();
    expect(analytics.calls).toContainEqual(['event', 'AdvertorialToPDP_Click']);
    window.history.replaceState({}, '', '/');
  });

  it('reads the landing query, not the current one: the first click may have navigated on', async () => {
    window.history.replaceState({}, '', '/products/house-blend-coffee');
    const analytics = fake('Analytics', 'analytics');
    const landing = `${window.location.origin}/?utm_event=advertorial_to_pdp`;
    host(
      [analytics.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      createViewRecord({ url: landing, title: 'Home', at: 1 }),
    );
    await settle();
    expect(analytics.calls).toContainEqual(['event', 'AdvertorialToPDP_Click']);
    window.history.replaceState({}, '', '/');
  });

  it('replays the views before start to the tools consent already allowed, and only to those', async () => {
    const views = createViewRecord({ url: 'https://shop.test/', title: 'Home', at: 1 });
    views.record({ url: 'https://shop.test/products/tea', title: 'Tea', at: 2 });
    const analytics = fake('Analytics', 'analytics');
    const ads = fake('Ads', 'advertising');
    const { set } = host(
      [analytics.module, ads.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      views,
    );
    await settle();
    expect(analytics.calls.filter(([kind]) => kind === 'earlierPage')).toEqual([
      ['earlierPage', 'https://shop.test/'],
    ]);
    // Every tool that started with the runner has the views: the record lets them go.
    expect(views.views()).toEqual([]);
    // Advertising consent given later: that tool counts the page it starts on, not the history.
    set({ advertising: true });
    await settle();
    expect(ads.module.start).toHaveBeenCalledTimes(1);
    expect(ads.calls.filter(([kind]) => kind === 'earlierPage')).toEqual([]);
    expect(analytics.calls.filter(([kind]) => kind === 'earlierPage')).toHaveLength(1);
  });

  it('replays a route change made while a tool was still loading, with the page before it', async () => {
    window.history.replaceState({}, '', '/');
    let finish: () => void = () => undefined;
    const slow = fake('Slow', 'analytics');
    const load = slow.module.start;
    slow.module.start = vi.fn(
      () => new Promise<Awaited<ReturnType<typeof load>>>((r) => (finish = () => void r(load()))),
    );
    const views = createViewRecord(currentView(window));
    const { handle } = host(
      [slow.module],
      'opt-in',
      { ...DEFAULT_CONSENT, analytics: true },
      views,
    );
    // What the first-load code does on a route change (TrackingScripts).
    window.history.replaceState({}, '', '/products/tea');
    views.record(currentView(window, '/products/tea'));
    handle.page('/products/tea');
    finish();
    await settle();
    // The tool counts the page it starts on (/products/tea) itself; the landing page is replayed.
    expect(slow.calls.filter(([kind]) => kind === 'earlierPage')).toEqual([
      ['earlierPage', `${window.location.origin}/`],
    ]);
    window.history.replaceState({}, '', '/');
  });

  it('treats undecided as granted only under opt-out mode', async () => {
    const ads = fake('Ads', 'advertising');
    host([ads.module], 'opt-out');
    await settle();
    expect(ads.module.start).toHaveBeenCalledTimes(1);
  });

  it('logs a tool that fails and keeps the others working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = fake('Broken', 'analytics', true);
    const fine = fake('Fine', 'analytics');
    host([broken.module, fine.module], 'opt-in', { ...DEFAULT_CONSENT, analytics: true });
    await settle();
    tracker.track('Product Added', payload);
    expect(fine.calls).toContainEqual(['product', 'Product Added']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Broken: blocked by the browser'));
  });

  it('pushes the cart attributes once, and again only when they change', async () => {
    const segment = fake('Segment', 'analytics');
    const { set, syncCartAttributes } = host([segment.module]);
    await settle();
    expect(syncCartAttributes).not.toHaveBeenCalled();
    set({ analytics: true });
    await vi.waitFor(() => expect(syncCartAttributes).toHaveBeenCalledTimes(1));
    expect(syncCartAttributes).toHaveBeenCalledWith([{ key: 'segmentUserId', value: 'anon-1' }]);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(syncCartAttributes).toHaveBeenCalledTimes(1);
  });
});
