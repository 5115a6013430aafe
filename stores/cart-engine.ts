/**
 * What the store loads after hydration, in one chunk (a dynamic import keeps it out of the
 * first-load bundle): the cart engine, its links to the browser and the platform's cart API.
 */
import type { CartEngine } from '@/lib/cart/engine';
import type { StorageLike } from '@/lib/storage/browser-storage';
import { connectBuyerIdentity } from './cart-buyer-link';
import { connectCrossTab } from './cart-cross-tab';

export { CartEngine } from '@/lib/cart/engine';
export { cartApi } from '@/lib/shopify/cart';

/**
 * Connects the engine to the other tabs and to the signed-in customer; returns the disconnect.
 * Here, not in the store: the store is in the first load, this chunk is not.
 */
export function connectBrowser(engine: CartEngine, storage: StorageLike): () => void {
  const disconnectTabs = connectCrossTab(engine);
  const disconnectBuyer = connectBuyerIdentity(engine, { storage });
  return () => {
    disconnectTabs();
    disconnectBuyer();
  };
}
