import { LISTING_SEGMENT } from '@/lib/listing/paths';
import type { ListingRoute } from './use-listing-navigation';

/** A collection's plain path. */
export function collectionPath(handle: string): string {
  return `/collections/${encodeURIComponent(handle)}`;
}

/**
 * The route that renders the view of `query` ('' or '?…', as lib/listing/state.ts `listingQuery`
 * writes it) of collection `handle`: the prerendered page for the plain view (no query), else the
 * per-request view (lib/listing/route.ts), both shown under the collection's own URL.
 */
export function collectionRoute(handle: string, query: string): ListingRoute {
  const route = query ? `/collections/[handle]/${LISTING_SEGMENT}` : '/collections/[handle]';
  return {
    href: `${route}?handle=${encodeURIComponent(handle)}${query.replace('?', '&')}`,
    as: `${collectionPath(handle)}${query}`,
  };
}
