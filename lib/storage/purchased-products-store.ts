/**
 * The owner of `purchased-productsV2.0.0` (SPEC §3): ids of bought products, as a JSON array of
 * strings. A list with bad entries is repaired (they are dropped one by one), not wiped.
 */
import { STORAGE_KEYS } from './keys';
import {
  DEFAULT_MAX_LENGTH,
  readJson,
  safeRemoveItem,
  safeSetItem,
  writeJson,
  type StorageLike,
} from './safe-storage';

const KEY = STORAGE_KEYS.purchasedProducts;
/** Purchased product ids kept; the most recent ones (the end of the list) win. */
const MAX_PURCHASED_PRODUCTS = 1000;
const MAX_PRODUCT_ID_LENGTH = 256;

/**
 * A stored product id: a non-empty string, or a whole number from an older writer. Written by
 * hand, not with the schema library: this runs on first load (see consent-store.ts).
 */
function toProductId(value: unknown): string | null {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  return value.length > 0 && value.length <= MAX_PRODUCT_ID_LENGTH ? value : null;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** The usable part of a stored list: bad entries are dropped one by one, duplicates once. */
function sanitize(list: readonly unknown[]): string[] {
  const ids = new Set(list.map(toProductId).filter((id): id is string => id !== null));
  return [...ids].slice(-MAX_PURCHASED_PRODUCTS);
}

export interface PurchasedProductsStore {
  /** The stored ids (repaired in storage at once when entries were dropped), or null. */
  read(): string[] | null;
  write(ids: readonly string[]): boolean;
  remove(): void;
}

export function purchasedProductsStore(storage: StorageLike): PurchasedProductsStore {
  return {
    read() {
      const list = readJson(storage, KEY, isList, { maxLength: DEFAULT_MAX_LENGTH });
      if (!list) return null;
      const ids = sanitize(list);
      const repaired = JSON.stringify(ids);
      if (repaired !== JSON.stringify(list)) {
        // Written back at once (not only on the next change), so the next read is clean.
        console.warn(`[storage] repaired "${KEY}": kept ${ids.length} of ${list.length} entries`);
        safeSetItem(storage, KEY, repaired);
      }
      return ids;
    },
    write: (ids) => writeJson(storage, KEY, ids),
    remove: () => safeRemoveItem(storage, KEY),
  };
}
