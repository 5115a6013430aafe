/**
 * Next's server start hook, in production: with REDIS_URL, this instance listens for publishes
 * received by the others (lib/cache/published-channel.ts), so its in-memory content follows theirs.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return;
  // Not while `next build` prerenders (its workers load this file too).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.REDIS_URL) {
    const { listenForPublishes } = await import('./lib/cache/published-channel');
    void listenForPublishes().catch((error: unknown) =>
      console.warn('[cache] not listening for publishes on other instances', error),
    );
  }
}
