/**
 * Tracking as a subscriber of confirmed cart changes (SPEC §7): Product Added and Product Removed,
 * describing the line that landed. Quantity steps are not tracked events in the SPEC.
 */
import type { CartEventMap, CartEvents } from '@/lib/cart/events';
import { productEventPayload } from '@/lib/cart/tracking';
import { trackSafely, type Tracker } from './events';

/** Sends cart events to `tracker`; returns the function that unsubscribes. */
export function subscribeCartTracking(
  events: CartEvents,
  tracker: Tracker,
  productUrl?: (handle: string) => string,
): () => void {
  const send =
    (name: 'Product Added' | 'Product Removed') =>
    ({ line, quantity, cart }: CartEventMap['line-added']) =>
      trackSafely(
        tracker,
        name,
        productEventPayload({
          variant: line.merchandise,
          quantity,
          unitPrice: line.cost.amountPerQuantity,
          cart,
          productUrl,
        }),
      );
  const offAdded = events.on('line-added', send('Product Added'));
  const offRemoved = events.on('line-removed', send('Product Removed'));
  return () => {
    offAdded();
    offRemoved();
  };
}
