/**
 * The struck-through "was" price beside what a shopper pays: one rule for the product page and
 * the cart drawer. SPEC §3's literal "regular equals discounted" rule is not used: it would hide a
 * line discount that equals one unit's price (see `isRegularPrice`).
 */
import type { Money } from '@/lib/shopify/types';
import { toMinorUnits } from './money';

export interface StrikeThroughInput {
  /** What the shopper pays for one unit: a plan's price, a line's discounted unit price. */
  now: Money;
  /**
   * The price before the shopper's own saving: the variant's one-time price on the product page,
   * a cart line's unit price (`cost.amountPerQuantity`) before its discount.
   */
  regular: Money;
  /** The merchant's compare-at price (a cart line's `compareAtAmountPerQuantity`), if any. */
  compareAt: Money | null;
  /**
   * The cart line carries a discount: `regular` is struck even when rounding the per-unit price to
   * the penny leaves `now` equal to it, so a real discount is never shown unstruck.
   */
  discounted?: boolean;
}

/**
 * The price to strike through beside `now`, or null for none:
 * 1. the compare-at price, when it is above both `regular` and `now`;
 * 2. else `regular`, when `now` is below it or the line is `discounted`;
 * 3. else nothing (a compare-at at or below the price paid is never struck).
 * With a plan cheaper than the one-time price and a compare-at above it, the compare-at wins, as
 * it does in the cart, where the platform's compare-at of a plan line is the variant's.
 */
export function struckThroughPrice({
  now,
  regular,
  compareAt,
  discounted = false,
}: StrikeThroughInput): Money | null {
  const paid = toMinorUnits(now.amount);
  const before = toMinorUnits(regular.amount);
  if (compareAt && toMinorUnits(compareAt.amount) > Math.max(before, paid)) return compareAt;
  if (paid < before || discounted) return regular;
  return null;
}
