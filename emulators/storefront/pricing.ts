/**
 * Price arithmetic of the Storefront emulator, in integer minor units: selling-plan adjustments and
 * the proportional split of an order discount over cart lines.
 */
import type { Adjustment, AdjustmentValue } from './catalogue';

/**
 * The price after one selling-plan adjustment. Percentages round half up to the penny; a fixed
 * amount never takes the price below zero; a fixed price replaces the price.
 */
export function applyAdjustment(base: number, value: AdjustmentValue): number {
  switch (value.kind) {
    case 'percentage':
      return Math.round((base * (100 - value.percentage)) / 100);
    case 'fixedAmount':
      return Math.max(0, base - value.amount);
    case 'fixedPrice':
      return value.price;
  }
}

/**
 * Which adjustment is in force for the n-th order (1-based): the first covers its `orderCount`
 * orders (all of them when null), the next one the orders after that. Null when none applies.
 */
export function adjustmentForOrder(
  adjustments: readonly Adjustment[],
  orderNumber: number,
): Adjustment | null {
  let covered = 0;
  for (const adjustment of adjustments) {
    if (adjustment.orderCount === null || orderNumber <= covered + adjustment.orderCount)
      return adjustment;
    covered += adjustment.orderCount;
  }
  return null;
}

/** The price of the n-th order (1-based) on a plan; the base price when no adjustment applies. */
export function planPriceForOrder(
  base: number,
  adjustments: readonly Adjustment[],
  orderNumber: number,
): number {
  const adjustment = adjustmentForOrder(adjustments, orderNumber);
  return adjustment ? applyAdjustment(base, adjustment.value) : base;
}

/**
 * Splits `total` over `weights` in proportion, largest remainder first (earlier index on ties), so
 * the parts are whole pennies that always sum to exactly `total`. All-zero weights give zeros.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export interface PlanPhasePrice {
  /** The price of one order in this phase. */
  price: number;
  /** The one-time price of the same number of deliveries. */
  compareAtPrice: number;
  perDeliveryPrice: number;
}

export interface PlanPricing {
  /** One-time price of the deliveries one order covers (variant price × deliveriesPerCharge). */
  base: number;
  /** One entry per plan price adjustment, in order (a plan without adjustments gets one at base). */
  phases: PlanPhasePrice[];
  /** What the first order costs: the price a cart line on this plan carries. */
  firstOrderPrice: number;
}

/** Prices of a variant bought on a selling plan, per adjustment phase and for the first order. */
export function planPricing(
  variantPrice: number,
  plan: { adjustments: readonly Adjustment[]; deliveriesPerCharge: number },
): PlanPricing {
  const deliveries = plan.deliveriesPerCharge;
  const base = variantPrice * deliveries;
  const phase = (price: number): PlanPhasePrice => ({
    price,
    compareAtPrice: base,
    perDeliveryPrice: Math.round(price / deliveries),
  });
  const phases =
    plan.adjustments.length > 0
      ? plan.adjustments.map((a) => phase(applyAdjustment(base, a.value)))
      : [phase(base)];
  return { base, phases, firstOrderPrice: planPriceForOrder(base, plan.adjustments, 1) };
}
