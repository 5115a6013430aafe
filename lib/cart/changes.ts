/**
 * The cart's confirmed line changes, as the integrations runner consumes them (the shared contract
 * between the cart and the integrations). The engine emits one change per settled operation that
 * added or removed lines, or that settled a discount code the shopper entered or removed; quantity
 * steps are not tracked events in the SPEC, so none exist here.
 */
import type { Cart, CartLine, Money } from '@/lib/shopify/types';

/** One line the platform confirmed as added or removed (units always positive). */
export interface CartLineChange {
  kind: 'added' | 'removed';
  line: CartLine;
  quantity: number;
}
/**
 * What became of a discount code the shopper entered in the drawer or removed there (Segment's
 * coupon events): `entered` comes first, then `applied` or `denied`; `removed` on its own.
 * `discount` is what the code takes off (applied) or took off (removed); `reason` why it was denied.
 */
export type CouponChange =
  | { kind: 'entered'; code: string }
  | { kind: 'applied' | 'removed'; code: string; discount: Money }
  | { kind: 'denied'; code: string; reason: string };

/** One settled operation that changed lines or codes, as the platform confirmed it. */
export interface ConfirmedCartChange {
  cart: Cart;
  lines: CartLineChange[];
  /** The shopper's code changes; empty for line changes. */
  coupons: CouponChange[];
  at: number;
}
export type CartChangeListener = (change: ConfirmedCartChange) => void;
/** What the engine offers: `since` replays logged changes with at >= since, then goes live. */
export interface CartChangeSource {
  subscribeChanges(listener: CartChangeListener, options?: { since?: number }): () => void;
}
