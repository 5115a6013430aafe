/**
 * Next's server start hook. In production, the preloaded (LCP) images of the prerendered pages are
 * optimised in the background once the server answers (lib/images/warm.ts), unless WARM_IMAGES=0.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return;
  // Not while `next build` prerenders (its workers load this file too), and not when switched off.
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.WARM_IMAGES === '0')
    return;
  const { warmImages } = await import('./lib/images/warm');
  const port = process.env.PORT ?? '3000';
  void warmImages(`http://127.0.0.1:${port}`, process.env.NEXT_DIST_DIR || '.next');
}
