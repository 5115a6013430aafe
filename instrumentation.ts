/**
 * Next's server start hook, once per server process:
 * - it checks the Customer Account settings, and stops a server that lacks them;
 * - it says which optional integrations are off because their variable is unset (STYLE §6:
 *   missing configuration turns an integration off, visibly in the log);
 * - with a Sentry DSN, it starts server-side error reporting (lib/monitoring/server-sentry.ts),
 *   and `onRequestError` reports each error a request meets on the server;
 * - in production, with REDIS_URL, this instance listens for publishes received by the others
 *   (lib/cache/published-channel.ts), so its in-memory content follows theirs.
 */
import type { Instrumentation } from 'next';
import type { ServerMonitoring } from './lib/monitoring/server-sentry';

let monitoring: Promise<ServerMonitoring> | null = null;

/** The server's monitoring, read once; nothing of Sentry is loaded without a DSN. */
function serverMonitoring(): Promise<ServerMonitoring> {
  return (monitoring ??= import('./lib/monitoring/server-sentry').then((m) =>
    m.serverMonitoring(process.env.NEXT_PUBLIC_SENTRY_DSN),
  ));
}

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Not while `next build` prerenders (its workers load this file too).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Sign-in's settings: a server against a real shop without them stops here, with the reason.
  (await import('./lib/config/account-start')).requireAccountConfig();
  const { describeDisabled } = await import('./lib/config');
  const off = describeDisabled();
  if (off.length > 0) console.info(`[config] off, their variable unset: ${off.join(', ')}`);
  await (await serverMonitoring()).start();
  if (process.env.NODE_ENV !== 'production' || !process.env.REDIS_URL) return;
  const { listenForPublishes } = await import('./lib/cache/published-channel');
  void listenForPublishes().catch((error: unknown) =>
    console.warn('[cache] not listening for publishes on other instances', error),
  );
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await (await serverMonitoring()).onRequestError(error, request, context);
};
