/**
 * Hydration in time slices. Next's pages router calls `hydrateRoot` outside any transition, so
 * React hydrates the whole page at the default (blocking) priority: one long task of 65-260 ms on
 * Lighthouse's throttled CPU, the largest part of our Total Blocking Time. Started inside
 * `startTransition`, the same hydration runs at transition priority, which React renders in slices
 * that yield to the browser about every 5 ms; nothing else changes (same markup, same result).
 *
 * A shopper's click or key press during hydration is not lost: React hydrates the page at once
 * (synchronously) when a discrete event reaches it before hydration is done, and then dispatches
 * the event (React's event replaying).
 *
 * `installTransitionHydration` replaces `hydrateRoot` on react-dom/client's shared exports object,
 * which Next reads when it hydrates, after the app's modules have run (pages/_app.tsx installs it
 * when its module runs). This is the framework's edge, so it never throws: when the exports cannot
 * be patched (a frozen object or module namespace, a getter-only export, no function there) it
 * leaves them as they are, says so once with console.warn, and hydration simply stays blocking.
 * When Next does hydrate through the wrapper, the wrapper marks <html> with
 * `data-hydration="transition"` (outside React's root, so the markup React hydrates is unchanged);
 * the browser tests check that mark, and `npm run bench` shows the effect.
 */
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

/** The mark on <html> once Next has hydrated through the wrapper. */
export const HYDRATION_MARK = { attribute: 'data-hydration', value: 'transition' } as const;

// The wrappers installed, so a second install (a module evaluated twice) does not wrap again.
const installed = new WeakSet<HydrateRoot>();
const noop = () => undefined;

/** Wraps `hydrateRoot` so the initial hydration is a transition. */
export function inTransition(hydrateRoot: HydrateRoot): HydrateRoot {
  return (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    // startTransition runs its callback synchronously, so the root is always set here.
    return root as ReturnType<HydrateRoot>;
  };
}

/** `inTransition`, plus the <html> mark that tells a test the wrapper was the one Next called. */
function markedInTransition(hydrateRoot: HydrateRoot): HydrateRoot {
  const transition = inTransition(hydrateRoot);
  return (container, children, options) => {
    document.documentElement.setAttribute(HYDRATION_MARK.attribute, HYDRATION_MARK.value);
    return transition(container, children, options);
  };
}

function unpatchable(reason: string): () => void {
  console.warn(
    `[transition-hydration] react-dom/client's hydrateRoot was left as it is (${reason}); hydration stays blocking`,
  );
  return noop;
}

/**
 * Makes react-dom/client's `hydrateRoot` hydrate in a transition (once; in the browser only).
 * Returns a function that puts the original back. Never throws: see the module comment.
 */
export function installTransitionHydration(
  client: { hydrateRoot: HydrateRoot } = ReactDOMClient,
): () => void {
  if (typeof window === 'undefined') return noop;
  let original: unknown;
  try {
    original = client.hydrateRoot;
  } catch (error) {
    return unpatchable(`reading it threw: ${String(error)}`);
  }
  if (typeof original !== 'function') return unpatchable('it is not a function');
  const hydrateRoot = original as HydrateRoot;
  if (installed.has(hydrateRoot)) return noop;
  const wrapped = markedInTransition(hydrateRoot);
  try {
    // Throws (ES modules are strict) on a frozen object, a module namespace or a getter-only
    // property; a setter may also ignore the value, hence the check after.
    client.hydrateRoot = wrapped;
    if (client.hydrateRoot !== wrapped) return unpatchable('the assignment did not take');
  } catch (error) {
    return unpatchable(`it cannot be replaced: ${String(error)}`);
  }
  installed.add(wrapped);
  return () => {
    try {
      if (client.hydrateRoot === wrapped) client.hydrateRoot = hydrateRoot;
    } catch {
      // It was replaceable a moment ago; if it no longer is, the wrapper stays, which is harmless.
    }
  };
}
