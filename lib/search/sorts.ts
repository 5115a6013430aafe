/**
 * Search's orders, in the listing's shape (lib/listing/sort.ts): the names the URL carries and
 * the `search` query's `sortKey` + `reverse`. Relevance, the first, is the default.
 */
import type { SearchSortKeys } from '@/graphql/generated';
import type { SortOption } from '@/lib/listing/sort';

export const SEARCH_SORTS: readonly SortOption<SearchSortKeys>[] = [
  { name: 'relevance', label: 'Relevance', sortKey: 'RELEVANCE', reverse: false },
  { name: 'price-ascending', label: 'Price, low to high', sortKey: 'PRICE', reverse: false },
  { name: 'price-descending', label: 'Price, high to low', sortKey: 'PRICE', reverse: true },
];
