/**
 * Where the shop store announces itself when its chunk is evaluated (stores/shop-store.ts), and
 * where the first load's view of it (stores/shop-view.ts) finds it. A module of its own, so the
 * store and the view never import each other.
 */
import type { StoreApi } from 'zustand';
import type { ShopStore } from './shop-types';

/** The store as the view uses it: zustand's API with persist's hydration flags. */
export type ShopApi = StoreApi<ShopStore> & {
  persist: {
    hasHydrated(): boolean;
    onFinishHydration(listener: (state: ShopStore) => void): () => void;
  };
};

let api: ShopApi | undefined;
const onAttach = new Set<() => void>();

/** Called by stores/shop-store.ts when it is evaluated. */
export function attachShopStore(store: ShopApi): void {
  api = store;
  for (const listener of [...onAttach]) listener();
}

/** The store once it has arrived (synchronous use keeps quick clicks in order), else undefined. */
export function shopStoreIfLoaded(): ShopApi | undefined {
  return api;
}

/**
 * Calls `subscribe` on the store now, or once it has arrived (and then `listener` too, since the
 * state it shows may have changed). Returns the unsubscribe.
 */
export function onShopStore(
  subscribe: (store: ShopApi) => () => void,
  listener: () => void,
): () => void {
  let unsubscribe = api ? subscribe(api) : undefined;
  const attached = () => {
    onAttach.delete(attached);
    if (api) unsubscribe = subscribe(api);
    listener();
  };
  if (!unsubscribe) onAttach.add(attached);
  return () => {
    onAttach.delete(attached);
    unsubscribe?.();
  };
}
