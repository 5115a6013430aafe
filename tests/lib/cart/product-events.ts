/**
 * Test helper: the Product Added / Product Removed events the cart's confirmed line changes give,
 * built as the integrations build them (lib/integrations/product-event.ts).
 */
import type { CartEvents } from '@/lib/cart/events';
import { productEventPayload, type ProductEventPayload } from '@/lib/integrations/product-event';

export interface TrackedEvent {
  event: string;
  payload: ProductEventPayload;
}

export function recordProductEvents(events: CartEvents, record: (tracked: TrackedEvent) => void) {
  const names = { 'line-added': 'Product Added', 'line-removed': 'Product Removed' } as const;
  for (const kind of ['line-added', 'line-removed'] as const) {
    events.on(kind, ({ line, quantity, cart }) =>
      record({
        event: names[kind],
        payload: productEventPayload({
          variant: line.merchandise,
          quantity,
          unitPrice: line.cost.amountPerQuantity,
          cart,
        }),
      }),
    );
  }
}
