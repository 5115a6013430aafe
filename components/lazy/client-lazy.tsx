/**
 * A component whose code loads on the client only, once it is first rendered after hydration:
 * React's own `lazy` and `Suspense`, which react-dom ships anyway, instead of next/dynamic, whose
 * loader (about 1.4 kB) would be on every page's first load for the same job. Renders nothing on
 * the server, during hydration and while its code is on the way.
 */
import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';

/**
 * False on the server and in the first client render (hydration included), true in the render
 * React does next, at transition priority. A `useSyncExternalStore` whose client snapshot differs
 * from the server's did the same job, but React re-renders such a component synchronously as
 * hydration's passive effects flush: that sync re-render, which starts every lazy part's chunk
 * loads, was the longest task of a product page's load (about 75 ms of it at 4x CPU). This
 * re-render runs in slices that yield to the browser. A component mounted later (a client
 * navigation) also shows its lazy part a render later; that part rendered nothing until its
 * code was in, either way.
 */
function useHydrated(): boolean {
  return useDeferredValue(true, false);
}

export function clientLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientLazy(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientLazy;
}
