/**
 * Pure cart rules of SPEC §3 ("Derived values") and §4 ("Cart lifecycle"): quantity steps, line
 * identity and counts. The discount rules are in lib/discounts/cart-discount.ts. No I/O here.
 */
import type { Attribute, Cart, CartLine } from '@/lib/shopify/types';

/** Quantity change actions of SPEC §4. */
export type QuantityAction = 'increase' | 'decrease' | 'none';

/** increase → +1, decrease → −1 (never below 0), none → unchanged. */
export function nextQuantity(current: number, action: QuantityAction): number {
  switch (action) {
    case 'increase':
      return current + 1;
    case 'decrease':
      return Math.max(0, current - 1);
    case 'none':
      return current;
  }
}

/** What the shopper chose on a line, enough to rebuild it in a new cart (expiry recovery). */
export interface MirrorLine {
  merchandiseId: string;
  quantity: number;
  sellingPlanId: string | null;
  attributes: Attribute[];
}

/** Lines of a cart as re-addable inputs (variant id, quantity, selling plan, attributes). */
export function mirrorLines(cart: Pick<Cart, 'lines'> | null): MirrorLine[] {
  if (!cart) return [];
  return cart.lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      merchandiseId: line.merchandise.id,
      quantity: line.quantity,
      sellingPlanId: line.sellingPlanAllocation?.sellingPlan.id ?? null,
      attributes: line.attributes.map((a) => ({ key: a.key, value: a.value })),
    }));
}

/**
 * The identity under which the platform merges lines: same merchandise, same selling plan, same
 * attributes (order-insensitive). Two lines with equal keys become one line on the platform. A null
 * attribute value counts as the empty string, which is what the cart API sends for it.
 */
export function lineMergeKey(input: {
  merchandiseId: string;
  sellingPlanId: string | null | undefined;
  attributes?: Attribute[];
}): string {
  const attributes = [...(input.attributes ?? [])]
    .map((a) => [a.key, a.value ?? ''] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([input.merchandiseId, input.sellingPlanId ?? null, attributes]);
}

/** `lineMergeKey` of an existing cart line. */
export function cartLineMergeKey(line: CartLine): string {
  return lineMergeKey({
    merchandiseId: line.merchandise.id,
    sellingPlanId: line.sellingPlanAllocation?.sellingPlan.id ?? null,
    attributes: line.attributes,
  });
}

export { cartCount } from './count';
