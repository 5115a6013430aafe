/**
 * The amounts of an order that the Customer Account API derives from its lines, with Shopify's
 * meanings (2026-04 field descriptions): `subtotal` is after every discount and before shipping
 * and taxes, `subtotalBeforeDiscounts` before the order-level ones; `discountInformation` totals
 * line-level plus order-level discounts; `lineItemsSummary` counts lines and their quantities.
 * The local checkout charges no shipping and its prices include VAT (tax reads null).
 */
import { apiError } from '../storefront/errors';
import { money } from '../storefront/money';
import type { OrderRecord } from './records';

/** Σ each line's own discounts (its price × quantity − its total), in minor units. */
export function lineLevelDiscount(order: OrderRecord): number {
  return order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity - line.total, 0);
}

/** The cart-level (order) discount: the lines' totals − the order's total, in minor units. */
export function orderLevelDiscount(order: OrderRecord): number {
  return order.subtotal - order.total;
}

const notEmulated = (field: string) => () => {
  throw apiError(`OrderDiscountInformation.${field} is not emulated by the local platform.`, {
    code: 'NOT_EMULATED',
  });
};

type Resolver = (order: OrderRecord) => unknown;

export function orderAmountResolvers(): Record<string, Resolver> {
  const m = (o: OrderRecord, minor: number) => money(minor, o.currencyCode);
  return {
    // No shipping and VAT-inclusive prices: after all discounts, the subtotal is the total.
    subtotal: (o) => m(o, o.total),
    subtotalBeforeDiscounts: (o) => m(o, o.subtotal),
    discountInformation: (o) => ({
      totalDiscounts: m(o, lineLevelDiscount(o) + orderLevelDiscount(o)),
      totalOrderLevelAppliedDiscounts: m(o, orderLevelDiscount(o)),
      allAppliedDiscounts: notEmulated('allAppliedDiscounts'),
      allOrderLevelAppliedDiscounts: notEmulated('allOrderLevelAppliedDiscounts'),
      allOrderLevelAppliedDiscountsOnSoldItems: notEmulated(
        'allOrderLevelAppliedDiscountsOnSoldItems',
      ),
    }),
    lineItemsSummary: (o) => ({
      lineItemCount: o.lines.length,
      totalQuantityOfLineItems: o.lines.reduce((sum, line) => sum + line.quantity, 0),
      totalQuantityOfLegacyFeesLineItems: 0,
      totalQuantityOfTipLineItems: 0,
    }),
    // The address as it was when the order was placed, not the customer's current one.
    shippingAddress: (o) => o.shippingAddress,
  };
}
