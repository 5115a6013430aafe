/**
 * The owner of `shopifyCart` (SPEC §3): the platform cart as JSON. A damaged value is removed with
 * one warning, keeping its cart id when it still names one, so the cart can be fetched by id.
 */
import { isCart, salvageCartId } from '@/lib/shopify/cart-checks';
import type { Cart } from '@/lib/shopify/types';
import { STORAGE_KEYS } from './keys';
import {
  parseStoredJson,
  safeGetItem,
  safeRemoveItem,
  safeSetItem,
  type StorageLike,
} from './safe-storage';

const KEY = STORAGE_KEYS.cart;

function parseOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * A cart from a stored string: `storage.getItem` or a `storage` event's newValue (another tab).
 * Null for a missing or damaged value; `onDiscard` hears why a value was rejected.
 */
export function parseStoredCart(
  raw: string | null,
  onDiscard?: (reason: string) => void,
): Cart | null {
  return parseStoredJson(raw, isCart, onDiscard ? { onDiscard } : {});
}

/** What a read of `shopifyCart` found: the cart, or only the id salvaged from a damaged value. */
export interface StoredCartRead {
  cart: Cart | null;
  /** The cart's id, or the id salvaged from a damaged value; null when there is none. */
  id: string | null;
}

export interface CartStore {
  read(): StoredCartRead;
  /** Stores a cart, or the JSON of one as `remove` returned it; false when storage refused. */
  write(cart: Cart | string): boolean;
  /** Removes the stored cart; returns what was stored, so a failed replacement can write it back. */
  remove(): string | null;
}

/** `shopifyCart` over `storage` (localStorage in the browser). */
export function cartStore(storage: StorageLike): CartStore {
  return {
    read() {
      const raw = safeGetItem(storage, KEY);
      let salvaged: string | null = null;
      const cart = parseStoredCart(raw, (reason) => {
        salvaged = raw === null ? null : salvageCartId(parseOrNull(raw));
        console.warn(
          `[storage] discarded "${KEY}": ${reason}${salvaged ? '; keeping its cart id' : ''}`,
        );
        safeRemoveItem(storage, KEY);
      });
      return { cart, id: cart?.id ?? salvaged };
    },
    write: (cart) =>
      safeSetItem(storage, KEY, typeof cart === 'string' ? cart : JSON.stringify(cart)),
    remove() {
      const previous = safeGetItem(storage, KEY);
      safeRemoveItem(storage, KEY);
      return previous;
    },
  };
}
