/**
 * The redirect for a request that would be a 404 (pages/_error.tsx asks, server side only): the
 * shop's own URL redirects (lib/shop-redirects.ts), each path's lookup cached for a minute.
 */
import { config } from '@/lib/config';
import { siteUrl } from '@/lib/seo/site-url';
import { cachedLookup, resolveShopRedirect } from '@/lib/shop-redirects';
import { getUrlRedirectTarget } from '@/lib/shopify/url-redirects';

const lookup = cachedLookup((path) => getUrlRedirectTarget(path));

// A `?variant=` link is rendered by the variant's own route (lib/product-variant-url.ts), which is
// the URL the error page sees: the shop's redirect is for the product's path.
const VARIANT_PAGE = /^(\/products\/[^/]+)\/variants\/[^/]+$/;

/** The redirect target for the URL of a missing page (path and query), or null. */
export async function notFoundRedirect(url: string | undefined): Promise<string | null> {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const pathname = VARIANT_PAGE.exec(parsed.pathname)?.[1] ?? parsed.pathname;
  return resolveShopRedirect(pathname, parsed.search, lookup, {
    allowedHosts: config.redirectHosts,
    siteOrigin: siteUrl,
  });
}
