/**
 * The owner of `checkoutStartedCartId` (beyond SPEC §3, see keys.ts): the id of the cart whose
 * checkout link the shopper followed, as a plain string. Anything but a cart id reads as none.
 */
import { isCartId } from '@/lib/shopify/ids';
import { STORAGE_KEYS } from './keys';
import { readString, safeRemoveItem, safeSetItem, type StorageLike } from './safe-storage';

const KEY = STORAGE_KEYS.checkoutStartedCartId;
/** A cart id is at most 511 characters (ids.ts); a little slack before discarding. */
const MAX_LENGTH = 512;

export interface CheckoutStartedStore {
  /** The marked cart id, or null (nothing marked, or not a cart id). */
  read(): string | null;
  /** Marks `cartId` as the cart whose checkout started; false when refused (not a cart id). */
  mark(cartId: string): boolean;
  clear(): void;
}

export function checkoutStartedStore(storage: StorageLike): CheckoutStartedStore {
  return {
    read() {
      const id = readString(storage, KEY, { maxLength: MAX_LENGTH });
      return isCartId(id) ? id : null;
    },
    mark: (cartId) => isCartId(cartId) && safeSetItem(storage, KEY, cartId),
    clear: () => safeRemoveItem(storage, KEY),
  };
}
