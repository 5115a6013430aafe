/**
 * Components whose code loads on the client only, once they are first rendered: React's own
 * `lazy` and `Suspense`, which react-dom ships anyway, instead of next/dynamic, whose loader
 * (about 1.4 kB) would be on every page's first load for the same job. `clientLazy` for a part in
 * the page's tree from the start (nothing on the server and during hydration), `onDemandLazy` for
 * a part that appears on an interaction.
 */
import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';

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

/** `onDemandLazy`'s component, with a way to fetch its code before it is first rendered. */
export type OnDemandComponent<P> = ComponentType<P> & {
  /** Fetches the code (once; a failed fetch is tried again on the next call or render). */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code loads when it is first rendered, for a part that a page renders only
 * after an interaction (the cart drawer once the cart opens or the page is idle, the image modal
 * on a click): never on the server or during hydration, so it needs no hydration guard. Renders
 * nothing while the code is on the way. Once the code is in (`preload`, or an earlier render), the
 * part shows in the very render that mounts it: `lazy` is handed a thenable that resolves at once,
 * which React reads synchronously, where a settled promise would still suspend the render once
 * and show the part a task later (an add's line, clicked before the page is idle).
 */
export function onDemandLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): OnDemandComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // A preload still on its way when the part first renders is the one the render waits for.
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  const Lazy = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((c) => ({ default: c }));
    const now = {
      then: (resolve: (m: { default: ComponentType<P> }) => void) =>
        resolve({ default: component }),
    };
    // React's lazy takes any thenable (it calls `then` and reads the result); its types ask for a
    // Promise.
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload });
}

/**
 * `onDemandLazy` for a part that is in the page's tree from the start: nothing on the server and
 * during hydration, then the part (mounted a render later, at transition priority, see
 * `useHydrated`).
 */
export function clientLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const OnDemand = onDemandLazy(load);
  function ClientLazy(props: P) {
    const hydrated = useHydrated();
    return hydrated ? <OnDemand {...props} /> : null;
  }
  return ClientLazy;
}
