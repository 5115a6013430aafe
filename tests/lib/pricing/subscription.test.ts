import { describe, expect, it } from 'vitest';
import {
  isSubscriptionVariant,
  subscriptionPrice,
  subscriptionPriceSchedule,
} from '@/lib/pricing/subscription';
import type { PriceAdjustment } from '@/lib/shopify/types';

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });
const percentage = (value: number, orderCount: number | null = null): PriceAdjustment => ({
  orderCount,
  adjustmentValue: { kind: 'percentage', percentage: value },
});
const fixedAmount = (amount: string, orderCount: number | null = null): PriceAdjustment => ({
  orderCount,
  adjustmentValue: { kind: 'fixedAmount', amount: gbp(amount) },
});
const fixedPrice = (amount: string, orderCount: number | null = null): PriceAdjustment => ({
  orderCount,
  adjustmentValue: { kind: 'fixedPrice', price: gbp(amount) },
});

describe('isSubscriptionVariant', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
  ])('%i allocations → %s', (count, expected) => {
    const allocation = {
      sellingPlan: { id: 'gid://shopify/SellingPlan/1', name: 'Every month' },
      checkoutChargeAmount: gbp('8.55'),
    };
    expect(
      isSubscriptionVariant({
        sellingPlanAllocations: Array.from({ length: count }, () => allocation),
      }),
    ).toBe(expected);
  });
});

describe('subscriptionPrice', () => {
  it.each<[string, string, PriceAdjustment[], number, string]>([
    ['no adjustments', '9.50', [], 1, '9.50'],
    ['10% off (house blend 250 g)', '9.50', [percentage(10)], 1, '8.55'],
    ['10% off (house blend 1 kg)', '32.00', [percentage(10)], 1, '28.80'],
    ['15% off rounds to the penny', '35.00', [percentage(15)], 1, '29.75'],
    ['15% off 22.00', '22.00', [percentage(15)], 1, '18.70'],
    ['0% off', '16.00', [percentage(0)], 1, '16.00'],
    ['half-penny rounds up', '0.05', [percentage(50)], 1, '0.03'],
    ['over 100% is free, not negative', '5.00', [percentage(150)], 1, '0.00'],
    ['fixed amount £2 off is deducted', '12.00', [fixedAmount('2.00')], 1, '10.00'],
    ['fixed amount never below 0', '1.50', [fixedAmount('2.00')], 1, '0.00'],
    ['fixed price £5.50', '6.50', [fixedPrice('5.50')], 1, '5.50'],
    ['fixed price as the API writes it', '30.0', [fixedPrice('15.0')], 1, '15.00'],
    ['base price as the API writes it', '9.5', [], 1, '9.50'],
    ['fixed price above base is still the plan price', '16.00', [fixedPrice('42.00')], 1, '42.00'],
    ['first order of a split plan', '30.00', [fixedPrice('15.00', 1), percentage(10)], 1, '15.00'],
    ['second order of a split plan', '30.00', [fixedPrice('15.00', 1), percentage(10)], 2, '27.00'],
    ['tenth order of a split plan', '30.00', [fixedPrice('15.00', 1), percentage(10)], 10, '27.00'],
    ['inside a 3-order window', '30.00', [percentage(50, 3), percentage(10)], 3, '15.00'],
    ['after a 3-order window', '30.00', [percentage(50, 3), percentage(10)], 4, '27.00'],
    ['after the only counted adjustment', '30.00', [percentage(50, 1)], 2, '30.00'],
  ])('%s: %s → %s', (_case, base, adjustments, orderNumber, expected) => {
    expect(subscriptionPrice(gbp(base), { priceAdjustments: adjustments }, orderNumber)).toEqual(
      gbp(expected),
    );
  });

  it('defaults to the first order', () => {
    const plan = { priceAdjustments: [fixedPrice('15.00', 1), percentage(10)] };
    expect(subscriptionPrice(gbp('30.00'), plan)).toEqual(gbp('15.00'));
  });

  it.each([0, -1, 1.5, NaN])('rejects order number %s', (orderNumber) => {
    expect(() => subscriptionPrice(gbp('1.00'), { priceAdjustments: [] }, orderNumber)).toThrow(
      RangeError,
    );
  });
});

describe('subscriptionPriceSchedule', () => {
  it.each<[string, string, PriceAdjustment[], string, string | null]>([
    ['no adjustments', '9.50', [], '9.50', null],
    ['one open-ended adjustment', '9.50', [percentage(10)], '8.55', null],
    [
      'starter box: £15 then 10% off',
      '30.00',
      [fixedPrice('15.00', 1), percentage(10)],
      '15.00',
      '27.00',
    ],
    [
      'counted adjustment alone: later orders at base',
      '30.00',
      [percentage(50, 2)],
      '15.00',
      '30.00',
    ],
    [
      'fixed amount first, fixed price later',
      '12.00',
      [fixedAmount('12.00', 1), fixedPrice('10.00')],
      '0.00',
      '10.00',
    ],
    [
      'counted adjustment whose later price is the same: no split',
      '12.00',
      [percentage(10, 1), percentage(10)],
      '10.80',
      null,
    ],
    [
      'counted zero adjustment alone: later orders at the same base price, no split',
      '16.00',
      [percentage(0, 1)],
      '16.00',
      null,
    ],
  ])('%s', (_case, base, adjustments, firstOrder, laterOrders) => {
    expect(subscriptionPriceSchedule(gbp(base), { priceAdjustments: adjustments })).toEqual({
      firstOrder: gbp(firstOrder),
      laterOrders: laterOrders === null ? null : gbp(laterOrders),
    });
  });
});
