/**
 * The shop store (SPEC §3): one zustand store combined from slices (cart, consent, discount,
 * product page, layout), as zustand's slices guide shows, persisted through persist-storage.ts.
 * Its services (dependencies, the cart engine) live in the store's own runtime.
 */
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { cartCount } from '@/lib/cart/count';
import type { CartEngine } from '@/lib/cart/engine';
import { cartViewState } from './cart-lines';
import { createCartSlice } from './cart-slice';
import { createConsentSlice } from './consent-slice';
import { createDiscountSlice } from './discount-slice';
import { createLayoutSlice } from './layout-slice';
import { shopPersistOptions } from './persist-storage';
import { createProductPageSlice } from './product-page-slice';
import { createShopRuntime, type ShopStoreDeps } from './shop-runtime';
import type { ShopState, ShopStore } from './shop-types';

export type * from './shop-types';
export type { ShopStoreDeps } from './shop-runtime';

/** The shop store with its own runtime; it shows each view the cart engine reports, once. */
function createShopStore() {
  const runtime = createShopRuntime((cart, meta) =>
    store.setState((s) => cartViewState(s, cart, meta.pending)),
  );
  const store = create<ShopStore>()(
    persist(
      (...a) => ({
        runtime,
        ...createCartSlice(runtime)(...a),
        ...createConsentSlice(runtime)(...a),
        ...createDiscountSlice(...a),
        ...createProductPageSlice(...a),
        ...createLayoutSlice(...a),
      }),
      shopPersistOptions(runtime),
    ),
  );
  return store;
}

export const useShopStore = createShopStore();

const runtime = () => useShopStore.getState().runtime;

/**
 * The store's cart engine, loaded and created on first use (never during server rendering); the
 * store subscribes to its view when it loads it.
 */
export function loadCartEngine(): Promise<CartEngine> {
  return runtime().loadEngine();
}

/**
 * Restores persisted state after mount: purchased products and consent (zustand rehydrate), and
 * the stored cart (shown at once, verified by `initCart`). Safe to call more than once.
 */
export async function rehydrateShopStore(): Promise<void> {
  await useShopStore.persist.rehydrate();
  (await loadCartEngine()).loadStored();
}

/**
 * SPEC §4 "Consent and load", once per page load (the shell calls it): restore the persisted
 * state, then initialise the cart (check it, or create one).
 */
export async function startShopStore(): Promise<void> {
  await rehydrateShopStore();
  await useShopStore.getState().initCart();
}

/** Calls `listener` each time the shopper's consent changes (the integrations follow it). */
export function subscribeConsent(listener: () => void): () => void {
  return useShopStore.subscribe((state, previous) => {
    if (state.consent !== previous.consent) listener();
  });
}

/** Resolves once the persisted state (consent, purchases) has been restored. */
export function whenShopRestored(): Promise<void> {
  const { persist } = useShopStore;
  if (persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

/** Whether the persisted state (consent, purchases) has been restored; false on the server. */
export function useShopRestored(): boolean {
  return useSyncExternalStore(
    (listener) => useShopStore.persist.onFinishHydration(listener),
    () => useShopStore.persist.hasHydrated(),
    () => false,
  );
}

/** Replaces the store's dependencies (tests; another API client) and resets the store. */
export function configureShopStore(next: Partial<ShopStoreDeps>): void {
  runtime().configure(next);
  resetShopStore();
}

/** Back to the initial state with a fresh engine; storage is left as it is. For tests. */
export function resetShopStore(): void {
  runtime().reset();
  useShopStore.setState(useShopStore.getInitialState(), true);
}

/** Sum of the cart's line quantities (the basket button's count, the drawer's). */
export const selectCartCount = (s: ShopState): number => cartCount(s.cart);
