/**
 * The links of one view of a listing, worked out on the server with the rest of its data (the
 * browser gets the queries, and none of the state arithmetic): "Load more" and, for an empty
 * list, why it is empty and where to start again. Each is a query for the listing's own path,
 * with the page's own parameters first (search's `q`), as `listingQuery` writes it.
 */
import type { SortOption } from './sort';
import { isFiltered, listingQuery, MAX_PAGES, withoutFilters, type ListingState } from './state';

export interface ListingLinks {
  /**
   * "Load more products": the list with one more page, shown in place of this view (the history
   * keeps one entry per view). Past the pages shown at once, "Next products" (`next`): the list
   * from the cursor, as a new first page and a new entry. Null when nothing follows.
   */
  more: { query: string; next: boolean } | null;
  /**
   * Why an empty list is empty (filters match nothing, a cursor past the end, or nothing at all)
   * and the query of the list without filters (no-match) or from its start (past-end).
   */
  empty: { reason: 'no-match' | 'past-end' | 'empty'; query: string };
}

export function listingLinks(
  state: ListingState,
  sorts: readonly SortOption<string>[],
  hiddenParams: Record<string, string>,
  page: { hasNextPage: boolean; endCursor: string | null },
): ListingLinks {
  const query = (next: ListingState) => listingQuery(next, sorts, hiddenParams);
  const next = state.pages >= MAX_PAGES;
  const more =
    page.hasNextPage && page.endCursor
      ? {
          query: query(
            next
              ? { ...state, pages: 1, after: page.endCursor, ignored: [] }
              : { ...state, pages: state.pages + 1, ignored: [] },
          ),
          next,
        }
      : null;
  const reason = isFiltered(state) ? 'no-match' : state.after ? 'past-end' : 'empty';
  const restart =
    reason === 'no-match' ? withoutFilters(state) : { ...state, after: null, pages: 1 };
  return { more, empty: { reason, query: query(restart) } };
}
