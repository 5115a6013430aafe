/**
 * Typed tracking events and the `Tracker` the shop sends them through (SPEC §7 "Tracking events").
 * The cart emits `Product Added` and `Product Removed` to destinations the integrations layer
 * registers. Tracking never breaks shopping (SPEC §8): a failing destination is logged, others run.
 */
import { errorMessage } from '@/lib/errors';
import type { CURRENCY } from '@/lib/pricing/constants';

/**
 * Payload of `Product Added` / `Product Removed` (SPEC §7), in Segment's e-commerce naming.
 * Prices are numbers in pounds (Segment's spec types them as numbers); `value` is price × quantity.
 */
export interface ProductEventPayload {
  /** Product title. */
  name: string;
  /** Short product id (numeric part of the global id). */
  product_id: string;
  /** Path of the product page. */
  url: string;
  /** Unit price in pounds. */
  price: number;
  /** price × quantity, in pounds, rounded to pence. */
  value: number;
  image_url: string | null;
  /** Always the shop state's currency (SPEC §7: currency GBP). */
  currency: typeof CURRENCY;
  /** Quantity added or removed. */
  quantity: number;
  /** Variant title (the option name). */
  variant: string;
  sku: string | null;
  /** The product type (Coffee, Tea…). */
  category: string;
  /** The discount code applied to the cart, if any. */
  coupon: string | null;
  /** The platform cart id the line belongs to. */
  shopifyCartId: string | null;
}

/**
 * Event name → payload. An interface rather than a type alias so the integrations layer can add
 * its own events by declaration merging (`declare module '@/lib/tracking/events'`).
 */
export interface TrackingEventMap {
  'Product Added': ProductEventPayload;
  'Product Removed': ProductEventPayload;
}

export type TrackingEventName = keyof TrackingEventMap;

/** Anything that accepts events. */
export interface Tracker {
  track<E extends TrackingEventName>(event: E, payload: TrackingEventMap[E]): void;
}

/** A registered sink, e.g. the Segment adapter. It may be sync or async; it may fail. */
export interface TrackingDestination {
  /** Shown in the log when this destination fails. */
  name: string;
  track<E extends TrackingEventName>(
    event: E,
    payload: TrackingEventMap[E],
  ): void | PromiseLike<void>;
}

/** A tracker that fans events out to registered destinations. */
export interface TrackingHub extends Tracker {
  /** Adds a destination; returns a function that removes it again. */
  register(destination: TrackingDestination): () => void;
  /** Names of the registered destinations, in registration order. */
  destinations(): string[];
}

/**
 * Creates a tracking hub. With no destination registered, `track` does nothing (the default sink
 * is a no-op, so calling code never checks whether tracking is configured). Each destination is
 * called in its own try/catch; a rejected promise is caught too.
 */
export function createTrackingHub(): TrackingHub {
  const registered: TrackingDestination[] = [];
  const fail = (destination: TrackingDestination, event: string, error: unknown) => {
    console.warn(
      `[tracking] ${destination.name} failed to track "${event}": ${errorMessage(error)}`,
    );
  };
  return {
    track(event, payload) {
      // A copy of the list, so a destination that unregisters itself mid-dispatch is harmless.
      for (const destination of [...registered]) {
        try {
          const result = destination.track(event, payload);
          if (result && typeof result.then === 'function') {
            result.then(undefined, (error: unknown) => fail(destination, event, error));
          }
        } catch (error) {
          fail(destination, event, error);
        }
      }
    },
    register(destination) {
      registered.push(destination);
      return () => {
        const index = registered.indexOf(destination);
        if (index >= 0) registered.splice(index, 1);
      };
    },
    destinations: () => registered.map((d) => d.name),
  };
}

/**
 * The shop-wide tracker. The cart sends to it; the integrations layer registers destinations on it
 * with `tracker.register`.
 */
export const tracker: TrackingHub = createTrackingHub();

/**
 * Calls `tracker.track` and swallows anything it throws (a caller-supplied tracker is not
 * necessarily a hub that already guards its destinations).
 */
export function trackSafely<E extends TrackingEventName>(
  target: Tracker | undefined,
  event: E,
  payload: TrackingEventMap[E],
): void {
  if (!target) return;
  try {
    target.track(event, payload);
  } catch (error) {
    console.warn(`[tracking] failed to track "${event}": ${errorMessage(error)}`);
  }
}
