/**
 * "Published content changed": the signal every in-memory content cache of this process listens
 * to (the client's responses, the settings stories, the proxy's redirects list). Raised by the
 * publish webhook on this instance, and by lib/cache/published-channel.ts when another instance
 * received it.
 *
 * The listeners live on globalThis: the proxy and the instrumentation hook are bundled apart from
 * the pages and API routes, each with its own copy of this module, yet one publish must reach the
 * caches of all of them.
 */
import { advanceContentEpoch } from './content-epoch.mjs';

/** A cache's way to forget; one that works asynchronously returns its promise. */
type Listener = () => void | Promise<unknown>;

const LISTENERS = Symbol.for('storefront.content-published');

function listeners(): Set<Listener> {
  const store = globalThis as { [LISTENERS]?: Set<Listener> };
  store[LISTENERS] ??= new Set();
  return store[LISTENERS];
}

/** Calls `listener` on every publish from now on; returns the function that stops it. */
export function onContentPublished(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

const warnFailed = (error: unknown) =>
  console.warn('[content] a cache could not forget published content', error);

/**
 * Tells every listener of this process that published content changed, and counts the publish
 * (./content-epoch.mjs). Every listener is called at once; the promise settles when the ones
 * that work asynchronously (the content client's flush) are done, so the webhook can wait for
 * them before it regenerates a page. A failing listener is logged and does not keep the others
 * from forgetting their copies; the promise never rejects.
 */
export async function forgetPublishedContent(): Promise<void> {
  // First: a render that starts from now on reads the new content, and one under way is older.
  advanceContentEpoch();
  const pending: Promise<unknown>[] = [];
  for (const listener of listeners()) {
    try {
      const result = listener();
      if (result) pending.push(result.catch(warnFailed));
    } catch (error) {
      warnFailed(error);
    }
  }
  await Promise.all(pending);
}
