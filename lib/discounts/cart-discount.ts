/**
 * SPEC §4 "Discount in cart": when a discount counts as applied, when the saved code is re-applied,
 * and the code tracking reports. Pure; tests drive them with literal tables.
 */
import { lineDiscount } from '@/lib/pricing/cart-line';
import { toMinorUnits } from '@/lib/pricing/money';
import type { Cart } from '@/lib/shopify/types';

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
