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

// The wrapper takes no box: the part lays out exactly as if it were not there.
const CONTENTS = { display: 'contents' } as const;

type Root = RefObject<HTMLDivElement | null>;

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Live = lazy(() =>
    load().then((Part) => {
      function LivePart({ root, part }: { root: Root; part: P }) {
        // Hydrated: what the shopper did to the server's HTML before now happens again.
        useEffect(() => {
          if (root.current) goLive(root.current);
        }, [root]);
        return <Part {...part} />;
      }
      return { default: LivePart };
    }),
  );
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
  return DeferredPart;
}
