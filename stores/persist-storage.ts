/**
 * zustand `persist` options for the shop store: one adapter writes the persisted slice as plain
 * JSON under its SPEC §3 keys (persist's default is one `{ state, version }` value), through the
 * keys' owners in lib/storage, which validate what they read: corrupt or foreign values are
 * discarded with a warning, bad purchase entries dropped. The cart keys (`shopifyCart`,
 * `discountCode`) are the engine's.
 *
 * The adapter (persist-adapter.ts, with lib/storage's validators) is loaded on first use: persist
 * accepts a storage whose calls return promises, and the store rehydrates only after mount
 * (`skipHydration`), so the first load carries none of it.
 */
import type { PersistOptions, PersistStorage } from 'zustand/middleware';
import type { PersistedShop } from './persist-adapter';
import type { ShopRuntime } from './shop-runtime';
import type { ShopStore } from './shop-types';
import { loadOnce } from '@/lib/load-once';

export type { PersistedShop } from './persist-adapter';

type Adapter = typeof import('./persist-adapter');

/**
 * Storage that loads the adapter on its first read. Reads wait for it; rehydration is the first
 * read, and writes count only after it (see setItem), so by then the adapter is here and writes
 * and the patched-consent write run at once, as with a synchronous storage.
 */
function lazyStorage(runtime: ShopRuntime) {
  type Loaded = { adapter: Adapter; storage: PersistStorage<PersistedShop> };
  let loaded: Loaded | null = null;
  const load = loadOnce(() =>
    import('./persist-adapter').then((adapter) => {
      loaded = { adapter, storage: adapter.createStorage(runtime) };
      return loaded;
    }),
  );
  const storage: PersistStorage<PersistedShop> = {
    getItem: async (name) => (await load()).storage.getItem(name),
    // A plain call, never a promise: persist returns setItem's result from the store's
    // `setState`, which must stay synchronous for its callers (React's `act` among them).
    setItem: (name, value) => {
      // persist writes on every `set`; before the first rehydration that would overwrite the
      // shopper's saved consent with the defaults (the adapter checks again).
      if (!runtime.book.hydrated) return;
      if (loaded) loaded.storage.setItem(name, value);
      else void load().then((l) => l.storage.setItem(name, value));
    },
    removeItem: async (name) => (await load()).storage.removeItem(name),
  };
  /** Writes the consent set before rehydration, once merged (the adapter is loaded by then). */
  const writePatchedConsent = (consent: PersistedShop['consent']) => {
    if (loaded) loaded.adapter.writePatchedConsent(runtime, consent);
    else void load().then((l) => l.adapter.writePatchedConsent(runtime, consent));
  };
  return { storage, writePatchedConsent };
}

/** The store's `persist` options, bound to its runtime. */
export function shopPersistOptions(runtime: ShopRuntime): PersistOptions<ShopStore, PersistedShop> {
  const { book } = runtime;
  const lazy = lazyStorage(runtime);
  return {
    // Required by persist, but not a storage key here: the adapter writes the SPEC keys.
    name: 'shop',
    storage: lazy.storage,
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
      if (state && patched) lazy.writePatchedConsent(state.consent);
    },
  };
}
