/**
 * The persist adapter itself (see persist-storage.ts): reads and writes the persisted slice as
 * plain JSON under its SPEC §3 keys, through the keys' owners in lib/storage, which validate what
 * they read. Loaded when the store first rehydrates, after the first paint, not with the page.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { consentStore } from '@/lib/storage/consent-store';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { purchasedProductsStore } from '@/lib/storage/purchased-products-store';
import type { ShopRuntime } from './shop-runtime';
import type { ShopStore } from './shop-types';

/** The persisted part of the store. */
export type PersistedShop = Pick<ShopStore, 'purchasedProducts' | 'consent'>;

/** The owners of the persisted keys, over the runtime's current storage. */
export function owners(runtime: ShopRuntime) {
  const storage = runtime.deps().storage;
  return { purchased: purchasedProductsStore(storage), consent: consentStore(storage) };
}

/** Writes `value` through `owner`, unless it is what was last read or written under `key`. */
export function writeIfChanged<T>(
  runtime: ShopRuntime,
  key: string,
  owner: { write(value: T): boolean },
  value: T,
): void {
  const serialised = JSON.stringify(value);
  if (runtime.book.lastWritten.get(key) === serialised) return;
  if (owner.write(value)) runtime.book.lastWritten.set(key, serialised);
}

export function createStorage(runtime: ShopRuntime): PersistStorage<PersistedShop> {
  const { book } = runtime;

  return {
    getItem(): StorageValue<PersistedShop> | null {
      const stores = owners(runtime);
      const purchasedProducts = stores.purchased.read();
      const consent = stores.consent.read();
      if (purchasedProducts)
        book.lastWritten.set(STORAGE_KEYS.purchasedProducts, JSON.stringify(purchasedProducts));
      if (consent) book.lastWritten.set(STORAGE_KEYS.consent, JSON.stringify(consent));
      if (!purchasedProducts && !consent) return null;
      // Only what was found: `merge` keeps the current value for anything missing.
      const state: Partial<PersistedShop> = {};
      if (purchasedProducts) state.purchasedProducts = purchasedProducts;
      if (consent) state.consent = consent;
      return { state: state as PersistedShop, version: 0 };
    },
    setItem(_name, value) {
      // persist writes on every `set`; before the first rehydration that would overwrite the
      // shopper's saved consent with the defaults.
      if (!book.hydrated) return;
      const { purchased, consent } = owners(runtime);
      writeIfChanged(
        runtime,
        STORAGE_KEYS.purchasedProducts,
        purchased,
        value.state.purchasedProducts,
      );
      writeIfChanged(runtime, STORAGE_KEYS.consent, consent, value.state.consent);
    },
    removeItem() {
      const { purchased, consent } = owners(runtime);
      book.lastWritten.delete(STORAGE_KEYS.purchasedProducts);
      book.lastWritten.delete(STORAGE_KEYS.consent);
      purchased.remove();
      consent.remove();
    },
  };
}

/** Writes the consent the shopper set before rehydration, once it is merged into the state. */
export function writePatchedConsent(runtime: ShopRuntime, consent: PersistedShop['consent']): void {
  writeIfChanged(runtime, STORAGE_KEYS.consent, owners(runtime).consent, consent);
}
