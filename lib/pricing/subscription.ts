/**
 * Selling-plan (subscription) pricing of SPEC §3. Prices are computed in integer minor units.
 */
import type { Money, PriceAdjustment, SellingPlan, Variant } from '@/lib/shopify/types';
import { divideRounded, money, normaliseMoney, toMinorUnits } from './money';

/** SPEC §3: a variant from the product query is a subscription when it has a selling plan allocation. */
export function isSubscriptionVariant(variant: Pick<Variant, 'sellingPlanAllocations'>): boolean {
  return variant.sellingPlanAllocations.length > 0;
}

/**
 * The adjustment that applies to the `orderNumber`-th order. Adjustments apply in order: the first
 * covers its `orderCount` orders, the next one the orders after that; `orderCount: null` covers all
 * remaining orders. Past the last counted adjustment no adjustment applies.
 */
function adjustmentFor(
  adjustments: readonly PriceAdjustment[],
  orderNumber: number,
): PriceAdjustment | null {
  let covered = 0;
  for (const adjustment of adjustments) {
    if (adjustment.orderCount === null) return adjustment;
    covered += adjustment.orderCount;
    if (orderNumber <= covered) return adjustment;
  }
  return null;
}

/**
 * The price of one unit on a selling plan for the `orderNumber`-th order (1-based, default the
 * first order). SPEC §3 with the three adjustment kinds of the API:
 * - fixedPrice: the plan's price (in the plan price's currency);
 * - fixedAmount: the base price minus the amount, never below 0;
 * - percentage: the base price reduced by the percentage, rounded to the penny (half up).
 * No applicable adjustment → the base price. Amounts come back with two decimals ("15.00").
 * @throws RangeError when orderNumber is not a positive integer.
 */
export function subscriptionPrice(
  basePrice: Money,
  plan: Pick<SellingPlan, 'priceAdjustments'>,
  orderNumber = 1,
): Money {
  if (!Number.isInteger(orderNumber) || orderNumber < 1) {
    throw new RangeError(`orderNumber must be a positive integer, got ${orderNumber}`);
  }
  const base = toMinorUnits(basePrice.amount);
  const adjustment = adjustmentFor(plan.priceAdjustments, orderNumber);
  if (!adjustment) return normaliseMoney(basePrice);
  const value = adjustment.adjustmentValue;
  switch (value.kind) {
    case 'fixedPrice':
      return normaliseMoney(value.price);
    case 'fixedAmount':
      return money(Math.max(0, base - toMinorUnits(value.amount.amount)), basePrice.currencyCode);
    case 'percentage':
      return money(
        Math.max(0, divideRounded(base * (100 - value.percentage), 100)),
        basePrice.currencyCode,
      );
  }
}

export interface SubscriptionPriceSchedule {
  /** Price of the first order. */
  firstOrder: Money;
  /**
   * Price of the orders after the first adjustment's `orderCount`, or null when the first
   * adjustment applies to every order (no split to show).
   */
  laterOrders: Money | null;
}

/**
 * First-order and later-order prices of a plan: e.g. "First box £15, then 10% off" on £30.00 gives
 * { firstOrder: 15.00, laterOrders: 27.00 }. laterOrders is null unless the first adjustment has an
 * `orderCount` and the later price really differs from the first; when the first adjustment has
 * an `orderCount` and nothing follows, later orders are at the base price.
 */
export function subscriptionPriceSchedule(
  basePrice: Money,
  plan: Pick<SellingPlan, 'priceAdjustments'>,
): SubscriptionPriceSchedule {
  const firstOrder = subscriptionPrice(basePrice, plan, 1);
  const first = plan.priceAdjustments[0];
  if (!first || first.orderCount === null) return { firstOrder, laterOrders: null };
  const laterOrders = subscriptionPrice(basePrice, plan, first.orderCount + 1);
  return {
    firstOrder,
    laterOrders:
      toMinorUnits(laterOrders.amount) === toMinorUnits(firstOrder.amount) ? null : laterOrders,
  };
}
