/**
 * Longer than any product name or phrase a shopper types; Shopify's own search box takes less.
 * Its own module: the header's search field (in every page's first load) needs only this number,
 * not the query rules of ./query.ts.
 */
export const MAX_QUERY_LENGTH = 100;
