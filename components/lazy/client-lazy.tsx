/**
 * A component whose code loads on the client only, once it is first rendered after hydration:
 * React's own `lazy` and `Suspense`, which react-dom ships anyway, instead of next/dynamic, whose
 * loader (about 1.4 kB) would be on every page's first load for the same job. Renders nothing on
 * the server, during hydration and while its code is on the way.
 */
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const noSubscription = () => () => {};

/** False on the server and during hydration, true after it. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
