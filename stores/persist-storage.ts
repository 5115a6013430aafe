/**
 * zustand `persist` options for the shop store: one adapter writes the persisted slice as plain
 * JSON under its SPEC §3 keys (persist's default is one `{ state, version }` value), validating
 * what it reads: corrupt or foreign values are discarded with a warning, bad purchase entries
 * dropped. The cart keys (`shopifyCart`, `discountCode`) are the engine's: lib/cart/persistence.ts.
 */
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import type { Consent } from '@/lib/consent/types';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  DEFAULT_MAX_LENGTH,
  readJson,
  safeRemoveItem,
  safeSetItem,
} from '@/lib/storage/safe-storage';
import type { ShopRuntime } from './shop-runtime';
import type { ShopStore } from './shop-types';

/** The persisted part of the store. */
export type PersistedShop = Pick<ShopStore, 'purchasedProducts' | 'consent'>;

const MAX_CONSENT_LENGTH = 1024;
/** Purchased product ids kept; the most recent ones (the end of the list) win. */
const MAX_PURCHASED_PRODUCTS = 1000;
const MAX_PRODUCT_ID_LENGTH = 256;

/** A stored product id: a non-empty string, or a whole number from an older writer. */
function toProductId(value: unknown): string | null {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  return value.length > 0 && value.length <= MAX_PRODUCT_ID_LENGTH ? value : null;
}

/** The usable part of a stored list: bad entries are dropped one by one, duplicates once. */
function sanitizePurchased(list: readonly unknown[]): string[] {
  const ids = [...new Set(list.map(toProductId).filter((id): id is string => id !== null))];
  return ids.length > MAX_PURCHASED_PRODUCTS ? ids.slice(-MAX_PURCHASED_PRODUCTS) : ids;
}

const isCategory = (value: unknown) =>
  value === undefined || value === null || typeof value === 'boolean';

/** A stored consent; one written before the categories existed has none (read as undecided). */
function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.emailOptIn === 'boolean' &&
    typeof v.smsOptIn === 'boolean' &&
    isCategory(v.analytics) &&
    isCategory(v.advertising)
  );
}

const isUnknownArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** Writes `value` as JSON under `key`, unless that is what was last read or written there. */
function writeIfChanged(runtime: ShopRuntime, key: string, value: unknown): void {
  const serialised = JSON.stringify(value);
  if (runtime.book.lastWritten.get(key) === serialised) return;
  if (safeSetItem(runtime.deps().storage, key, serialised))
    runtime.book.lastWritten.set(key, serialised);
}

function createStorage(runtime: ShopRuntime): PersistStorage<PersistedShop> {
  const { book } = runtime;
  const storage = () => runtime.deps().storage;

  return {
    getItem(): StorageValue<PersistedShop> | null {
      const key = STORAGE_KEYS.purchasedProducts;
      const list = readJson(storage(), key, isUnknownArray, { maxLength: DEFAULT_MAX_LENGTH });
      const purchasedProducts = list ? sanitizePurchased(list) : null;
      const consent = readJson(storage(), STORAGE_KEYS.consent, isConsent, {
        maxLength: MAX_CONSENT_LENGTH,
      });
      if (list && purchasedProducts) {
        const repaired = JSON.stringify(purchasedProducts);
        if (repaired !== JSON.stringify(list)) {
          // Written back at once (not only on the next change), so the next read is clean.
          console.warn(
            `[storage] repaired "${key}": kept ${purchasedProducts.length} of ${list.length} entries`,
          );
          safeSetItem(storage(), key, repaired);
        }
        book.lastWritten.set(key, repaired);
      }
      if (consent) book.lastWritten.set(STORAGE_KEYS.consent, JSON.stringify(consent));
      if (!purchasedProducts && !consent) return null;
      // Only what was found: `merge` keeps the current value for anything missing.
      const state: Partial<PersistedShop> = {};
      if (purchasedProducts) state.purchasedProducts = purchasedProducts;
      if (consent) {
        const { emailOptIn, smsOptIn, analytics = null, advertising = null } = consent;
        state.consent = { emailOptIn, smsOptIn, analytics, advertising };
      }
      return { state: state as PersistedShop, version: 0 };
    },
    setItem(_name, value) {
      // persist writes on every `set`; before the first rehydration that would overwrite the
      // shopper's saved consent with the defaults.
      if (!book.hydrated) return;
      writeIfChanged(runtime, STORAGE_KEYS.purchasedProducts, value.state.purchasedProducts);
      writeIfChanged(runtime, STORAGE_KEYS.consent, value.state.consent);
    },
    removeItem() {
      for (const key of [STORAGE_KEYS.purchasedProducts, STORAGE_KEYS.consent]) {
        book.lastWritten.delete(key);
        safeRemoveItem(storage(), key);
      }
    },
  };
}

/** The store's `persist` options, bound to its runtime. */
export function shopPersistOptions(runtime: ShopRuntime): PersistOptions<ShopStore, PersistedShop> {
  const { book } = runtime;
  return {
    // Required by persist, but not a storage key here: the adapter writes the SPEC keys.
    name: 'shop',
    storage: createStorage(runtime),
    partialize: (s) => ({ purchasedProducts: s.purchasedProducts, consent: s.consent }),
    // The keys carry their own version suffix (V2.0.0); a new shape gets new key names.
    version: 0,
    // Server and first client render stay identical; `_app` rehydrates after mount.
    skipHydration: true,
    // The stored values, with the consent the shopper set before hydration on top.
    merge(persisted, current) {
      const stored = (persisted ?? {}) as Partial<PersistedShop>;
      return {
        ...current,
        consent: stored.consent ? { ...stored.consent, ...book.consentPatch } : current.consent,
        purchasedProducts: stored.purchasedProducts ?? current.purchasedProducts,
      };
    },
    onRehydrateStorage: () => (state) => {
      book.hydrated = true;
      const patched = book.consentPatch;
      book.consentPatch = null;
      // The consent set before hydration is now merged into the state: write it once.
      if (state && patched) writeIfChanged(runtime, STORAGE_KEYS.consent, state.consent);
    },
  };
}
