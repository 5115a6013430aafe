/**
 * A part of a page that the server renders in full and whose code comes after the first paint
 * (to keep the first load small): a product page's gallery and buy box, the footer's newsletter
 * form.
 *
 * React's own `lazy` inside `Suspense`: while hydrating, React leaves the server's HTML of the part
 * as it is until the part's code is in, then hydrates it (no DOM is replaced). The part sits in a
 * `display: contents` element marked for early-input.ts, which holds the clicks and picks a shopper
 * makes on that HTML meanwhile and makes them again once the part is live; the part itself knows
 * nothing of it. Rendered on the client (a client navigation), the part shows `fallback` until its
 * code is in.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { EARLY_INPUT_ATTRIBUTE, goLive } from '@/components/lazy/early-input';
import { loadOnce } from '@/lib/load-once';

// The wrapper takes no box: the part lays out exactly as if it were not there.
const CONTENTS = { display: 'contents' } as const;

type Root = RefObject<HTMLDivElement | null>;

/** `deferredPart`'s component, with a way to have its code before it is first rendered. */
export type DeferredComponent<P> = ComponentType<P> & {
  /**
   * Fetches the code (once). A page rendered per request awaits it in getServerSideProps: Next
   * streams those pages, and a part still loading when the page is rendered would come as a
   * hidden segment that only a script reveals, so a browser without JavaScript would not see it.
   */
  preload: () => Promise<void>;
};

type LiveProps<P> = { root: Root; part: P };

function livePart<P extends object>(Part: ComponentType<P>): ComponentType<LiveProps<P>> {
  function LivePart({ root, part }: LiveProps<P>) {
    // Hydrated: what the shopper did to the server's HTML before now happens again.
    useEffect(() => {
      if (root.current) goLive(root.current);
    }, [root]);
    return <Part {...part} />;
  }
  return LivePart;
}

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): DeferredComponent<P> {
  let loaded: ComponentType<LiveProps<P>> | undefined;
  const preload = loadOnce(() =>
    load().then((Part) => {
      loaded = livePart(Part);
      return loaded;
    }),
  );
  // Code already in (preloaded) renders in the render that mounts it: `lazy` is handed a thenable
  // that resolves at once, as onDemandLazy does (client-lazy.tsx). Otherwise the part suspends,
  // and while hydrating React keeps the server's HTML until the code has come.
  const Live = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((c) => ({ default: c }));
    const now = {
      then: (resolve: (m: { default: ComponentType<LiveProps<P>> }) => void) =>
        resolve({ default: component }),
    };
    return now as unknown as Promise<{ default: ComponentType<LiveProps<P>> }>;
  });
  function DeferredPart(props: P) {
    const root = useRef<HTMLDivElement>(null);
    return (
      <div ref={root} style={CONTENTS} {...{ [EARLY_INPUT_ATTRIBUTE]: '' }}>
        <Suspense fallback={fallback}>
          <Live part={props} root={root} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(DeferredPart, { preload: () => preload().then(() => undefined) });
}
