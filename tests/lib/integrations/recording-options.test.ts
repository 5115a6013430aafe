// The options the shop gives Sentry and PostHog reach their SDKs (SPEC §5 masks, §9 sample rates):
// the SDKs are replaced by recorders of what they were given.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDsn } from '@/lib/monitoring/tunnel';
import { posthog } from '@/lib/integrations/posthog';
import { sentry } from '@/lib/integrations/sentry';

const sdk = vi.hoisted(() => ({
  sentryInit: vi.fn(),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
  addIntegration: vi.fn(),
  posthogInit: vi.fn(),
}));

vi.mock('@/lib/integrations/sentry-sdk', () => ({
  init: sdk.sentryInit,
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  captureException: vi.fn(),
}));
vi.mock('@/lib/integrations/sentry-replay', () => ({
  replayIntegration: sdk.replayIntegration,
  addIntegration: sdk.addIntegration,
  getReplay: () => null,
}));
vi.mock('posthog-js', () => ({
  default: {
    init: sdk.posthogInit,
    opt_in_capturing: vi.fn(),
    opt_out_capturing: vi.fn(),
  },
}));

afterEach(() => vi.clearAllMocks());

const DSN = 'https://abc123@o42.ingest.sentry.io/7';

describe('Sentry', () => {
  it('samples every trace and every error replay, and a tenth of sessions (SPEC §9)', async () => {
    await sentry(DSN, parseDsn(DSN)!, null).start();
    expect(sdk.sentryInit).toHaveBeenCalledOnce();
    expect(sdk.sentryInit.mock.calls[0]?.[0]).toMatchObject({
      dsn: DSN,
      tracesSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0.1,
    });
  });

  it('masks all text and inputs and blocks all media in replays, added with analytics consent (SPEC §5)', async () => {
    const running = await sentry(DSN, parseDsn(DSN)!, null).start();
    running.consent?.((category) => category !== 'analytics');
    await vi.waitFor(() => expect(sdk.replayIntegration).not.toHaveBeenCalled());
    running.consent?.(() => true);
    await vi.waitFor(() => expect(sdk.addIntegration).toHaveBeenCalledOnce());
    expect(sdk.replayIntegration.mock.calls[0]?.[0]).toMatchObject({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      minReplayDuration: 5000,
      mutationLimit: 10_000,
      slowClickTimeout: 7000,
    });
  });
});

describe('PostHog', () => {
  it('records sessions with every input masked (SPEC §5)', async () => {
    await posthog('phc_key', 'https://eu.i.posthog.com').start();
    const options = sdk.posthogInit.mock.calls[0]?.[1] as { session_recording?: unknown };
    expect(options.session_recording).toMatchObject({ maskAllInputs: true });
  });
});
