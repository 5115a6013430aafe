/**
 * Who hears what the cart did: the view listeners (the store), the persist listeners (the
 * cross-tab broadcast) and the confirmed-change listeners (the integrations), with the bounded log
 * a late change subscriber replays. Also builds those confirmed changes from the platform's answer.
 */
import { errorMessage as describe } from '@/lib/errors';
import type { Cart } from '@/lib/shopify/types';
import { codeDiscount, isCodeApplied } from '@/lib/discounts/cart-codes';
import type {
  CartChangeListener,
  CartLineChange,
  ConfirmedCartChange,
  CouponChange,
} from './changes';
import type { CartChangeMeta, CartViewListener } from './engine-types';
import { addItemMergeKey, type CartAction } from './optimistic';
import { cartLineMergeKey } from './rules';

/** How many confirmed changes a late subscriber can still replay. */
const CHANGE_LOG_SIZE = 50;

/** Calls each listener; one that throws is logged and the others still run. */
function tell<A extends unknown[]>(listeners: Iterable<(...args: A) => void>, ...args: A): void {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch (error) {
      console.warn(`[cart] a cart listener failed: ${describe(error)}`);
    }
  }
}

const subscribeTo = <L>(set: Set<L>, listener: L) => {
  set.add(listener);
  return () => void set.delete(listener);
};

/** The engine's listeners; one instance per engine, never shared. */
export class CartListeners {
  private readonly views = new Set<CartViewListener>();
  private readonly stores = new Set<(cart: Cart) => void>();
  private readonly changes = new Set<CartChangeListener>();
  private readonly log: ConfirmedCartChange[] = [];

  onView = (listener: CartViewListener) => subscribeTo(this.views, listener);
  onPersist = (listener: (cart: Cart) => void) => subscribeTo(this.stores, listener);

  /** `since` replays the logged changes with `at >= since` first. */
  onChange(listener: CartChangeListener, since?: number): () => void {
    for (const change of since === undefined ? [] : this.log)
      if (change.at >= (since ?? 0)) tell([listener], change);
    return subscribeTo(this.changes, listener);
  }

  view = (cart: Cart | null, meta: CartChangeMeta) => tell(this.views, cart, meta);
  stored = (cart: Cart) => tell(this.stores, cart);

  /** Logs and tells a settled operation's confirmed lines and code changes, if any. */
  changed(cart: Cart, lines: CartLineChange[], coupons: CouponChange[] = []): void {
    if (lines.length === 0 && coupons.length === 0) return;
    const change: ConfirmedCartChange = { cart, lines, coupons, at: Date.now() };
    if (this.log.push(change) > CHANGE_LOG_SIZE) this.log.shift();
    tell(this.changes, change);
  }

  clear(): void {
    for (const set of [this.views, this.stores, this.changes]) set.clear();
  }
}

/**
 * The lines an answered action confirmed as added or removed: a removal by the lines of `base` it
 * named, an add by the platform's line (the variant really added, e.g. after an A/B swap), not by
 * what was asked for, leaving out lines a cart rebuild refused (`refusedKeys`).
 */
export function confirmedLines(
  action: CartAction,
  base: Cart,
  cart: Cart,
  refusedKeys: ReadonlySet<string> = new Set(),
): CartLineChange[] {
  if (action.kind === 'remove')
    return base.lines
      .filter((line) => action.keys.includes(cartLineMergeKey(line)))
      .map((line) => ({ kind: 'removed', line, quantity: line.quantity }));
  if (action.kind !== 'add') return [];
  return action.items.flatMap((item): CartLineChange[] => {
    const key = addItemMergeKey(item);
    const line = cart.lines.find((l) => cartLineMergeKey(l) === key);
    return line && !refusedKeys.has(key) ? [{ kind: 'added', line, quantity: item.quantity }] : [];
  });
}

/** Segment's reason for a code the platform did not apply (it says no more than that). */
export const NOT_APPLICABLE = 'not applicable to this cart';

/**
 * The code changes a shopper's discount action confirmed: an entered code applied (with what it
 * takes off) or denied, a removed code removed (with what it took off `base`). The campaign code
 * and the saved code's re-apply are the shop's own doing, not the shopper's: they give none.
 */
export function confirmedCoupons(action: CartAction, base: Cart, cart: Cart): CouponChange[] {
  if (action.kind !== 'discount' || action.source !== 'shopper') return [];
  const { code } = action.edit;
  if (action.edit.kind === 'remove')
    return [{ kind: 'removed', code, discount: codeDiscount(base, code) }];
  const result: CouponChange = isCodeApplied(cart, code)
    ? { kind: 'applied', code, discount: codeDiscount(cart, code) }
    : { kind: 'denied', code, reason: NOT_APPLICABLE };
  return [{ kind: 'entered', code }, result];
}
