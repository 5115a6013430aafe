/**
 * The shop store as the first load sees it (issue 20). The store itself (zustand, its slices,
 * persistence, the cart rules it runs) is a chunk of its own, which pages/_app.tsx asks for as the
 * first-load scripts run; until it has arrived, the components that paint at load read the store's initial
 * state, which is what the server rendered, and an action called in the meantime waits for the
 * store and then runs, in the order the calls came. So a click on "add to cart" before the store
 * has arrived still adds, and nothing is lost.
 *
 * The store module attaches itself here when it is evaluated (`attachShopStore`), so code that
 * imports `@/stores/shop-store` directly (lazy chunks, tests) and these hooks see the same store.
 */
import { useSyncExternalStore } from 'react';
import { cartCount } from '@/lib/cart/count';
import type { ShopState } from './shop-types';
import { INITIAL_SHOP_STATE, type ShopStateData } from './initial-state';
import { onShopStore, shopStoreIfLoaded, type ShopApi } from './shop-attach';

export { shopStoreIfLoaded } from './shop-attach';

type ShopModule = typeof import('./shop-store');

/** A failed download of the store's chunk is tried again this many times. */
const RETRIES = 2;

let loading: Promise<ShopModule> | undefined;

function importStore(retries: number): Promise<ShopModule> {
  return import('./shop-store').catch((error: unknown) => {
    if (retries <= 0) throw error;
    return importStore(retries - 1);
  });
}

/** The store's module, loaded once; a failed load is tried again on the next call. */
export function loadShopModule(): Promise<ShopModule> {
  if (!loading) {
    // The cart engine's chunk, which the store loads as it restores the cart, is fetched at the
    // same time rather than after it: an add clicked as the page loads waits for one download,
    // not two in a row. A failure here is the store's to meet (and retry) when it loads it.
    import('./cart-engine').catch(() => {});
    loading = importStore(RETRIES).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  }
  return loading;
}

/** The store, loaded once. */
export function loadShopStore(): Promise<ShopApi> {
  const api = shopStoreIfLoaded();
  return api ? Promise.resolve(api) : loadShopModule().then((m) => m.useShopStore);
}

/** The store's state once it is here, else the initial state (what the server rendered). */
export function getShopState(): ShopStateData {
  return shopStoreIfLoaded()?.getState() ?? INITIAL_SHOP_STATE;
}

/** Subscribes to the store, or to its arrival (which calls `listener`) and then to it. */
export function subscribeShop(listener: () => void): () => void {
  return onShopStore((store) => store.subscribe(listener), listener);
}

/** Sum of the cart's line quantities (the basket button's count, the drawer's). */
export const selectCartCount = (s: ShopStateData): number => cartCount(s.cart);

/** The cart engine, once the store has loaded it (it loads it on first use). */
export function loadCartEngine(): ReturnType<ShopModule['loadCartEngine']> {
  return loadShopModule().then((m) => m.loadCartEngine());
}

/**
 * One value of the shop's state (STYLE §4: one value per selector). Before the store has arrived,
 * and while the server renders and React hydrates, the selector reads the initial state.
 */
export function useShop<T>(selector: (state: ShopStateData) => T): T {
  return useSyncExternalStore(
    subscribeShop,
    () => selector(getShopState()),
    () => selector(INITIAL_SHOP_STATE),
  );
}

type ActionName = {
  [K in keyof ShopState]: ShopState[K] extends (...args: never[]) => unknown ? K : never;
}[keyof ShopState];
type Action<K extends ActionName> = ShopState[K];
// Every action returns nothing or a promise of nothing.
type Deferred<K extends ActionName> = (...args: Parameters<Action<K>>) => void | Promise<void>;

const actions = new Map<ActionName, Deferred<ActionName>>();

/**
 * A store action that can be called before the store has arrived: at once when it is here (so a
 * click's effect is synchronous, as before), else once it has loaded, in call order. Stable.
 */
export function shopAction<K extends ActionName>(name: K): Deferred<K> {
  const known = actions.get(name) as Deferred<K> | undefined;
  if (known) return known;
  const action: Deferred<K> = (...args) => {
    const call = (store: ShopApi) =>
      (store.getState()[name] as (...a: Parameters<Action<K>>) => void | Promise<void>)(...args);
    const api = shopStoreIfLoaded();
    return api ? call(api) : loadShopStore().then(call);
  };
  actions.set(name, action as unknown as Deferred<ActionName>);
  return action;
}

/** Whether the persisted state (consent, purchases) has been restored; false until the store is here. */
export function useShopRestored(): boolean {
  return useSyncExternalStore(
    (listener) => onShopStore((store) => store.persist.onFinishHydration(listener), listener),
    () => shopStoreIfLoaded()?.persist.hasHydrated() ?? false,
    () => false,
  );
}
