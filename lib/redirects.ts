/** SPEC §2 "Redirects": CMS-managed from → to, decided here for both the proxy and the router. */
import type { Redirect } from '@/lib/content/settings';

/** Chains are followed up to this many hops; a longer chain is refused like a loop. */
export const MAX_REDIRECT_HOPS = 5;

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A path on this site: one leading slash, no backslash, no control characters. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f]/.test(value);
}

/** An absolute http(s) target on an allowed host, as a URL string; null otherwise. */
function allowedAbsolute(to: string, allowedHosts: readonly string[]): string | null {
  if (!/^https?:\/\//i.test(to)) return null;
  try {
    const url = new URL(to);
    return allowedHosts.includes(url.host.toLowerCase()) ? url.toString() : null;
  } catch {
    return null;
  }
}

function joinQuery(...parts: (string | undefined)[]): string {
  const query = parts.filter((p): p is string => !!p && p !== '?').map((p) => p.replace(/^\?/, ''));
  return query.length > 0 ? `?${query.join('&')}` : '';
}

// The from → to table of each loaded list, built once per list rather than on every request (the
// proxy resolves every page request against the same list for a minute).
const tables = new WeakMap<readonly Redirect[], Map<string, string>>();

function tableOf(redirects: readonly Redirect[]): Map<string, string> {
  let table = tables.get(redirects);
  if (table) return table;
  table = new Map<string, string>();
  for (const r of redirects) {
    const from = normalise(r.from);
    if (isSitePath(from) && !from.includes('?') && !table.has(from)) table.set(from, r.to);
  }
  tables.set(redirects, table);
  return table;
}

/**
 * Where a request for `pathname` + `search` is redirected, or null. `from` matches the path exactly
 * (a trailing slash ignored on both sides); the request's query is kept, after any query the
 * target carries. Chains are followed up to `MAX_REDIRECT_HOPS`; a loop or a longer chain applies
 * no redirect (logged). A target that is not a site path is used only when it is an absolute
 * http(s) URL on one of `allowedHosts` (none by default): nothing in the request picks the host.
 */
export function resolveRedirect(
  pathname: string,
  search: string,
  redirects: readonly Redirect[],
  allowedHosts: readonly string[] = [],
): string | null {
  if (!isSitePath(pathname)) return null;
  const table = tableOf(redirects);
  // Most requests match no redirect: answer those without normalising anything further.
  if (table.size === 0) return null;
  let current = normalise(pathname);
  const seen = new Set([current]);
  let target = null as { path: string; query: string } | null;
  for (let hops = 0; ; hops += 1) {
    const to = table.get(current);
    if (to === undefined) break;
    if (hops >= MAX_REDIRECT_HOPS) {
      console.warn(`[redirects] more than ${MAX_REDIRECT_HOPS} hops from ${pathname}; ignored`);
      return null;
    }
    if (!isSitePath(to)) {
      const absolute = allowedAbsolute(to, allowedHosts);
      if (absolute === null) console.warn(`[redirects] target ${JSON.stringify(to)} refused`);
      if (absolute === null) return null;
      const url = new URL(absolute);
      return `${url.origin}${url.pathname}${joinQuery(url.search, search)}`;
    }
    const [path = '/', query = ''] = to.split(/\?(.*)/s, 2);
    const next = normalise(path);
    if (seen.has(next)) {
      console.warn(`[redirects] loop through ${next}; ignored`);
      return null;
    }
    seen.add(next);
    // Each hop keeps the query it was reached with, as a chain of proxy redirects would.
    target = { path, query: joinQuery(query, target?.query) };
    current = next;
  }
  return target ? `${target.path}${joinQuery(target.query, search)}` : null;
}

export interface RedirectCache {
  get(now?: number): Promise<Redirect[]>;
  /** Published content changed: the next `get` reloads, and a reload under way is not kept. */
  expire(): void;
}

/**
 * Memoises a redirects loader for `ttlMs`, so a marketer's new redirect applies within `ttlMs`
 * (plus one load). Only the first load is awaited: once a list is held, an expired one is still
 * answered while one shared reload runs in the background, so no request waits on the CMS (before,
 * every request of the moment stalled on that round trip once a minute). The loader is expected
 * to fail open (return [] and log), as `getRedirects` does; a rejected reload keeps the old list.
 */
export function createRedirectCache(
  load: () => Promise<Redirect[]>,
  ttlMs = 60_000,
): RedirectCache {
  let current: { at: number; list: Promise<Redirect[]> } | null = null;
  let reloading = false;
  // Bumped by expire(): a reload begun before it may carry the old list, so it is not kept.
  let generation = 0;
  return {
    get(now = Date.now()) {
      if (!current) {
        current = { at: now, list: load() };
      } else if (now - current.at > ttlMs && !reloading) {
        reloading = true;
        const held = current.list;
        const startedIn = generation;
        load()
          .then(
            (list) => {
              if (startedIn === generation) current = { at: now, list: Promise.resolve(list) };
            },
            () => {
              if (startedIn === generation) current = { at: now, list: held };
            },
          )
          .finally(() => (reloading = false));
      }
      return current.list;
    },
    expire() {
      generation += 1;
      reloading = false;
      if (current) current = { at: -Infinity, list: current.list };
    },
  };
}
