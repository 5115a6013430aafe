/**
 * Search reads: the results page's product search and the header's predictive search. Each sends
 * one document (graphql/search.ts) and returns domain types (./search-types.ts).
 */
import { PREDICTIVE_SEARCH_QUERY, SEARCH_QUERY } from '@/graphql/search';
import type {
  PredictiveSearchQuery,
  PredictiveSearchQueryVariables,
  ProductFilter,
  SearchQuery,
  SearchQueryVariables,
  SearchSortKeys,
} from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';
import { reshapeSearch, reshapeSuggestions } from './search-reshape';
import type { SearchResults, Suggestions } from './search-types';

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 24;

/** Suggestions of each kind (products, collections, queries) the header shows. */
export const SUGGESTIONS_PER_KIND = 5;

export interface SearchOptions {
  /** What the shopper typed, already trimmed; an empty query is not sent (see `searchProducts`). */
  query: string;
  first?: number;
  /** The cursor of the page before (`SearchResults.endCursor`). */
  after?: string | null;
  sortKey?: SearchSortKeys;
  reverse?: boolean;
  /** Facet filters, each parsed from a `FacetValue.input`. */
  filters?: ProductFilter[];
}

const NO_RESULTS: SearchResults = {
  totalCount: 0,
  products: [],
  facets: [],
  hasNextPage: false,
  endCursor: null,
};

/**
 * One page of products matching `query`, with the result set's facets and total count. A blank
 * query matches nothing here (Shopify would answer it with the whole catalogue, which is not a
 * search), so none is sent.
 * @throws StorefrontError as the client does (a bad cursor or filter is a GraphQL error)
 */
export async function searchProducts(
  options: SearchOptions,
  client: StorefrontClient = getDefaultClient(),
): Promise<SearchResults> {
  if (!options.query.trim()) return { ...NO_RESULTS };
  const data = await client.request<SearchQuery, SearchQueryVariables>(SEARCH_QUERY, {
    query: options.query,
    first: options.first ?? SEARCH_PAGE_SIZE,
    after: options.after ?? null,
    sortKey: options.sortKey ?? 'RELEVANCE',
    reverse: options.reverse ?? false,
    productFilters: options.filters && options.filters.length > 0 ? options.filters : null,
  });
  return reshapeSearch(data.search);
}

/**
 * Products, collections and queries suggested for what was typed so far (at most `limit` of each).
 * A blank query suggests nothing and sends nothing.
 * @throws StorefrontError as the client does
 */
export async function predictiveSearch(
  query: string,
  { limit = SUGGESTIONS_PER_KIND }: { limit?: number } = {},
  client: StorefrontClient = getDefaultClient(),
): Promise<Suggestions> {
  if (!query.trim()) return reshapeSuggestions(null);
  const data = await client.request<PredictiveSearchQuery, PredictiveSearchQueryVariables>(
    PREDICTIVE_SEARCH_QUERY,
    { query, limit },
  );
  return reshapeSuggestions(data.predictiveSearch);
}
