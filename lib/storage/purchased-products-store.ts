/**
 * The owner of `purchased-productsV2.0.0` (SPEC §3): ids of bought products, as a JSON array of
 * strings. A list with bad entries is repaired (they are dropped one by one), not wiped.
 */
import * as v from 'valibot';
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

/** A stored product id: a non-empty string, or a whole number from an older writer. */
const ProductIdSchema = v.union([
  v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_PRODUCT_ID_LENGTH)),
  v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.transform(String)),
]);

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** The usable part of a stored list: bad entries are dropped one by one, duplicates once. */
function sanitize(list: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const entry of list) {
    const result = v.safeParse(ProductIdSchema, entry);
    if (result.success) ids.add(result.output);
  }
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
