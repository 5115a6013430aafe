/**
 * The number of publishes this process has seen (the webhook's own, and other instances' through
 * Redis). Every page's getStaticProps records it (ShellProps.contentEpoch); the cache handler
 * (cache-handler.mjs) refuses to store a page whose render began before a publish that happened
 * while it ran: that page was built from the old content, and stored after the webhook's fresh
 * one it would replace it until the next regeneration.
 *
 * Plain JavaScript on globalThis: the cache handler is loaded by Next unbundled, the pages and the
 * webhook are bundles, and all must read one counter.
 */
const EPOCH = Symbol.for('storefront.content-epoch');

/** The publishes seen so far (0 at start). */
export function contentEpoch() {
  return /** @type {Record<symbol, number | undefined>} */ (globalThis)[EPOCH] ?? 0;
}

/** Counts one more publish. */
export function advanceContentEpoch() {
  /** @type {Record<symbol, number>} */ (globalThis)[EPOCH] = contentEpoch() + 1;
}

/**
 * True when `value`, about to be stored by Next, is a pages-router page rendered at an older
 * epoch than `current`. Anything of another shape (no epoch recorded, another kind of entry) is
 * stored as always: the guard can only ever keep a stale page out, never a fresh one.
 *
 * @param {unknown} value Next's cache value (`{ kind: 'PAGES', pageData: { pageProps } }`)
 * @param {number} current
 * @returns {boolean}
 */
export function isStaleRender(value, current) {
  if (typeof value !== 'object' || value === null) return false;
  const page =
    /** @type {{ kind?: unknown, pageData?: { pageProps?: { shell?: { contentEpoch?: unknown } } } }} */ (
      value
    );
  if (page.kind !== 'PAGES') return false;
  const epoch = page.pageData?.pageProps?.shell?.contentEpoch;
  return typeof epoch === 'number' && epoch < current;
}

/**
 * `Base` (Next's file-system cache or the shared one) whose `set` drops stale renders
 * (`isStaleRender`), saying so in the log.
 *
 * @template {new (...args: any[]) => { set(key: string, value: unknown, ctx?: unknown): Promise<unknown> }} B
 * @param {B} Base
 * @returns {B}
 */
export function refusingStaleRenders(Base) {
  return class extends Base {
    /** @param {[string, unknown, unknown?]} args */
    async set(...args) {
      const [key, value] = args;
      if (isStaleRender(value, contentEpoch())) {
        console.warn(`[cache] not storing ${key}: rendered from content older than a publish`);
        return undefined;
      }
      return super.set(...args);
    }
  };
}
