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
  const as = `${collectionPath(handle)}${listingQuery(state, COLLECTION_SORTS)}`;
  const route = isPlainListing(state, COLLECTION_SORTS)
    ? '/collections/[handle]'
    : `/collections/[handle]/${LISTING_SEGMENT}`;
  return { href: `${route}${listingQuery(state, COLLECTION_SORTS, { handle })}`, as };
}
