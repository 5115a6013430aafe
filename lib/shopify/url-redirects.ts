/**
 * The shop's own URL redirects (Shopify's `UrlRedirect`, kept by the admin when a handle changes
 * or a merchant adds one): the target for one path, asked as Hydrogen's storefrontRedirect asks.
 */
import { URL_REDIRECT_QUERY } from '@/graphql/sitemap';
import type { UrlRedirectQuery, UrlRedirectQueryVariables } from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';

/**
 * The `urlRedirects` search for a path: `path:"<path>"`, lower-cased and without a trailing slash
 * (Shopify matches redirect paths case-insensitively and stores them without one). Null for a
 * value the search syntax could not carry as one literal path: a quote or backslash, or a `*`,
 * which would make it a prefix search (`/products/*` would find any product's redirect).
 */
export function urlRedirectQuery(path: string): string | null {
  if (/["*\\\u0000-\u001f]/.test(path)) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `path:"${trimmed.toLowerCase()}"`;
}

/** The target of the shop's redirect for `path` (a path or an absolute URL), or null for none. */
export async function getUrlRedirectTarget(
  path: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<string | null> {
  const query = urlRedirectQuery(path);
  if (!query) return null;
  const data = await client.request<UrlRedirectQuery, UrlRedirectQueryVariables>(
    URL_REDIRECT_QUERY,
    { query },
  );
  return data.urlRedirects.nodes[0]?.target ?? null;
}
