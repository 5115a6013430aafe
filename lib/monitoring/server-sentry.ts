/**
 * Server-side error reporting (SPEC §9): the Node server's Sentry, started by instrumentation.ts's
 * `register` and fed by Next's `onRequestError` hook, which Next calls for every error a request
 * meets on the server (getServerSideProps, getStaticProps on revalidation, a page that throws
 * while rendering, API routes, the proxy). The server posts to the DSN directly; the /monitoring
 * tunnel is the browser's way round ad blockers. Without a DSN nothing is imported or started,
 * so a shop without Sentry starts as fast as before.
 */
import type { Instrumentation } from 'next';
import { parseDsn } from './tunnel';

/** SPEC §9 "trace sample rate 1"; the replay rates are the browser's (lib/integrations/sentry). */
export const SERVER_SAMPLE_RATES = { tracesSampleRate: 1 } as const;

type ServerSdk = Pick<typeof import('@sentry/nextjs'), 'init' | 'captureRequestError'>;

export interface ServerMonitoring {
  /** Starts the SDK when there is a DSN; resolves at once without one. */
  start(): Promise<void>;
  onRequestError: Instrumentation.onRequestError;
}

/**
 * The server's monitoring for `dsn` (the same public DSN the browser uses). `load` brings the SDK
 * (`@sentry/nextjs`, whose Node build is only loaded when there is something to report to).
 */
export function serverMonitoring(
  dsn: string | null | undefined,
  load: () => Promise<ServerSdk> = () => import('@sentry/nextjs'),
): ServerMonitoring {
  const valid = parseDsn(dsn) ? dsn : null;
  let started: Promise<ServerSdk | null> | null = null;
  const start = () =>
    (started ??= valid
      ? load().then(
          (sdk) => {
            sdk.init({ dsn: valid, ...SERVER_SAMPLE_RATES });
            return sdk;
          },
          (error: unknown) => {
            console.warn('[monitoring] the server could not start Sentry', error);
            return null;
          },
        )
      : Promise.resolve(null));
  return {
    async start() {
      if (dsn && !valid)
        console.warn('[monitoring] NEXT_PUBLIC_SENTRY_DSN is not a DSN; Sentry is off');
      await start();
    },
    async onRequestError(error, request, context) {
      if (!valid) return;
      // Captured with the route (`context.routePath`, e.g. /products/[handle]) and the request's
      // path and method, as Sentry's own hook does for Next.
      (await start())?.captureRequestError(error, request, context);
    },
  };
}
