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

type Listener = () => void;

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

/**
 * Tells every listener of this process that published content changed, and counts the publish
 * (./content-epoch.mjs). A failing listener is
 * logged and does not keep the others from forgetting their copies.
 */
export function forgetPublishedContent(): void {
  // First: a render that starts from now on reads the new content, and one under way is older.
  advanceContentEpoch();
  for (const listener of listeners()) {
    try {
      listener();
    } catch (error) {
      console.warn('[content] a cache could not forget published content', error);
    }
  }
}
