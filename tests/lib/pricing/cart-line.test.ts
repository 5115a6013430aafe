import { describe, expect, it } from 'vitest';
import {
  comparedPrice,
  displayedUnitPrice,
  isRegularPrice,
  isSubscriptionLine,
  lineDiscount,
} from '@/lib/pricing/cart-line';

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });

/** A cart line's pricing fields: unit price, quantity and the line's discount allocations. */
function line(unit: string, quantity: number, discounts: string[], subtotal?: string) {
  const units = Math.round(Number(unit) * 100) * quantity;
  return {
    quantity,
    cost: {
      amountPerQuantity: gbp(unit),
      compareAtAmountPerQuantity: null,
      subtotalAmount: gbp(subtotal ?? (units / 100).toFixed(2)),
      totalAmount: gbp('0.00'),
    },
    discountAllocations: discounts.map((amount) => ({ discountedAmount: gbp(amount) })),
  };
}

describe('isSubscriptionLine', () => {
  it.each([
    ['Monthly Subscription', 'Coffee of the Month Subscription', true],
    ['250 g', 'Coffee of the Month Subscription', true],
    ['SUBSCRIPTION box', 'Tea', true],
    ['subscription', 'Tea', true],
    ['Default Title', 'Tea (subscription)', true],
    ['250 g', 'House Blend Coffee Beans', false],
    ['250 g', 'Coffee Subscriptions', true],
    ['coffee_subscription', 'Tea', true],
    ['Subscriptions', 'Tea', true],
    ['nosubscription', 'Tea', true],
    ['Default Title', 'SubScRiPtIoN', true],
    ['Subscribe & save', 'Tea', false],
    ['Subscriber perks', 'Monthly Sub', false],
    ['', '', false],
  ])('variant %j, product %j → %s', (variantTitle, productTitle, expected) => {
    expect(
      isSubscriptionLine({
        merchandise: { title: variantTitle, product: { title: productTitle } },
      }),
    ).toBe(expected);
  });
});

describe('lineDiscount', () => {
  it.each<[string[], string]>([
    [[], '0.00'],
    [['0.90'], '0.90'],
    [['0.10', '0.20'], '0.30'],
    [['1.5', '2.25', '0.01'], '3.76'],
  ])('allocations %j → %s', (discounts, expected) => {
    expect(lineDiscount(line('9.50', 3, discounts))).toEqual(gbp(expected));
  });

  it('is in the currency of the line', () => {
    const eur = {
      cost: {
        ...line('5.00', 1, []).cost,
        amountPerQuantity: { amount: '5.00', currencyCode: 'EUR' },
      },
      discountAllocations: [{ discountedAmount: { amount: '1.00', currencyCode: 'EUR' } }],
    };
    expect(lineDiscount(eur)).toEqual({ amount: '1.00', currencyCode: 'EUR' });
  });
});

describe('comparedPrice (SPEC literal: the discount if non-zero, else the unit price)', () => {
  it.each<[string, number, string[], string]>([
    ['9.50', 1, [], '9.50'],
    ['9.5', 1, [], '9.50'],
    ['9.50', 3, [], '9.50'],
    ['9.50', 3, ['0.00'], '9.50'],
    ['9.50', 3, ['0.90'], '0.90'],
    ['30.00', 1, ['15.00'], '15.00'],
  ])('unit %s × %i with %j → %s', (unit, quantity, discounts, expected) => {
    expect(comparedPrice(line(unit, quantity, discounts))).toEqual(gbp(expected));
  });
});

describe('displayedUnitPrice: (subtotal − line discount) / quantity', () => {
  it.each<[string, number, string[], string]>([
    ['9.50', 1, [], '9.50'],
    ['9.50', 3, [], '9.50'],
    ['9.50', 2, [], '9.50'],
    ['9.50', 3, ['0.90'], '9.20'],
    ['9.50', 2, ['1.90'], '8.55'],
    ['9.50', 1, ['1.00', '0.50'], '8.00'],
    ['9.50', 3, ['1.00'], '9.17'],
    ['10.00', 3, ['1.00'], '9.67'],
    ['10.00', 3, ['0.50'], '9.83'],
    ['35.00', 2, ['10.50'], '29.75'],
    ['6.50', 1, ['6.50'], '0.00'],
  ])('unit %s × %i with %j → %s', (unit, quantity, discounts, expected) => {
    expect(displayedUnitPrice(line(unit, quantity, discounts))).toEqual(gbp(expected));
  });

  it('returns the unit price for a zero quantity', () => {
    expect(displayedUnitPrice(line('9.50', 0, ['1.00'], '0.00'))).toEqual(gbp('9.50'));
  });
});

describe('isRegularPrice (compared price equals the unit price)', () => {
  it.each<[string, number, string[], boolean]>([
    ['9.50', 1, [], true],
    ['9.50', 3, [], true],
    ['9.50', 3, ['0.90'], false],
    ['9.50', 2, ['9.50'], true],
    ['9.50', 1, ['0.00', '0.00'], true],
  ])('unit %s × %i with %j → %s', (unit, quantity, discounts, expected) => {
    expect(isRegularPrice(line(unit, quantity, discounts))).toBe(expected);
  });
});
