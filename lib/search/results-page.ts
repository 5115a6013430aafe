/**
 * The search page's data for one request (pages/search.tsx): the query and the listing state read
 * from the URL, one search for them, and what to say when a part of the URL could not be used.
 * Never throws for what a URL holds: a cursor or filter the platform refuses is searched again
 * without it, and a query it refuses (too many terms or brackets) is a page that says so. Only a
 * platform that does not answer at all throws.
 */
import { getCollections, type CollectionSummary } from '@/lib/shopify/collections';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { searchProducts, type SearchOptions } from '@/lib/shopify/search';
import type { SearchResults } from '@/lib/shopify/search-types';
import { sortOption } from '@/lib/listing/sort';
import { parseListingState, type QueryInput } from '@/lib/listing/parse';
import {
  listingQuery,
  PAGE_SIZE,
  productFilters,
  withoutFilters,
  type ListingState,
} from '@/lib/listing/state';
import { normaliseQuery } from './query';
import { SEARCH_SORTS } from './sorts';

/** What the page could not use from its URL, and did without. */
export type SearchRefusal =
  /** The cursor or a filter was refused: the results start again from the first, or unfiltered. */
  | 'restarted'
  /** The platform refused the query itself. */
  | 'query';

export interface SearchPageData {
  query: string;
  /** The URL's query was longer than the shop searches for, and was cut. */
  shortened: boolean;
  state: ListingState;
  results: SearchResults;
  refused: SearchRefusal | null;
  /** Collections to offer when nothing was searched for or nothing matched. */
  collections: CollectionSummary[];
}

export interface SearchPageDeps {
  search: (options: SearchOptions) => Promise<SearchResults>;
  collections: () => Promise<CollectionSummary[]>;
}

const defaultDeps: SearchPageDeps = {
  search: (options) => searchProducts(options),
  collections: () => getCollections(),
};

const NOTHING: SearchResults = {
  totalCount: 0,
  products: [],
  facets: [],
  hasNextPage: false,
  endCursor: null,
};

/** Collections to suggest: a failure to list them is no suggestions, never a failed page. */
async function suggestedCollections(deps: SearchPageDeps): Promise<CollectionSummary[]> {
  try {
    return (await deps.collections()).slice(0, 6);
  } catch (error) {
    console.warn('[search] collections to suggest could not be listed', error);
    return [];
  }
}

const listingKey = (state: ListingState) => listingQuery(state, SEARCH_SORTS);

function searchOptions(query: string, state: ListingState): SearchOptions {
  const sort = sortOption(state.sort, SEARCH_SORTS);
  return {
    query,
    first: PAGE_SIZE * state.pages,
    after: state.after,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
    filters: productFilters(state),
  };
}

/** A search the platform refuses (a GraphQL error, not an outage) is null. */
async function refusable(
  query: string,
  state: ListingState,
  deps: SearchPageDeps,
): Promise<SearchResults | null> {
  try {
    return await deps.search(searchOptions(query, state));
  } catch (error) {
    if (error instanceof StorefrontGraphQLError) return null;
    throw error;
  }
}

/**
 * The search for `state`; refused, again from the first page (a cursor of another query or of an
 * older list), then again without filters, and last the page that says the query was refused.
 */
async function search(
  query: string,
  state: ListingState,
  deps: SearchPageDeps,
): Promise<Pick<SearchPageData, 'state' | 'results' | 'refused'>> {
  const asked = await refusable(query, state, deps);
  if (asked) return { state, results: asked, refused: null };
  const tries = [{ ...state, after: null, pages: 1, ignored: [] }, withoutFilters(state)];
  let tried = listingKey(state);
  for (const next of tries) {
    if (listingKey(next) === tried) continue;
    tried = listingKey(next);
    const results = await refusable(query, next, deps);
    if (results) return { state: next, results, refused: 'restarted' };
  }
  return { state: withoutFilters(state), results: { ...NOTHING }, refused: 'query' };
}

/** The search page for a request's query (`context.query`). */
export async function loadSearchPage(
  params: QueryInput,
  deps: SearchPageDeps = defaultDeps,
): Promise<SearchPageData> {
  const { query, shortened } = normaliseQuery(
    params instanceof URLSearchParams ? params.getAll('q') : params.q,
  );
  const state = parseListingState(params, SEARCH_SORTS);
  const found = query
    ? await search(query, state, deps)
    : { state, results: { ...NOTHING }, refused: null };
  const collections = found.results.totalCount === 0 ? await suggestedCollections(deps) : [];
  return { query, shortened, ...found, collections };
}
