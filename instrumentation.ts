/**
 * Next's server start hook, in production:
 * - with REDIS_URL, this instance listens for publishes received by the others
 *   (lib/cache/published-channel.ts), so its in-memory content follows theirs;
 * - the preloaded (LCP) images of the prerendered pages are optimised in the background once the
 *   server answers (lib/images/warm.ts), unless WARM_IMAGES=0.
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
  if (process.env.WARM_IMAGES === '0') return;
  const { warmImages } = await import('./lib/images/warm');
  const port = process.env.PORT ?? '3000';
  void warmImages(`http://127.0.0.1:${port}`, process.env.NEXT_DIST_DIR || '.next');
}
