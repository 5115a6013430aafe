/**
 * The cart's own keys in local storage (SPEC §3): `shopifyCart`, `discountCode`, and our
 * `checkoutStartedCartId` mark. Reads salvage what they can from corrupt values; writes skip a
 * value already stored.
 */
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  parseStoredJson,
  readString,
  safeGetItem,
  safeRemoveItem,
  safeSetItem,
  type StorageLike,
} from '@/lib/storage/safe-storage';
import type { Cart } from '@/lib/shopify/types';
import { isCart, isCartId, salvageCartId } from './validate';

export interface CartPersistence {
  /** The stored cart, or null with the id salvaged from a damaged value (if any). */
  read(): { cart: Cart | null; id: string | null };
  /** Stores `cart` unless it is what is stored already; true when it wrote. */
  write(cart: Cart): boolean;
  /** Records `cart` as what is stored (read from storage, or written by another tab). */
  remember(cart: Cart): void;
  /** True when `cart` is exactly what this page last stored or read. */
  isStored(cart: Cart): boolean;
  /** Removes the stored cart; returns what was stored, for `restore` if replacing it fails. */
  remove(): string | null;
  restore(serialised: string | null): void;
  discountCode(): string | null;
  saveDiscountCode(code: string): void;
  checkoutStartedCartId(): string | null;
  markCheckoutStarted(cartId: string): void;
  clearCheckoutStarted(): void;
}

/** Creates the cart's storage over `storage` (localStorage in the browser). */
export function createCartPersistence(storage: StorageLike): CartPersistence {
  /** The JSON last written to (or read from) `shopifyCart`, to skip redundant writes. */
  let lastStored: string | null = null;

  return {
    read() {
      const raw = safeGetItem(storage, STORAGE_KEYS.cart);
      let salvaged: string | null = null;
      const cart = parseStoredJson(raw, isCart, {
        onDiscard: (reason) => {
          try {
            salvaged = raw === null ? null : salvageCartId(JSON.parse(raw));
          } catch {
            salvaged = null;
          }
          console.warn(
            `[storage] discarded "${STORAGE_KEYS.cart}": ${reason}${salvaged ? '; keeping its cart id' : ''}`,
          );
          safeRemoveItem(storage, STORAGE_KEYS.cart);
        },
      });
      return { cart, id: cart?.id ?? salvaged };
    },
    write(cart) {
      const serialised = JSON.stringify(cart);
      if (serialised === lastStored) return false;
      lastStored = serialised;
      safeSetItem(storage, STORAGE_KEYS.cart, serialised);
      return true;
    },
    remember(cart) {
      lastStored = JSON.stringify(cart);
    },
    isStored: (cart) => JSON.stringify(cart) === lastStored,
    remove() {
      const previous = lastStored;
      safeRemoveItem(storage, STORAGE_KEYS.cart);
      lastStored = null;
      return previous;
    },
    restore(serialised) {
      if (serialised !== null && safeSetItem(storage, STORAGE_KEYS.cart, serialised))
        lastStored = serialised;
    },
    discountCode: () => readString(storage, STORAGE_KEYS.discountCode),
    saveDiscountCode: (code) => void safeSetItem(storage, STORAGE_KEYS.discountCode, code),
    checkoutStartedCartId() {
      const id = readString(storage, STORAGE_KEYS.checkoutStartedCartId, { maxLength: 512 });
      return isCartId(id) ? id : null;
    },
    markCheckoutStarted: (cartId) =>
      void safeSetItem(storage, STORAGE_KEYS.checkoutStartedCartId, cartId),
    clearCheckoutStarted: () => safeRemoveItem(storage, STORAGE_KEYS.checkoutStartedCartId),
  };
}
