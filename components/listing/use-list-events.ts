import { useEffect, useEffectEvent, useRef } from 'react';
import type { ListedProduct } from '@/lib/integrations/list-events';
import type { SentView } from '@/lib/integrations/list-payloads';
import type { SortOption } from '@/lib/listing/sort';
import type { ListingState } from '@/lib/listing/state';

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
 * or a chosen order, and the click handler for `Product Clicked`. Each is timed when it happens;
 * which view is new is worked out with the payloads (`sendViewEvents`), in the order rendered.
 */
export function useListEvents(
  list: ListIdentity,
  state: ListingState,
  sorts: readonly SortOption<string>[],
  products: readonly ListedProduct[],
) {
  const sent = useRef<SentView | null>(null);
  const count = products.length;

  // Tried when the state or the number of products moves (not on every render).
  const sendView = useEffectEvent(() => {
    const at = Date.now();
    const origin = window.location.origin;
    const shown = { list, state, sorts, products };
    void payloads().then((m) => m.sendViewEvents(sent, shown, origin, at));
  });
  useEffect(() => sendView(), [state, count]);

  return (product: ListedProduct, index: number) => {
    const at = Date.now();
    const origin = window.location.origin;
    void payloads().then((m) => m.emitListEvent(m.clickEvent(list, product, index, origin), at));
  };
}
