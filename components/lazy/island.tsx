/**
 * An island: a part of the page that the server renders in full, whose code is not in the first
 * load (issue 20). React's own `lazy` inside a `Suspense` boundary: the server waits for it and
 * sends the whole markup; in the browser React hydrates the rest of the page at once and leaves
 * this boundary's server markup as it is (painted, links working as plain links) until its chunk
 * has arrived, then hydrates it too (React's selective hydration).
 *
 * For content that paints without script and whose clicks can wait a moment: the hero, the
 * product grid, the home story, the footer's columns, the product gallery. A click on a button
 * inside an island that is not hydrated yet does nothing (React drops it); a link still navigates.
 * So forms and the purchase controls are never islands.
 *
 * In the browser the chunk is asked for as soon as the module that declares the island runs (for
 * the first page, as its first-load scripts run; on a client-side navigation, as the new page's
 * module arrives, alongside its data), so it is usually here by the time React renders the
 * island, and a navigation rarely shows the boundary empty for a moment.
 */
import { lazy, Suspense, type ComponentType } from 'react';

/** A failed chunk download is tried again this many times before the island gives up. */
export const ISLAND_RETRIES = 2;

function withRetries<T>(load: () => Promise<T>, retries: number): Promise<T> {
  return load().catch((error: unknown) => {
    if (retries <= 0) throw error;
    return withRetries(load, retries - 1);
  });
}

export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const settle = () => {
    loading ??= withRetries(load, ISLAND_RETRIES).then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The markup stays as the server sent it only while React waits; after a failure an
        // empty island is better than a page that throws. Said once, for the error monitor.
        console.error('[island] its code could not be loaded', error);
        return (loaded = () => null);
      },
    );
    return loading;
  };
  const Lazy = lazy(() => settle().then((component) => ({ default: component })));
  if (typeof window !== 'undefined') void settle();

  function Island(props: P) {
    // Once the code is here (a later page, or a re-render), render it directly: the same markup.
    const Loaded = loaded;
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  }
  return Island;
}
