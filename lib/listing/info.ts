/**
 * What a listing's view says and links to, worked out on the server with the rest of its data
 * (the browser gets the words and queries, and none of the state arithmetic): the result count,
 * what was left out of the link, "Load more" and, for an empty list, what to do next. Each query
 * is for the listing's own path, with the page's own parameters first (search's `q`), as
 * `listingQuery` writes it.
 */
import { PARAM } from './params';
import { resultCountText } from './result-count';
import type { SortOption } from './sort';
import { isFiltered, listingQuery, MAX_PAGES, withoutFilters, type ListingState } from './state';

export interface ListingInfo {
  /** The result count, announced politely on every change (./result-count.ts). */
  count: string;
  /** The parts of the link that were not understood and were left out, or null. */
  notice: string | null;
  /**
   * "Load more products": the list with one more page, shown in place of this view (the history
   * keeps one entry per view). Past the pages shown at once, "Next products" (`next`): the list
   * from the cursor, as a new first page and a new entry. Null when nothing follows.
   */
  more: { query: string; next: boolean; label: string } | null;
  /**
   * An empty list with filters that match nothing, or with a cursor past its end: what to say,
   * and the query of the list without filters or from its start. Null otherwise (a list empty
   * of itself shows the page's own words).
   */
  empty: { heading: string; text: string; link: string; query: string } | null;
  /**
   * "Clear all filters": the fields of its GET form (the page's own parameters and a chosen
   * order, which it keeps); null when nothing is filtered.
   */
  clear: Record<string, string> | null;
}

const EMPTY = {
  'no-match': [
    'No products match these filters',
    'Remove a filter or widen the price range.',
    'Show every product in this list',
  ],
  'past-end': [
    'Nothing more here',
    'The list has changed since this link was made.',
    'Start again from the first products',
  ],
} as const;

export interface ListingPage {
  /** Products shown. */
  shown: number;
  /** The platform's count of all results when it gives one (search); else null. */
  total: number | null;
  hasNextPage: boolean;
  endCursor: string | null;
}

export function listingInfo(
  state: ListingState,
  sorts: readonly SortOption<string>[],
  hiddenParams: Record<string, string>,
  page: ListingPage,
): ListingInfo {
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
          label: next ? 'Next products' : 'Load more products',
        }
      : null;
  const reason = isFiltered(state) ? 'no-match' : state.after ? 'past-end' : null;
  const restart =
    reason === 'no-match' ? withoutFilters(state) : { ...state, after: null, pages: 1 };
  const [heading, text, link] = reason ? EMPTY[reason] : [];
  return {
    count: resultCountText(page.shown, page.total, page.hasNextPage),
    notice: state.ignored.length
      ? `Part of this link was not understood and was left out (${state.ignored.join(', ')}).`
      : null,
    more,
    empty:
      page.shown === 0 && heading && text && link
        ? { heading, text, link, query: query(restart) }
        : null,
    clear: isFiltered(state)
      ? { ...hiddenParams, ...(state.sort !== sorts[0]?.name && { [PARAM.sort]: state.sort }) }
      : null,
  };
}
