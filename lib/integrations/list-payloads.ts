/**
 * The payloads of the product-list events (./list-events.ts) in Segment's e-commerce spec v2,
 * built from what a listing shows. Loaded by the listing after its first paint, so none of this is
 * in its first load.
 */
import { listingChoices } from '@/lib/listing/choices';
import type { SortOption } from '@/lib/listing/sort';
import { isFiltered, type ListingState } from '@/lib/listing/state';
import { variantAmount } from '@/lib/pricing/variant';
import {
  emitListEvent as logListEvent,
  type ListedProduct,
  type ListEvent,
  type ListEventProduct,
} from './list-events';

/**
 * The listings reach the page's event log (./list-events.ts `emitListEvent`) through this module,
 * so the log is not in their first load either: an event waits for this chunk (a few ms after the
 * first paint), then is logged with the time it happened. A function of this module, not a
 * re-export: the bundler resolves a re-export to its source module and bundles that with the
 * importer, which put the log back in the listings' first load.
 */
export function emitListEvent(event: ListEvent, at?: number): void {
  logListEvent(event, at);
}

/** `products` as Segment's product list, positions from `offset + 1`, URLs on `origin`. */
export function listEventProducts(
  products: readonly ListedProduct[],
  origin: string,
  offset = 0,
): ListEventProduct[] {
  return products.map((product, index) => ({
    product_id: product.productId,
    sku: product.sku,
    name: product.title,
    price: variantAmount(product.minPrice, 1),
    position: offset + index + 1,
    category: product.productType,
    url: new URL(`/products/${encodeURIComponent(product.handle)}`, origin).href,
    image_url: product.imageUrl,
  }));
}

export interface ListView {
  list: { id: string; category: string };
  state: ListingState;
  sorts: readonly SortOption<string>[];
  /** Every product shown. */
  products: readonly ListedProduct[];
  /** Products already reported for this view ("Load more" adds after them); 0 for a new view. */
  reported: number;
}

/**
 * The events of a view: `Product List Viewed` with the products not yet reported and, for a new
 * view with filters or a chosen order, `Product List Filtered` with all of them.
 */
export function viewEvents(view: ListView, origin: string): ListEvent[] {
  const { list, state, sorts, products, reported } = view;
  const base = { list_id: list.id, category: list.category };
  const shown = listEventProducts(products.slice(reported), origin, reported);
  const events: ListEvent[] = [
    { name: 'Product List Viewed', properties: { ...base, products: shown } },
  ];
  if (reported === 0 && (isFiltered(state) || state.sort !== sorts[0]?.name)) {
    const properties = { ...base, ...listingChoices(state, sorts), products: shown };
    events.push({ name: 'Product List Filtered', properties });
  }
  return events;
}

/** The view last reported by a listing, and how many of its products. */
export interface SentView {
  view: string;
  count: number;
}

/**
 * A listing's view events (`viewEvents`), sent unless this view was reported with as many
 * products: a view is the list (its id and category) and its state on the first page, so "Load
 * more" reports only the products it added. `sent` is the listing's own record; `at` when the view
 * was shown.
 */
export function sendViewEvents(
  sent: { current: SentView | null },
  shown: Omit<ListView, 'reported'>,
  origin: string,
  at: number,
): void {
  // The category is part of the view: on /search it is the query, so a new search with the same
  // sort and filters is a new view, even with fewer products than the last.
  const { id, category } = shown.list;
  const view = JSON.stringify([id, category, { ...shown.state, pages: 1, ignored: [] }]);
  const count = shown.products.length;
  const last = sent.current;
  if (last?.view === view && count <= last.count) return;
  const reported = last?.view === view ? last.count : 0;
  sent.current = { view, count };
  for (const event of viewEvents({ ...shown, reported }, origin)) logListEvent(event, at);
}

/** `Product Clicked` for the product at `index` (0-based) of a list. */
export function clickEvent(
  list: { id: string; category: string },
  product: ListedProduct,
  index: number,
  origin: string,
): ListEvent {
  const [properties] = listEventProducts([product], origin, index) as [ListEventProduct];
  return {
    name: 'Product Clicked',
    properties: { ...properties, list_id: list.id, category: list.category },
  };
}
