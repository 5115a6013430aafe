import { rehydrateShopStore } from './shop-store';

export * from './shop-store';

/**
 * Restores every persisted store after the first client render (`skipHydration` keeps server
 * and client markup identical). Call once from `_app` after mount, then `initCart()`.
 */
export async function rehydrateStores(): Promise<void> {
  await rehydrateShopStore();
}
