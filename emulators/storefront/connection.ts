/**
 * Relay connections as the Storefront API serves them: one of `first`/`last` is required (at most
 * 250), `after`/`before` take opaque cursors, `reverse` flips the order first.
 */
import { apiError } from './errors';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const MAX_PAGE = 250;

/** Shopify cursors are base64 JSON; the emulator's hold the item's key. */
export function encodeCursor(key: string): string {
  return Buffer.from(JSON.stringify({ last_id: key }), 'utf8').toString('base64');
}

function decodeCursor(cursor: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { last_id?: unknown }).last_id === 'string'
    ) {
      return (parsed as { last_id: string }).last_id;
    }
  } catch {
    // Falls through to the error below.
  }
  throw apiError('Invalid cursor for current pagination sort.', { code: 'INVALID_CURSOR' });
}

/** Where the item a cursor names stands in `items`; a GraphQL error when it is not there. */
function cursorIndex<T>(items: readonly T[], cursor: string, keyOf: (item: T) => string): number {
  const key = decodeCursor(cursor);
  const i = items.findIndex((item) => keyOf(item) === key);
  if (i === -1)
    throw apiError('Invalid cursor for current pagination sort.', { code: 'INVALID_CURSOR' });
  return i;
}

function checkCount(name: string, value: number | null | undefined): void {
  if (value == null) return;
  if (value < 0) throw apiError(`${name} must be a non-negative integer`, { code: 'BAD_REQUEST' });
  if (value > MAX_PAGE)
    throw apiError(
      `The connection cannot request more than ${MAX_PAGE} items (${name}: ${value})`,
      { code: 'MAX_PAGE_SIZE_EXCEEDED' },
    );
}

/** Builds one page of `items`; `keyOf` gives the stable key each cursor encodes. */
export function paginate<T>(
  items: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => string,
): Connection<T> {
  const { first, last, after, before, reverse } = args;
  if (first == null && last == null)
    throw apiError('you must provide one of first or last', { code: 'BAD_REQUEST' });
  checkCount('first', first);
  checkCount('last', last);
  const ordered = reverse ? [...items].reverse() : [...items];
  let start = 0;
  let end = ordered.length;
  if (after != null) start = cursorIndex(ordered, after, keyOf) + 1;
  if (before != null) end = Math.min(end, cursorIndex(ordered, before, keyOf));
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const page = start < end ? ordered.slice(start, end) : [];
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** An empty connection, still checking its arguments like a real one. */
export function emptyConnection<T>(args: ConnectionArgs): Connection<T> {
  return paginate<T>([], args, () => '');
}
