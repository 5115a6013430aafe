/**
 * Next's route sync at hydration, in a task of its own (issue 20). When the proxy's matcher covers
 * a statically generated page (here every page: the proxy sets each page's headers and applies the
 * CMS redirects), Next's pages router calls `router.replace(…, { _h: 1 })` from its app container's
 * componentDidMount, to settle the route state. So it runs inside React's hydration commit, and
 * with it the whole route change that the call starts in microtasks (history.replaceState, route
 * info, the router's events): 4 to 20 ms of main thread unthrottled, 16 to 80 ms at Lighthouse's
 * mobile CPU, added to the longest task of the page load.
 *
 * `installHydrationRouteSync` wraps `Router.prototype.replace` so that a call with Next's internal
 * `_h` flag starts in the next task instead; every other call runs as before. Nothing else
 * changes: the same call with the same arguments, its promise settling with the original's result.
 * Until it has run (one task), `router.isReady` may still be false on a page with a query string,
 * as it was before until the sync's microtasks had run. A navigation the shopper starts in between
 * wins: Next ignores a hydration sync that comes while a route change is in progress (its own
 * rule, `isQueryUpdating && this.clc` in its router's `change`).
 *
 * This is the framework's edge, so it never throws: without a replace method to wrap it leaves the
 * router as it is, says so once with console.warn, and the sync stays in the commit.
 */
import { Router } from 'next/router';
import { nextTask } from '@/lib/next-task';

type Replace = Router['replace'];
type Later = (run: () => void) => void;

const inNextTask: Later = (run) => {
  void nextTask().then(run);
};

/** True for the options of Next's hydration-time route sync (its internal `_h` flag). */
export function isHydrationSync(options: unknown): boolean {
  return (
    typeof options === 'object' && options !== null && Boolean((options as { _h?: unknown })._h)
  );
}

/** `replace`, with the hydration-time sync started by `later` (the next task) instead of now. */
export function deferHydrationSync(replace: Replace, later: Later = inNextTask): Replace {
  return function deferred(this: Router, url, as, options) {
    if (!isHydrationSync(options)) return replace.call(this, url, as, options);
    return new Promise<boolean>((resolve, reject) => {
      later(() => {
        replace.call(this, url, as, options).then(resolve, reject);
      });
    });
  };
}

// The wrappers installed, so a second install (a module evaluated twice) does not wrap again.
const installed = new WeakSet<Replace>();

/** Wraps `proto.replace` (the pages router's) once; see the module. */
export function installHydrationRouteSync(proto: { replace?: unknown } = Router.prototype): void {
  const replace = proto.replace;
  if (typeof replace !== 'function') {
    console.warn(
      "[hydration-route-sync] next/router's Router has no replace method to wrap; the route sync stays in the hydration commit",
    );
    return;
  }
  if (installed.has(replace as Replace)) return;
  const wrapped = deferHydrationSync(replace as Replace);
  installed.add(wrapped);
  proto.replace = wrapped;
}
