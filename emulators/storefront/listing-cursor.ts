/**
 * Pages of a product or collection listing whose cursors belong to that listing. A cursor carries
 * the item's key and a digest of what made the list (the field, its query, sort key, reverse and
 * filters), so a cursor from another query or sort is refused with INVALID_CURSOR, as Shopify
 * refuses one, instead of silently paging a different order. Cursors stay opaque base64 and are
 * stable: the same listing gives the same cursors in every process.
 */
import { createHash } from 'node:crypto';
import { paginate, type Connection, type ConnectionArgs } from './connection';

function digest(listing: unknown): string {
  return createHash('sha1').update(JSON.stringify(listing)).digest('base64url').slice(0, 12);
}

/** One page of `items`; `listing` is any JSON value naming what made the list. */
export function paginateListing<T>(
  items: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => string,
  listing: unknown,
): Connection<T> {
  const scope = digest(listing);
  return paginate(items, args, (item) => `${keyOf(item)}~${scope}`);
}
