/**
 * The cart's bookkeeping over its stored keys (SPEC §3): `shopifyCart`, `discountCode` and our
 * `checkoutStartedCartId` mark, each through its owner in lib/storage. What it adds: a write skips
 * the value already stored (the engine commits the same cart often), and a cart another tab
 * stored counts as stored here too.
 */
import { cartStore, type StoredCartRead } from '@/lib/storage/cart-store';
import { checkoutStartedStore } from '@/lib/storage/checkout-started-store';
import { discountCodeStore } from '@/lib/storage/discount-code-store';
import type { StorageLike } from '@/lib/storage/safe-storage';
import type { Cart } from '@/lib/shopify/types';

export interface CartPersistence {
  /** The stored cart, or null with the id salvaged from a damaged value (if any). */
  read(): StoredCartRead;
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
  const cart = cartStore(storage);
  const code = discountCodeStore(storage);
  const checkout = checkoutStartedStore(storage);
  /** The JSON last written to (or read from) `shopifyCart`, to skip redundant writes. */
  let lastStored: string | null = null;

  return {
    read: () => cart.read(),
    write(next) {
      const serialised = JSON.stringify(next);
      if (serialised === lastStored) return false;
      lastStored = serialised;
      cart.write(serialised);
      return true;
    },
    remember(next) {
      lastStored = JSON.stringify(next);
    },
    isStored: (next) => JSON.stringify(next) === lastStored,
    remove() {
      const previous = lastStored;
      cart.remove();
      lastStored = null;
      return previous;
    },
    restore(serialised) {
      if (serialised !== null && cart.write(serialised)) lastStored = serialised;
    },
    discountCode: () => code.read(),
    saveDiscountCode: (value) => void code.write(value),
    checkoutStartedCartId: () => checkout.read(),
    markCheckoutStarted: (cartId) => void checkout.mark(cartId),
    clearCheckoutStarted: () => checkout.clear(),
  };
}
