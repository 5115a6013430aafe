/**
 * The shop's own URL redirects (Shopify's, lib/shopify/url-redirects.ts) for a path that would be
 * a 404, as Hydrogen's storefrontRedirect applies them. Looked up only once a page is known to be
 * missing (pages/_error.tsx), never for a page that exists, and each lookup is cached. The CMS
 * redirects (lib/redirects.ts) are applied by the proxy before any page is looked for, so for the
 * same path the CMS wins. A chain is followed a lookup at a time and then judged by the CMS
 * redirects' own rules (resolveRedirect): site paths only, or an absolute URL on an allowed host;
 * the request's query kept; a loop or more than MAX_REDIRECT_HOPS hops applies none.
 */
import type { Redirect } from '@/lib/content/settings';
import { errorMessage } from '@/lib/errors';
import { MAX_REDIRECT_HOPS, resolveRedirect } from '@/lib/redirects';

export type RedirectLookup = (path: string) => Promise<string | null>;

/** A target on the site's own origin is the path it names (`https://shop/x?y` → `/x?y`). */
function onSite(target: string, siteOrigin: string): string {
  if (!/^https?:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}` : target;
  } catch {
    return target;
  }
}

/**
 * Where a missing `pathname` + `search` is redirected by the shop's URL redirects, or null.
 * `lookup` answers one path's target (null for none).
 */
export async function resolveShopRedirect(
  pathname: string,
  search: string,
  lookup: RedirectLookup,
  options: { allowedHosts?: readonly string[]; siteOrigin: string },
): Promise<string | null> {
  const chain: Redirect[] = [];
  const seen = new Set<string>();
  let current = pathname;
  // One lookup more than the hop limit, so resolveRedirect sees a chain too long and refuses it.
  while (chain.length <= MAX_REDIRECT_HOPS && !seen.has(current)) {
    seen.add(current);
    const target = await lookup(current);
    if (target === null) break;
    const to = onSite(target, options.siteOrigin);
    chain.push({ from: current, to });
    if (!to.startsWith('/') || to.startsWith('//')) break;
    current = to.split('?')[0] ?? to;
  }
  if (chain.length === 0) return null;
  return resolveRedirect(pathname, search, chain, options.allowedHosts ?? []);
}

export interface LookupCacheOptions {
  ttlMs?: number;
  /** Paths kept at most (the oldest go first): a crawler's stream of made-up paths cannot grow it. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Memoises a lookup per path for `ttlMs`, hits and misses alike, so a missing page asked for
 * again does not ask the platform again. A failed lookup is logged, answers null (the page stays
 * a 404) and is not kept.
 */
export function cachedLookup(
  lookup: RedirectLookup,
  { ttlMs = 60_000, maxEntries = 1000, now = Date.now }: LookupCacheOptions = {},
): RedirectLookup {
  const entries = new Map<string, { at: number; target: Promise<string | null> }>();
  return (path) => {
    const key = path.toLowerCase();
    const held = entries.get(key);
    if (held && now() - held.at <= ttlMs) return held.target;
    entries.delete(key);
    const entry = { at: now(), target: Promise.resolve<string | null>(null) };
    entry.target = lookup(path).catch((error: unknown) => {
      console.warn(`[redirects] URL redirect lookup for ${path} failed: ${errorMessage(error)}`);
      if (entries.get(key) === entry) entries.delete(key);
      return null;
    });
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry.target;
  };
}
