/**
 * Per-line derived values of SPEC §3 for cart lines. Inputs are narrowed with `Pick` so any object
 * carrying the needed fields works; every result is a new value (inputs are never changed).
 */
import type { CartLine, Money } from '@/lib/shopify/types';
import { divideRounded, money, normaliseMoney, toMinorUnits } from './money';

type LineCost = Pick<CartLine, 'cost' | 'discountAllocations'>;

const SUBSCRIPTION_WORD = 'subscription';

/** Case-insensitive "contains": `toLowerCase` is enough for this ASCII word. */
function mentionsSubscription(title: string): boolean {
  return title.toLowerCase().includes(SUBSCRIPTION_WORD);
}

/**
 * SPEC §3: a cart line is a subscription when its variant title or its product title contains the
 * word "subscription" in any case. A plain substring test, as the specification says "contains":
 * "Monthly Subscription", "Coffee Subscriptions" and "coffee_subscription" all count; "Subscribe &
 * save" does not. (Whether the line is bought on a selling plan is a different question:
 * `sellingPlanAllocation`.)
 */
export function isSubscriptionLine(line: {
  merchandise: { title: string; product: { title: string } };
}): boolean {
  return (
    mentionsSubscription(line.merchandise.title) ||
    mentionsSubscription(line.merchandise.product.title)
  );
}

function lineDiscountMinor(line: Pick<CartLine, 'discountAllocations'>): number {
  return line.discountAllocations.reduce(
    (sum, allocation) => sum + toMinorUnits(allocation.discountedAmount.amount),
    0,
  );
}

/**
 * SPEC §3: the sum of the line's discount allocations, in the currency of the line's unit price.
 * No allocations → 0.00. Only line-level (product) discounts are on a line: an order-level code
 * such as WELCOME15 leaves this at 0.00 and shows in the cart totals instead (`cartTotals`).
 */
export function lineDiscount(line: LineCost): Money {
  return money(lineDiscountMinor(line), line.cost.amountPerQuantity.currencyCode);
}

/**
 * SPEC §3, implemented literally: "the line discount if non-zero, otherwise the unit price".
 * The unit price is `cost.amountPerQuantity`. Note that with a discount this returns the discount
 * amount itself, not a price before discount; the specification says so and it is kept, since
 * `isRegularPrice` is defined on top of it.
 */
export function comparedPrice(line: LineCost): Money {
  const discount = lineDiscountMinor(line);
  if (discount !== 0) return money(discount, line.cost.amountPerQuantity.currencyCode);
  return normaliseMoney(line.cost.amountPerQuantity);
}

/**
 * SPEC §3: "the unit amount minus the line discount, divided by quantity". The line discount covers
 * the whole line, so "unit amount" is read as the line's amount before discounts,
 * `cost.subtotalAmount` (unit price × quantity): the result is the price per unit the shopper pays,
 * (subtotal − discount) / quantity, rounded to the penny (half away from zero).
 * Subtracting a whole-line discount from a single unit's price would be wrong for quantity > 1.
 * A quantity below 1 returns the unit price unchanged.
 */
export function displayedUnitPrice(line: LineCost & Pick<CartLine, 'quantity'>): Money {
  if (line.quantity < 1) return normaliseMoney(line.cost.amountPerQuantity);
  const paid = toMinorUnits(line.cost.subtotalAmount.amount) - lineDiscountMinor(line);
  return money(divideRounded(paid, line.quantity), line.cost.subtotalAmount.currencyCode);
}

/**
 * SPEC §3: the line's regular price equals its discounted price (nothing to strike through) when
 * the compared price equals the unit amount, here the unit price `cost.amountPerQuantity`. With the
 * literal `comparedPrice` this is true for undiscounted lines, and also when the discount happens
 * to equal one unit's price.
 */
export function isRegularPrice(line: LineCost): boolean {
  return (
    toMinorUnits(comparedPrice(line).amount) === toMinorUnits(line.cost.amountPerQuantity.amount)
  );
}
