import { LISTING_SEGMENT } from '@/lib/listing/paths';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { isPlainListing, listingQuery, type ListingState } from '@/lib/listing/state';
import type { ListingRoute } from './use-listing-navigation';

/** A collection's plain path. */
export function collectionPath(handle: string): string {
  return `/collections/${encodeURIComponent(handle)}`;
}

/**
 * The route that renders `state` of collection `handle`: the prerendered page for the plain view,
 * else the per-request view (lib/listing/route.ts), both shown under the collection's own URL.
 */
export function collectionRoute(handle: string, state: ListingState): ListingRoute {
  const path = collectionPath(handle);
  if (isPlainListing(state, COLLECTION_SORTS)) {
    return { href: { pathname: '/collections/[handle]', query: { handle } }, as: path };
  }
  const search = listingQuery(state, COLLECTION_SORTS);
  const query: Record<string, string | string[]> = { handle };
  for (const [name, value] of new URLSearchParams(search)) {
    const held = query[name];
    query[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return {
    href: { pathname: `/collections/[handle]/${LISTING_SEGMENT}`, query },
    as: `${path}${search}`,
  };
}
