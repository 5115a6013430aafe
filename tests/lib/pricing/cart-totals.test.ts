import { describe, expect, it } from 'vitest';
import { cartCurrency, cartTotals, discountPercentage } from '@/lib/pricing/cart-totals';

const money = (amount: string, currencyCode = 'GBP') => ({ amount, currencyCode });
const cost = (subtotal: string, total: string, currencyCode = 'GBP') => ({
  cost: {
    subtotalAmount: money(subtotal, currencyCode),
    totalAmount: money(total, currencyCode),
    totalTaxAmount: null,
    totalDutyAmount: null,
  },
});

describe('discountPercentage: (subtotal − total) / subtotal, no decimals', () => {
  it.each([
    ['30.00', '25.50', 15],
    ['100.00', '90.00', 10],
    ['28.50', '27.60', 3],
    ['9.00', '6.00', 33],
    ['3.00', '1.00', 67],
    ['40.00', '39.80', 1],
    ['40.00', '39.90', 0],
    ['10.00', '10.00', 0],
    ['10.00', '0.00', 100],
    ['0.00', '0.00', 0],
    ['0.00', '5.00', 0],
    ['10.00', '12.00', 0],
  ])('(%s, %s) → %i', (subtotal, total, expected) => {
    expect(discountPercentage(subtotal, total)).toBe(expected);
    expect(discountPercentage(money(subtotal), money(total))).toBe(expected);
  });
});

describe("the two discount kinds, with the emulator's figures", () => {
  // WELCOME15 (order-level) on 3 × 8.55: on the cart only, the totals differ by 3.85.
  // COFFEE10 (product-level) on the same line: on the line; the subtotal already has it taken off.
  it.each([
    ['order-level WELCOME15', '25.65', '21.8', 15, '25.65', '21.80'],
    ['product-level COFFEE10', '23.08', '23.08', 0, '23.08', '23.08'],
  ])('%s: (%s, %s) → %i %%, shown %s, after %s', (_kind, subtotal, total, pct, shown, after) => {
    expect(discountPercentage(subtotal, total)).toBe(pct);
    expect(cartTotals(cost(subtotal, total))).toEqual({
      shown: money(shown),
      afterDiscount: money(after),
    });
  });
});

describe('cartTotals', () => {
  it.each([
    ['28.50', '27.60', '28.50', '27.60'],
    ['25.65', '21.8', '25.65', '21.80'],
    ['0.0', '0', '0.00', '0.00'],
  ])('shows the subtotal %s, after discount the total %s', (subtotal, total, shown, after) => {
    expect(cartTotals(cost(subtotal, total))).toEqual({
      shown: money(shown),
      afterDiscount: money(after),
    });
  });
});

describe('cartCurrency', () => {
  it.each<[ReturnType<typeof cost> | null | undefined, string]>([
    [cost('1.00', '1.00', 'EUR'), 'EUR'],
    [cost('1.00', '1.00', 'GBP'), 'GBP'],
    [cost('1.00', '1.00', ''), 'GBP'],
    [null, 'GBP'],
    [undefined, 'GBP'],
  ])('%j → %s', (cart, expected) => {
    expect(cartCurrency(cart)).toBe(expected);
  });
});
