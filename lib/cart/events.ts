/**
 * Events of confirmed cart changes: the cart core emits them once the platform has answered, and
 * side effects (tracking, integrations) subscribe. The core never calls a side effect itself.
 */
import type { Cart, CartLine } from '@/lib/shopify/types';

interface CartLineEventBase {
  /** The platform's line as it landed (after an A/B swap: the variant really added). */
  line: CartLine;
  /** Units added, removed, or the change in quantity (always positive). */
  quantity: number;
  /** The confirmed cart after the change. */
  cart: Cart;
  cartId: string;
  /** The code applied to the cart after the change, or null. */
  code: string | null;
}

/** Event name → payload. */
export interface CartEventMap {
  'line-added': CartLineEventBase;
  'line-updated': CartLineEventBase & { previousQuantity: number };
  'line-removed': CartLineEventBase;
}

export type CartEventName = keyof CartEventMap;
export type CartEventListener<E extends CartEventName> = (payload: CartEventMap[E]) => void;

/** A typed emitter. A listener that throws is logged; the others still run. */
export interface CartEvents {
  on<E extends CartEventName>(event: E, listener: CartEventListener<E>): () => void;
  emit<E extends CartEventName>(event: E, payload: CartEventMap[E]): void;
}

/** Creates an emitter of cart events. */
export function createCartEvents(): CartEvents {
  const listeners = new Map<CartEventName, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          (listener as CartEventListener<typeof event>)(payload);
        } catch (error) {
          console.warn(`[cart] a "${event}" listener failed`, error);
        }
      }
    },
  };
}
