/**
 * The shop store (SPEC §3): one zustand store combined from slices (cart, consent, discount,
 * product page, layout), as zustand's slices guide shows, persisted through persist-storage.ts.
 * Its services (dependencies, the cart engine) live in the store's own runtime.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { CartEngine } from '@/lib/cart/engine';
import { nextTask } from '@/lib/next-task';
import { cartViewState } from './cart-lines';
import { createCartSlice } from './cart-slice';
import { createConsentSlice } from './consent-slice';
import { createDiscountSlice } from './discount-slice';
import { createLayoutSlice } from './layout-slice';
import { shopPersistOptions } from './persist-storage';
import { createProductPageSlice } from './product-page-slice';
import { createShopRuntime, type ShopStoreDeps } from './shop-runtime';
import type { ShopStore } from './shop-types';
import { attachShopStore } from './shop-attach';

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
// The first load's view of the store (shop-view.ts) reads and calls this one from now on.
attachShopStore(useShopStore);

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
  // The restored consent and purchases re-render their readers synchronously, in the task that
  // read them (which also ran the storage adapter's chunk); the stored cart is shown in the next
  // one, so neither task grows long (a product page's load traced one task of 137 ms at 4x CPU).
  await nextTask();
  (await loadCartEngine()).loadStored();
}

/**
 * SPEC §4 "Consent and load", once per page load (the shell calls it): restore the persisted
 * state, then initialise the cart (check it, or create one). The cart's check starts in a task of
 * its own, after the stored cart's, for the same reason as above.
 */
export async function startShopStore(): Promise<void> {
  await rehydrateShopStore();
  await nextTask();
  await useShopStore.getState().initCart();
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
