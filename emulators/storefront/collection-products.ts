/**
 * `Collection.products`: the collection's products in the order of `sortKey` (COLLECTION_DEFAULT
 * is the collection's own sort order), narrowed by `filters`, one page of them, and the `filters`
 * facets over the whole collection. Sorted member lists and the unfiltered facets are computed
 * once per collection and sort key, so a large catalogue pages and filters without re-sorting.
 */
import type { ProductRecord } from './catalogue';
import type { CollectionRecord } from './collections';
import type { Connection, ConnectionArgs } from './connection';
import { productFacets, type FilterView } from './filter-facets';
import { filterProducts, type ProductFilterInput } from './filters';
import { paginateListing } from './listing-cursor';
import { collectionOrder, sortProducts } from './product-sort';

export interface CollectionProductsArgs extends ConnectionArgs {
  filters?: ProductFilterInput[] | null;
  sortKey?: string | null;
}

export type ProductConnectionView = Connection<ProductRecord> & {
  /** A function, so the facets are only counted when a query selects them. */
  filters: () => FilterView[];
};

type Collection = CollectionRecord<ProductRecord>;

const sortedMembers = new WeakMap<Collection, Map<string, ProductRecord[]>>();
const plainFacets = new WeakMap<Collection, FilterView[]>();

/** The collection's products in `sortKey` order (before `reverse`), sorted once per key. */
function membersBy(collection: Collection, sortKey: string): ProductRecord[] {
  let byKey = sortedMembers.get(collection);
  if (!byKey) sortedMembers.set(collection, (byKey = new Map()));
  let list = byKey.get(sortKey);
  if (!list) byKey.set(sortKey, (list = sortProducts(collection.products, sortKey)));
  return list;
}

/** The facets over every product of the collection; without filters, counted once. */
function facetsOf(collection: Collection, filters: readonly ProductFilterInput[]): FilterView[] {
  if (filters.length > 0) return productFacets(collection.products, filters);
  let facets = plainFacets.get(collection);
  if (!facets) plainFacets.set(collection, (facets = productFacets(collection.products, [])));
  // Each answer gets its own copy: GraphQL reads it, nothing may change the cached one.
  return structuredClone(facets);
}

export function collectionProducts(
  collection: Collection,
  args: CollectionProductsArgs,
): ProductConnectionView {
  const order = collectionOrder(args.sortKey, args.reverse, collection.data.sortOrder);
  const filters = args.filters ?? [];
  const list = filterProducts(membersBy(collection, order.sortKey), filters);
  const listing = ['collection', collection.data.id, order, filters];
  const page = paginateListing(
    list,
    { ...args, reverse: order.reverse },
    (p) => p.data.id,
    listing,
  );
  return { ...page, filters: () => facetsOf(collection, filters) };
}
