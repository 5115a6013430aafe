/**
 * Product orders of the Storefront API's sort keys: `ProductSortKeys` (root `products`),
 * `ProductCollectionSortKeys` (`Collection.products`) and `SearchSortKeys` (`search`). Every sort
 * is stable over the list it is given, so keys that tie keep that list's order (catalogue order
 * for root products, the manual order for a collection). `reverse` is the connection's business
 * (connection.ts), as on Shopify, where it flips the whole order.
 */
import type { ProductRecord } from './catalogue';

export type ProductCompare = (a: ProductRecord, b: ProductRecord) => number;

function numericId(id: string): number {
  return Number(id.slice(id.lastIndexOf('/') + 1));
}

/** The lowest variant price in minor units: Shopify sorts by the product's price range minimum. */
export function minVariantPrice(product: ProductRecord): number {
  let min = Infinity;
  for (const variant of product.variants) if (variant.price < min) min = variant.price;
  return min;
}

/** Rank 1 sells best; products without a rank come after every ranked one. */
function salesRank(product: ProductRecord): number {
  return product.data.bestSellingRank ?? Number.MAX_SAFE_INTEGER;
}

const byId: ProductCompare = (a, b) => numericId(a.data.id) - numericId(b.data.id);
const byTitle: ProductCompare = (a, b) => a.data.title.localeCompare(b.data.title, 'en');
const byPrice: ProductCompare = (a, b) => minVariantPrice(a) - minVariantPrice(b);
const byBestSelling: ProductCompare = (a, b) => salesRank(a) - salesRank(b);
const byCreated: ProductCompare = (a, b) =>
  Date.parse(a.data.createdAt) - Date.parse(b.data.createdAt);

/** Comparators by sort key name, across the three enums; a key not here keeps the given order. */
export const PRODUCT_COMPARATORS: Readonly<Record<string, ProductCompare>> = {
  ID: byId,
  TITLE: byTitle,
  PRICE: byPrice,
  BEST_SELLING: byBestSelling,
  CREATED_AT: byCreated,
  CREATED: byCreated,
  UPDATED_AT: (a, b) => Date.parse(a.data.updatedAt) - Date.parse(b.data.updatedAt),
  PRODUCT_TYPE: (a, b) => a.data.productType.localeCompare(b.data.productType, 'en'),
  VENDOR: (a, b) => a.data.vendor.localeCompare(b.data.vendor, 'en'),
};

/**
 * `products` in the order of `sortKey`, as a new array. `RELEVANCE` (without a search term),
 * `MANUAL`, `COLLECTION_DEFAULT` and unknown keys keep the given order: the caller passes the
 * manual order of a collection, or resolves `COLLECTION_DEFAULT` first (`collectionSortKey`).
 */
export function sortProducts(
  products: readonly ProductRecord[],
  sortKey: string | null | undefined,
): ProductRecord[] {
  const compare = sortKey ? PRODUCT_COMPARATORS[sortKey] : undefined;
  // Array.prototype.sort is stable (ES2019), so ties keep the given order.
  return compare ? [...products].sort(compare) : [...products];
}

/** Root `products` defaults to ID, as the schema says; RELEVANCE without a query is ID too. */
export function rootProductSortKey(sortKey: string | null | undefined): string {
  return sortKey == null || sortKey === 'RELEVANCE' ? 'ID' : sortKey;
}

/** What each admin `CollectionSortOrder` serves as a `ProductCollectionSortKeys` order. */
const SORT_ORDERS: Readonly<Record<string, { sortKey: string; reverse: boolean }>> = {
  MANUAL: { sortKey: 'MANUAL', reverse: false },
  BEST_SELLING: { sortKey: 'BEST_SELLING', reverse: false },
  ALPHA_ASC: { sortKey: 'TITLE', reverse: false },
  ALPHA_DESC: { sortKey: 'TITLE', reverse: true },
  PRICE_ASC: { sortKey: 'PRICE', reverse: false },
  PRICE_DESC: { sortKey: 'PRICE', reverse: true },
  CREATED: { sortKey: 'CREATED', reverse: false },
  CREATED_DESC: { sortKey: 'CREATED', reverse: true },
};

/**
 * The order a collection's products are served in. `COLLECTION_DEFAULT` (the argument's default)
 * and `RELEVANCE` (no search term in a collection) read as the collection's own sort order
 * (MANUAL unless the catalogue says otherwise), which may itself be descending; `reverse` then
 * flips that order.
 */
export function collectionOrder(
  sortKey: string | null | undefined,
  reverse: boolean | null | undefined,
  sortOrder: string | undefined,
): { sortKey: string; reverse: boolean } {
  if (sortKey != null && sortKey !== 'COLLECTION_DEFAULT' && sortKey !== 'RELEVANCE')
    return { sortKey, reverse: Boolean(reverse) };
  const own = SORT_ORDERS[sortOrder ?? 'MANUAL'] ?? SORT_ORDERS.MANUAL!;
  return { sortKey: own.sortKey, reverse: own.reverse !== Boolean(reverse) };
}
