/**
 * A listing's sort orders: the names the URL carries (Shopify's Online Store names) and the
 * Storefront API's `sortKey` + `reverse` each stands for. Search lists its own options (relevance)
 * with the same shape.
 */
import type { ProductCollectionSortKeys } from '@/graphql/generated';

export interface SortOption<Key extends string = ProductCollectionSortKeys> {
  /** The URL's `sort` value. */
  name: string;
  /** What the sort control shows. */
  label: string;
  sortKey: Key;
  reverse: boolean;
}

/** A collection's orders; the first (featured: the merchant's own order) is the default. */
export const COLLECTION_SORTS: readonly SortOption[] = [
  { name: 'featured', label: 'Featured', sortKey: 'COLLECTION_DEFAULT', reverse: false },
  { name: 'best-selling', label: 'Best selling', sortKey: 'BEST_SELLING', reverse: false },
  { name: 'price-ascending', label: 'Price, low to high', sortKey: 'PRICE', reverse: false },
  { name: 'price-descending', label: 'Price, high to low', sortKey: 'PRICE', reverse: true },
  { name: 'newest', label: 'Newest', sortKey: 'CREATED', reverse: true },
];

/** The option called `name`, or the first (the default) for any other value. */
export function sortOption<Key extends string>(
  name: string | null,
  options: readonly SortOption<Key>[],
): SortOption<Key> {
  return options.find((option) => option.name === name) ?? (options[0] as SortOption<Key>);
}
