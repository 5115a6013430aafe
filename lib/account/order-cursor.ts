/**
 * The `?after=` / `?before=` of the orders page: an opaque Customer Account API cursor (Shopify's
 * are base64), checked before it is sent on. Anything else (a list, both at once, an empty value,
 * other characters, more than 512 characters) is an invalid cursor, never a request.
 */

export type OrdersCursor = { after: string } | { before: string };

const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

/** The page the query names: null for the first page, 'invalid' for a cursor not to send. */
export function parseOrdersCursor(query: {
  after?: unknown;
  before?: unknown;
}): OrdersCursor | null | 'invalid' {
  const { after, before } = query;
  if (after === undefined && before === undefined) return null;
  if (after !== undefined && before !== undefined) return 'invalid';
  const value = after ?? before;
  if (typeof value !== 'string' || !CURSOR.test(value)) return 'invalid';
  return after !== undefined ? { after: value } : { before: value };
}

/** The orders page's query string for a cursor ('' for the first page). */
export function ordersCursorSearch(cursor: OrdersCursor | null): string {
  if (!cursor) return '';
  return `?${new URLSearchParams(cursor as Record<string, string>)}`;
}
