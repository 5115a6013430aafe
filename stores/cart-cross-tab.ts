/**
 * The store's link between its cart engine and the other tabs: browser wiring, so it lives with
 * the store, not in lib/cart. Two channels, each covering a gap of the other: the `storage` event
 * when one tab writes `shopifyCart`, and a BroadcastChannel for when localStorage is unavailable
 * (memory fallback, no storage event). The engine ignores a cart equal to its own.
 */
import type { Cart } from '@/lib/shopify/types';
import { parseStoredCart } from '@/lib/storage/cart-store';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { isCart } from '@/lib/shopify/cart-checks';

/** Name of the BroadcastChannel carrying cart updates. */
export const CART_CHANNEL = 'shopify-cart';

/** What this module needs of the cart engine: take another tab's cart, hear this tab's stores. */
export interface CrossTabCart {
  receiveExternalCart(cart: Cart): void;
  onPersist(listener: (cart: Cart) => void): () => void;
}

/** The bits of `window` this module uses, so tests can pass a stand-in. */
export interface CrossTabTarget {
  addEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
  removeEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
}

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/**
 * Connects `engine` to the other tabs. Returns a function that disconnects. `target` defaults to
 * `window` and `createChannel` to `new BroadcastChannel(name)`; either missing (server rendering,
 * old browsers) simply leaves that channel out.
 */
export function connectCrossTab(
  engine: CrossTabCart,
  {
    target = typeof window === 'undefined' ? undefined : (window as unknown as CrossTabTarget),
    createChannel = typeof BroadcastChannel === 'undefined'
      ? undefined
      : (name: string) => new BroadcastChannel(name) as unknown as ChannelLike,
  }: { target?: CrossTabTarget; createChannel?: (name: string) => ChannelLike } = {},
): () => void {
  const accept = (raw: unknown, source: string) => {
    const cart = isCart(raw) ? raw : null;
    if (cart) engine.receiveExternalCart(cart);
    else console.warn(`[cart] ignored a cart from ${source} with an unexpected shape`);
  };

  const onStorage = (event: { key: string | null; newValue: string | null }) => {
    // A null newValue is another tab removing its expired cart; it writes the new one next.
    if (event.key !== STORAGE_KEYS.cart || event.newValue === null) return;
    const cart = parseStoredCart(event.newValue, (reason) =>
      console.warn(`[cart] ignored a stored cart from another tab: ${reason}`),
    );
    if (cart) engine.receiveExternalCart(cart);
  };
  target?.addEventListener('storage', onStorage);

  let channel: ChannelLike | null = null;
  try {
    channel = createChannel?.(CART_CHANNEL) ?? null;
  } catch (error) {
    console.warn('[cart] BroadcastChannel unavailable', error);
  }
  const onMessage = (event: { data: unknown }) => {
    const data = event.data as { type?: unknown; cart?: unknown } | null;
    if (data && data.type === 'cart') accept(data.cart, 'another tab');
  };
  channel?.addEventListener('message', onMessage);
  const stopBroadcast = engine.onPersist((cart) => {
    try {
      channel?.postMessage({ type: 'cart', cart });
    } catch (error) {
      console.warn('[cart] could not broadcast the cart', error);
    }
  });

  return () => {
    stopBroadcast();
    target?.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
  };
}
