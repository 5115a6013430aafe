/**
 * Sentry error reporting (@sentry/nextjs 11; SPEC §5 replay masks, §9 values the SDK exposes).
 * Reports go through our /monitoring tunnel. Errors need no consent (no cookies, no profile);
 * session replay records the page, so it is added only with analytics consent.
 */
import { tunnelUrl, type ParsedDsn } from '@/lib/monitoring/tunnel';
import type { ErrorQueue } from './error-queue';
import { logFailure, type IntegrationModule } from './types';

/** SPEC §9 replay values. Idle pause (5 min) and expiry (15 min) are the SDK's fixed defaults. */
export const REPLAY_OPTIONS = {
  flushMinDelay: 5000,
  flushMaxDelay: 5500,
  // 5 s minimum; the SDK caps this option at its 15 s maximum.
  minReplayDuration: 5000,
  maxReplayDuration: 60 * 60 * 1000,
  mutationLimit: 10_000,
  mutationBreadcrumbLimit: 750,
  slowClickTimeout: 7000,
  // SPEC §5: all text masked and all media blocked in error-report replays.
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
} as const;

export const SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysOnErrorSampleRate: 1,
  replaysSessionSampleRate: 0.1,
} as const;

/**
 * Replay again after analytics was withdrawn and granted in the same page. `start()` alone would
 * record the whole session whatever the sample rate; this draws as the SDK does when the
 * integration is added (SPEC §9): 10 % of sessions are recorded, the others only buffered, so an
 * error still sends its replay (replaysOnErrorSampleRate 1).
 */
function resumeReplay(replay: Pick<ReplayControls, 'start' | 'startBuffering'> | undefined): void {
  if (Math.random() < SAMPLE_RATES.replaysSessionSampleRate) replay?.start();
  else replay?.startBuffering();
}

type ReplayControls = NonNullable<ReturnType<typeof import('./sentry-replay').getReplay>>;

export function sentry(
  rawDsn: string,
  dsn: ParsedDsn,
  queue: ErrorQueue | null,
): IntegrationModule {
  return {
    name: 'Sentry',
    category: 'necessary',
    async start() {
      const Sentry = await import('./sentry-sdk');
      Sentry.init({
        dsn: rawDsn,
        tunnel: tunnelUrl(dsn),
        ...SAMPLE_RATES,
        integrations: [Sentry.browserTracingIntegration()],
      });
      queue?.drain((error) => Sentry.captureException(error));
      // Replay is a chunk of its own, fetched on the first analytics consent; consent changes
      // are applied in order once it is there.
      let replay: Promise<typeof import('./sentry-replay')> | null = null;
      let replayAdded = false;
      return {
        consent(granted) {
          const analytics = granted('analytics');
          if (!analytics && !replay) return;
          replay ??= import('./sentry-replay');
          replay
            .then((Replay) => {
              if (analytics && !replayAdded) {
                replayAdded = true;
                Replay.addIntegration(Replay.replayIntegration(REPLAY_OPTIONS));
              } else if (!analytics && replayAdded) {
                void Replay.getReplay()?.stop({ flush: false });
              } else if (analytics) {
                resumeReplay(Replay.getReplay());
              }
            })
            .catch((error: unknown) => logFailure('Sentry replay', error));
        },
      };
    },
  };
}
