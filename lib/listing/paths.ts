/** The route segment of a collection's per-request view, under the collection's path. */
export const LISTING_SEGMENT = 'listing';
