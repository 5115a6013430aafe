import { useEffect, useEffectEvent, useRef } from 'react';
import {
  emitListEvent,
  listEventProducts,
  type ListedProduct,
} from '@/lib/integrations/list-events';
import { listingChoices } from '@/lib/listing/choices';
import type { SortOption } from '@/lib/listing/sort';
import { isFiltered, listingQuery, type ListingState } from '@/lib/listing/state';

export interface ListIdentity {
  /** Segment's list_id: the collection's handle, or 'search'. */
  id: string;
  /** Segment's category: the collection's title, or the search's. */
  category: string;
}

/**
 * The list events of one listing (lib/integrations/list-events.ts): `Product List Viewed` for each
 * view (for "Load more", the products it added), `Product List Filtered` for a view with filters
 * or a chosen order, and the click handler for `Product Clicked`.
 */
export function useListEvents(
  list: ListIdentity,
  state: ListingState,
  sorts: readonly SortOption<string>[],
  products: readonly ListedProduct[],
) {
  const view = `${list.id}${listingQuery({ ...state, pages: 1 }, sorts)}`;
  const sent = useRef<{ view: string; count: number } | null>(null);
  const count = products.length;

  // Sent when the view or the number of products moves (not on every render).
  const sendView = useEffectEvent(() => {
    const origin = window.location.origin;
    const last = sent.current;
    const base = { list_id: list.id, category: list.category };
    if (last?.view === view && products.length > last.count) {
      const added = listEventProducts(products.slice(last.count), origin, last.count);
      emitListEvent({ name: 'Product List Viewed', properties: { ...base, products: added } });
    } else if (last?.view !== view) {
      const all = listEventProducts(products, origin);
      emitListEvent({ name: 'Product List Viewed', properties: { ...base, products: all } });
      if (isFiltered(state) || state.sort !== sorts[0]?.name) {
        const properties = { ...base, ...listingChoices(state, sorts), products: all };
        emitListEvent({ name: 'Product List Filtered', properties });
      }
    }
    sent.current = { view, count: products.length };
  });
  useEffect(() => sendView(), [view, count]);

  return (product: ListedProduct, index: number) => {
    const [properties] = listEventProducts([product], window.location.origin, index);
    if (!properties) return;
    emitListEvent({
      name: 'Product Clicked',
      properties: { ...properties, list_id: list.id, category: list.category },
    });
  };
}
