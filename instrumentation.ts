/**
 * Next's server start hook, once per server process:
 * - it says which optional integrations are off because their variable is unset (STYLE §6:
 *   missing configuration turns an integration off, visibly in the log);
 * - in production, with REDIS_URL, this instance listens for publishes received by the others
 *   (lib/cache/published-channel.ts), so its in-memory content follows theirs.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Not while `next build` prerenders (its workers load this file too).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { describeDisabled } = await import('./lib/config');
  const off = describeDisabled();
  if (off.length > 0) console.info(`[config] off, their variable unset: ${off.join(', ')}`);
  if (process.env.NODE_ENV !== 'production' || !process.env.REDIS_URL) return;
  const { listenForPublishes } = await import('./lib/cache/published-channel');
  void listenForPublishes().catch((error: unknown) =>
    console.warn('[cache] not listening for publishes on other instances', error),
  );
}
