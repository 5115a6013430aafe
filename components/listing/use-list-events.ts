import { useEffect, useEffectEvent, useRef } from 'react';
import type { ListedProduct } from '@/lib/integrations/list-events';
import type { SortOption } from '@/lib/listing/sort';
import { listingQuery, type ListingState } from '@/lib/listing/state';

export interface ListIdentity {
  /** Segment's list_id: the collection's handle, or 'search'. */
  id: string;
  /** Segment's category: the collection's title, or the search's. */
  category: string;
}

// The payloads' code, and the event log, come when the first event is sent, after the first paint.
const payloads = () => import('@/lib/integrations/list-payloads');

/**
 * The list events of one listing (lib/integrations/list-events.ts): `Product List Viewed` for each
 * view (for "Load more", the products it added), `Product List Filtered` for a view with filters
 * or a chosen order, and the click handler for `Product Clicked`. Each is timed when it happens.
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
    const last = sent.current;
    if (last?.view === view && count <= last.count) return;
    const reported = last?.view === view ? last.count : 0;
    sent.current = { view, count };
    const at = Date.now();
    const origin = window.location.origin;
    const shown = { list, state, sorts, products, reported };
    void payloads().then((m) => m.viewEvents(shown, origin).forEach((e) => m.emitListEvent(e, at)));
  });
  useEffect(() => sendView(), [view, count]);

  return (product: ListedProduct, index: number) => {
    const at = Date.now();
    const origin = window.location.origin;
    void payloads().then((m) => m.emitListEvent(m.clickEvent(list, product, index, origin), at));
  };
}
