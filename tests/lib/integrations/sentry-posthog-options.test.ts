// @vitest-environment happy-dom
// What the shop hands Sentry and PostHog (SPEC §5 masks, §9 sample rates and replay values), read
// from the SDK calls themselves, so a changed option fails here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posthog } from '@/lib/integrations/posthog';
import { sentry } from '@/lib/integrations/sentry';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
  addIntegration: vi.fn(),
  posthogInit: vi.fn(),
  posthogCapture: vi.fn(),
  posthogOptedOut: vi.fn(() => false),
  posthogOptIn: vi.fn(),
  posthogOptOut: vi.fn(),
  replay: { start: vi.fn(), startBuffering: vi.fn(), stop: vi.fn(async () => undefined) },
}));

vi.mock('@/lib/integrations/sentry-sdk', () => ({
  init: sdk.init,
  captureException: vi.fn(),
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
}));
vi.mock('@/lib/integrations/sentry-replay', () => ({
  replayIntegration: sdk.replayIntegration,
  addIntegration: sdk.addIntegration,
  getReplay: () => sdk.replay,
}));
vi.mock('posthog-js', () => ({
  default: {
    init: sdk.posthogInit,
    capture: sdk.posthogCapture,
    has_opted_out_capturing: sdk.posthogOptedOut,
    opt_in_capturing: sdk.posthogOptIn,
    opt_out_capturing: sdk.posthogOptOut,
  },
}));

const DSN = { host: 'o1.ingest.sentry.io', projectId: '42', publicKey: 'k', protocol: 'https' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('Sentry options', () => {
  it('samples every trace and every error replay, and 10 % of sessions (SPEC §9)', async () => {
    await sentry('https://k@o1.ingest.sentry.io/42', DSN as never, null).start();
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init.mock.calls[0]![0]).toMatchObject({
      tracesSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0.1,
    });
  });

  it('adds replay only with analytics consent, with all text and inputs masked and media blocked', async () => {
    const tool = await sentry('https://k@o1.ingest.sentry.io/42', DSN as never, null).start();
    tool.consent!(() => false);
    await new Promise((r) => setTimeout(r, 0));
    expect(sdk.replayIntegration).not.toHaveBeenCalled();
    tool.consent!((category) => category === 'analytics');
    await vi.waitFor(() => expect(sdk.addIntegration).toHaveBeenCalledTimes(1));
    expect(sdk.replayIntegration.mock.calls[0]![0]).toMatchObject({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
      minReplayDuration: 5000,
      maxReplayDuration: 3_600_000,
      mutationLimit: 10_000,
      mutationBreadcrumbLimit: 750,
      slowClickTimeout: 7000,
    });
  });
});

describe('Sentry replay on a re-grant of analytics (SPEC §9 sampling)', () => {
  /** Grants analytics, withdraws it, grants it again, with `draw` as the SDK's random draw. */
  async function regrant(draw: number) {
    const tool = await sentry('https://k@o1.ingest.sentry.io/42', DSN as never, null).start();
    const analytics = (category: string) => category === 'analytics';
    tool.consent!(analytics);
    await vi.waitFor(() => expect(sdk.addIntegration).toHaveBeenCalledTimes(1));
    tool.consent!(() => false);
    // A withdrawal sends nothing more: not even the segment recorded but not yet sent.
    await vi.waitFor(() => expect(sdk.replay.stop).toHaveBeenCalledWith({ flush: false }));
    vi.spyOn(Math, 'random').mockReturnValue(draw);
    tool.consent!(analytics);
    await vi.waitFor(() =>
      expect(sdk.replay.start.mock.calls.length + sdk.replay.startBuffering.mock.calls.length).toBe(
        1,
      ),
    );
  }

  it('outside the 10 % session sample, only buffers for an error replay', async () => {
    await regrant(0.5);
    expect(sdk.replay.startBuffering).toHaveBeenCalledTimes(1);
    expect(sdk.replay.start).not.toHaveBeenCalled();
  });

  it('inside the 10 % session sample, records the session', async () => {
    await regrant(0.05);
    expect(sdk.replay.start).toHaveBeenCalledTimes(1);
    expect(sdk.replay.startBuffering).not.toHaveBeenCalled();
  });
});

describe('PostHog options', () => {
  it('records sessions with every input masked (SPEC §5)', async () => {
    await posthog('phc_test', 'https://eu.i.posthog.com').start();
    expect(sdk.posthogInit).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        api_host: 'https://eu.i.posthog.com',
        session_recording: expect.objectContaining({ maskAllInputs: true }),
      }),
    );
  });

  it('leaves page views to the runner, each with its own page and time (SPEC §2)', async () => {
    const tool = await posthog('phc_test', 'https://eu.i.posthog.com').start();
    expect(sdk.posthogInit).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ capture_pageview: false, capture_pageleave: true }),
    );
    tool.startPage!({ url: 'https://shop.test/?utm_source=mail', title: 'Home', at: 1 });
    window.history.replaceState({}, '', '/products/tea');
    document.title = 'Tea';
    const before = Date.now();
    tool.page!('/products/tea');
    const routeChange = sdk.posthogCapture.mock.calls[1]!;
    expect(sdk.posthogCapture.mock.calls).toEqual([
      [
        '$pageview',
        { $current_url: 'https://shop.test/?utm_source=mail', $pathname: '/', title: 'Home' },
        { timestamp: new Date(1) },
      ],
      [
        '$pageview',
        {
          $current_url: `${window.location.origin}/products/tea`,
          $pathname: '/products/tea',
          title: 'Tea',
        },
        { timestamp: routeChange[2].timestamp },
      ],
    ]);
    expect(routeChange[2].timestamp.getTime()).toBeGreaterThanOrEqual(before);
    window.history.replaceState({}, '', '/');
  });

  it('opts back in when analytics is granted again after an opt-out kept from an earlier page', async () => {
    // posthog-js keeps an opt-out in localStorage: a later page starts opted out.
    sdk.posthogOptedOut.mockReturnValueOnce(true);
    const tool = await posthog('phc_test', 'https://eu.i.posthog.com').start();
    tool.consent!((category) => category === 'analytics');
    expect(sdk.posthogOptIn).toHaveBeenCalledTimes(1);
    expect(sdk.posthogOptOut).not.toHaveBeenCalled();
  });

  it('opts in only on a change: a page that starts opted in records no extra opt-in', async () => {
    const tool = await posthog('phc_test', 'https://eu.i.posthog.com').start();
    tool.consent!((category) => category === 'analytics');
    expect(sdk.posthogOptIn).not.toHaveBeenCalled();
    tool.consent!(() => false);
    expect(sdk.posthogOptOut).toHaveBeenCalledTimes(1);
  });
});
