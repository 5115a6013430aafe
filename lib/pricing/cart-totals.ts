/** Cart-level derived values of SPEC §3. */
import type { Cart, Money } from '@/lib/shopify/types';
import { CURRENCY } from './constants';
import { divideRounded, normaliseMoney, toMinorUnits } from './money';

/**
 * SPEC §3: the discount percentage shown, (subtotal − total) / subtotal as a whole percent
 * (rounded half up): (30.00, 25.50) → 15. A zero subtotal gives 0; a total above the subtotal (tax
 * or duty added, no discount) gives 0 rather than a negative percentage. This measures cart-level
 * (order) discounts only: the cart subtotal already has line-level (product) discounts taken off,
 * so a product code alone gives 0 here and shows on its lines (`lineDiscount`).
 */
export function discountPercentage(subtotal: Money | string, total: Money | string): number {
  const sub = toMinorUnits(typeof subtotal === 'string' ? subtotal : subtotal.amount);
  const tot = toMinorUnits(typeof total === 'string' ? total : total.amount);
  if (sub <= 0 || tot >= sub) return 0;
  return divideRounded((sub - tot) * 100, sub);
}

export interface CartTotals {
  /** The total shown: the cart subtotal (SPEC §3). */
  shown: Money;
  /** The total after discount: the cart's totalAmount (SPEC §3). */
  afterDiscount: Money;
}

/**
 * SPEC §3: the total shown is the subtotal; the total after discount is the totalAmount. The two
 * differ by the cart-level (order) discounts, `Cart.discountAllocations`; line-level discounts are
 * inside both.
 */
export function cartTotals(cart: Pick<Cart, 'cost'>): CartTotals {
  return {
    shown: normaliseMoney(cart.cost.subtotalAmount),
    afterDiscount: normaliseMoney(cart.cost.totalAmount),
  };
}

/**
 * The cart currency (SPEC: read from the cart's total amount), falling back to the shop currency
 * (GBP) when there is no cart yet.
 */
export function cartCurrency(cart: Pick<Cart, 'cost'> | null | undefined): string {
  return cart?.cost.totalAmount.currencyCode || CURRENCY;
}
