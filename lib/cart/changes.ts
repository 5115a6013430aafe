// lib/cart/changes.ts (created by `cart`; `events` creates the same file on its branch so it compiles)
import type { Cart, CartLine } from '@/lib/shopify/types';
/** One line the platform confirmed as added or removed (units always positive). */
export interface CartLineChange {
  kind: 'added' | 'removed';
  line: CartLine;
  quantity: number;
}
/** One settled operation that changed lines, as the platform confirmed it. */
export interface ConfirmedCartChange {
  cart: Cart;
  lines: CartLineChange[];
  at: number;
}
export type CartChangeListener = (change: ConfirmedCartChange) => void;
/** What the engine offers: `since` replays logged changes with at >= since, then goes live. */
export interface CartChangeSource {
  subscribeChanges(listener: CartChangeListener, options?: { since?: number }): () => void;
}
