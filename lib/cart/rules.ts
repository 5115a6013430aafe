/**
 * Pure cart rules of SPEC §3 ("Derived values") and §4 ("Cart lifecycle", "Discount in cart").
 * No I/O here: the engine and the stores call these, and tests drive them with literal tables.
 */
import { lineDiscount } from '@/lib/pricing/cart-line';
import { toMinorUnits } from '@/lib/pricing/money';
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

/**
 * SPEC §4: a discount counts as applied if the first discount code is applicable, or if the lines
 * carry a non-zero discount (an automatic discount, or a code the platform lists later).
 */
export function isDiscountApplied(cart: Pick<Cart, 'discountCodes' | 'lines'> | null): boolean {
  if (!cart) return false;
  if (cart.discountCodes[0]?.applicable === true) return true;
  return cart.lines.some((line) => toMinorUnits(lineDiscount(line).amount) !== 0);
}

/**
 * SPEC §4: a specific code counts as applied only if that code is listed as applicable. Codes are
 * compared case-insensitively and trimmed, as the platform treats them.
 */
export function isCodeApplied(cart: Pick<Cart, 'discountCodes'> | null, code: string): boolean {
  if (!cart) return false;
  const wanted = code.trim().toLowerCase();
  return cart.discountCodes.some((d) => d.applicable && d.code.trim().toLowerCase() === wanted);
}

/**
 * SPEC §4 "After adding a line": re-apply the saved code when one is saved, the cart has lines and
 * no discount is applied yet.
 */
export function shouldReapplyDiscount(
  cart: Pick<Cart, 'discountCodes' | 'lines'> | null,
  savedCode: string | null,
): boolean {
  if (!cart || !savedCode || savedCode.trim() === '') return false;
  return cart.lines.length > 0 && !isDiscountApplied(cart);
}

/** The first applicable discount code of the cart, for tracking's `coupon`; null if none. */
export function appliedCode(cart: Pick<Cart, 'discountCodes'> | null): string | null {
  return cart?.discountCodes.find((d) => d.applicable)?.code ?? null;
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

/** Sum of line quantities; what the header's cart count shows. */
export function cartCount(cart: Pick<Cart, 'lines'> | null): number {
  return cart ? cart.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
