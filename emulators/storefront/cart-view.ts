/**
 * A priced snapshot of a cart, derived each time a cart is read, which the GraphQL resolvers
 * render. Costs are in minor units, following the 2023-10 schema's field descriptions. Tax and duty
 * are null: prices include VAT in this UK shop and Shopify computes tax only at checkout.
 */
import type { CatalogueIndex, SellingPlanRecord, VariantRecord } from './catalogue';
import type { CartLineState, CartState } from './cart';
import { evaluateDiscountCodes, type DiscountRule } from './discounts';
import { planPricing } from './pricing';

export interface AllocationView {
  __typename: 'SellingPlanAllocation';
  variant: VariantRecord;
  plan: SellingPlanRecord;
}

export interface DiscountAllocationView {
  __typename: 'CartCodeDiscountAllocation';
  code: string;
  amount: number;
}

export interface CartLineView {
  __typename: 'CartLine';
  state: CartLineState;
  variant: VariantRecord;
  allocation: AllocationView | null;
  /** The variant price, or on a plan the price of the FIRST order. */
  amountPerQuantity: number;
  /** compareAtPrice; on a plan line without one, the one-time price if higher; otherwise null. */
  compareAtAmountPerQuantity: number | null;
  /** amountPerQuantity × quantity, "before line-level discounts". */
  subtotal: number;
  /** subtotal − the line's own (product-level) discount allocations. */
  total: number;
  /** Product-level codes only (discounts.ts). */
  discountAllocations: DiscountAllocationView[];
}

export interface CartView {
  __typename: 'Cart';
  state: CartState;
  currencyCode: string;
  checkoutUrl: string;
  lines: CartLineView[];
  /** Σ line totals, "before taxes and cart-level discounts"; also `checkoutChargeAmount`. */
  subtotal: number;
  /** subtotal − the cart-level (order) discount. */
  total: number;
  discountCodes: { code: string; applicable: boolean }[];
  /** Order-level codes only (discounts.ts). */
  discountAllocations: DiscountAllocationView[];
}

/** Unit price and compare-at price of a variant, one-time or on a plan. */
export function linePrices(
  variant: VariantRecord,
  plan: SellingPlanRecord | null,
): { unit: number; compareAt: number | null } {
  if (!plan) return { unit: variant.price, compareAt: variant.compareAtPrice };
  const pricing = planPricing(variant.price, plan);
  const compareAt =
    variant.compareAtPrice !== null
      ? variant.compareAtPrice * plan.deliveriesPerCharge
      : pricing.firstOrderPrice < pricing.base
        ? pricing.base
        : null;
  return { unit: pricing.firstOrderPrice, compareAt };
}

/** Prices a cart against the catalogue and the discount rules. */
export function priceCart(
  state: CartState,
  index: CatalogueIndex,
  rules: readonly DiscountRule[],
  publicUrl: string,
): CartView {
  const priced = state.lines.flatMap((line) => {
    const variant = index.variantById.get(line.merchandiseId);
    if (!variant) return [];
    const plan =
      line.sellingPlanId === null ? null : (index.planById.get(line.sellingPlanId) ?? null);
    const { unit, compareAt } = linePrices(variant, plan);
    return [{ line, variant, plan, unit, compareAt, subtotal: unit * line.quantity }];
  });
  const outcome = evaluateDiscountCodes(
    state.discountCodes,
    priced.map((p) => ({
      subtotal: p.subtotal,
      handle: p.variant.product.data.handle,
      tags: p.variant.product.data.tags,
    })),
    rules,
  );
  const productCodes = outcome.applied.filter((a) => a.target === 'product');
  const lines = priced.map((p, i): CartLineView => {
    // At most one product code takes something off a line (discounts.ts).
    const allocations = productCodes.flatMap((a): DiscountAllocationView[] => {
      const share = a.perLine[i] ?? 0;
      return share > 0
        ? [{ __typename: 'CartCodeDiscountAllocation', code: a.code, amount: share }]
        : [];
    });
    const off = allocations.reduce((sum, a) => sum + a.amount, 0);
    return {
      __typename: 'CartLine',
      state: p.line,
      variant: p.variant,
      allocation: p.plan
        ? { __typename: 'SellingPlanAllocation', variant: p.variant, plan: p.plan }
        : null,
      amountPerQuantity: p.unit,
      compareAtAmountPerQuantity: p.compareAt,
      subtotal: p.subtotal,
      total: p.subtotal - off,
      discountAllocations: allocations,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const order = outcome.applied.find((a) => a.target === 'order' && a.amount > 0);
  const orderDiscount = order?.amount ?? 0;
  return {
    __typename: 'Cart',
    state,
    currencyCode: index.currencyCode,
    checkoutUrl: `${publicUrl.replace(/\/$/, '')}/checkout/${state.token}`,
    lines,
    subtotal,
    total: subtotal - orderDiscount,
    discountCodes: outcome.codes,
    discountAllocations: order
      ? [{ __typename: 'CartCodeDiscountAllocation', code: order.code, amount: order.amount }]
      : [],
  };
}
