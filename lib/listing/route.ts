/**
 * Which route renders a collection URL. The plain `/collections/<handle>` is prerendered (ISR);
 * the same URL with listing parameters (sort, filters, price, page, cursor) is rendered per
 * request by `/collections/<handle>/listing`, so a link to a sorted or filtered view, or the
 * filter form submitted with GET without JavaScript, gets the server's HTML for that view.
 * `proxy.ts` rewrites with this; the client router navigates to the same route (`collectionHref`).
 */
import { FILTER_PREFIX } from './filters';
import { LISTING_SEGMENT } from './paths';
import { PARAM } from './params';

const COLLECTION_PATH = /^\/collections\/([^/]+)\/?$/;
const LISTING_PARAMS: ReadonlySet<string> = new Set(Object.values(PARAM));

/** True when the query holds a parameter the listing reads (its value is not judged here). */
export function hasListingParams(search: URLSearchParams): boolean {
  for (const name of search.keys()) {
    if (LISTING_PARAMS.has(name) || name.startsWith(FILTER_PREFIX)) return true;
  }
  return false;
}

/**
 * The pathname a collection request is rewritten to, or null to serve it as it is: only
 * `/collections/<handle>` (a trailing slash allowed) with listing parameters. The query is kept
 * by the caller; the handle is not judged here (the page answers 404 for an unknown one).
 */
export function collectionRewrite(pathname: string, search: URLSearchParams): string | null {
  const handle = COLLECTION_PATH.exec(pathname)?.[1];
  if (!handle || !hasListingParams(search)) return null;
  return `/collections/${handle}/${LISTING_SEGMENT}`;
}
