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
 * when its module runs). If a later Next stops reading it there, the patch does nothing and
 * hydration is simply blocking again; `npm run bench` shows it.
 */
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

// The wrappers installed, so a second install (a module evaluated twice) does not wrap again.
const installed = new WeakSet<HydrateRoot>();

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

/**
 * Makes react-dom/client's `hydrateRoot` hydrate in a transition (once; in the browser only).
 * Returns a function that puts the original back.
 */
export function installTransitionHydration(client: { hydrateRoot: HydrateRoot } = ReactDOMClient) {
  const original = client.hydrateRoot;
  if (typeof window === 'undefined' || typeof original !== 'function' || installed.has(original))
    return () => undefined;
  const wrapped = inTransition(original);
  installed.add(wrapped);
  client.hydrateRoot = wrapped;
  return () => {
    if (client.hydrateRoot === wrapped) client.hydrateRoot = original;
  };
}
