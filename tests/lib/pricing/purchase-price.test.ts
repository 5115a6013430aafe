import { describe, expect, it } from 'vitest';
import { oneTimePrice, planPrice, savingTextFor } from '@/lib/pricing/purchase-price';
import type { PriceAdjustment } from '@/lib/shopify/types';

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });
const percentage = (value: number, orderCount: number | null = null): PriceAdjustment => ({
  orderCount,
  adjustmentValue: { kind: 'percentage', percentage: value },
});
const fixedPrice = (amount: string, orderCount: number | null = null): PriceAdjustment => ({
  orderCount,
  adjustmentValue: { kind: 'fixedPrice', price: gbp(amount) },
});
const fixedAmount = (amount: string): PriceAdjustment => ({
  orderCount: null,
  adjustmentValue: { kind: 'fixedAmount', amount: gbp(amount) },
});

describe('planPrice', () => {
  // [case, one-time price, adjustments, price, later price, price text, saving %, saving text]
  const cases: [
    string,
    string,
    PriceAdjustment[],
    string,
    string | null,
    string,
    number,
    string | null,
  ][] = [
    ['10% off', '9.50', [percentage(10)], '8.55', null, '£8.55', 10, 'Save 10%'],
    ['£2 off', '12.00', [fixedAmount('2.00')], '10.00', null, '£10.00', 17, 'Save 17%'],
    ['fixed price', '6.50', [fixedPrice('5.50')], '5.50', null, '£5.50', 15, 'Save 15%'],
    ['no saving', '16.00', [percentage(0)], '16.00', null, '£16.00', 0, null],
    ['dearer than one-time', '16.00', [fixedPrice('42.00')], '42.00', null, '£42.00', 0, null],
    [
      'first order apart',
      '30.00',
      [fixedPrice('15.00', 1), percentage(10)],
      '15.00',
      '27.00',
      'First order £15.00, then £27.00',
      50,
      '50% off your first order, then 10% off',
    ],
    [
      'later orders back at full price',
      '20.00',
      [percentage(50, 1)],
      '10.00',
      '20.00',
      'First order £10.00, then £20.00',
      50,
      '50% off your first order',
    ],
    [
      'first order at full price',
      '20.00',
      [percentage(0, 1), percentage(20)],
      '20.00',
      '16.00',
      'First order £20.00, then £16.00',
      0,
      '20% off after your first order',
    ],
    [
      'a split priced alike',
      '20.00',
      [percentage(10, 1), percentage(10)],
      '18.00',
      null,
      '£18.00',
      10,
      'Save 10%',
    ],
  ];
  it.each(cases)('%s', (_name, base, adjustments, price, later, text, percent, saving) => {
    const result = planPrice(gbp(base), { priceAdjustments: adjustments });
    expect([
      result.price.amount,
      result.laterPrice?.amount ?? null,
      result.priceText,
      result.savingPercent,
      result.savingText,
    ]).toEqual([price, later, text, percent, saving]);
  });
});

describe('oneTimePrice', () => {
  it('is the variant price for every order, with no saving', () => {
    const base = gbp('9.5');
    const result = oneTimePrice(base);
    expect(result).toEqual({
      price: { amount: '9.5', currencyCode: 'GBP' },
      laterPrice: null,
      priceText: '£9.50',
      savingPercent: 0,
      savingText: null,
    });
    expect(result.price).not.toBe(base);
  });
});

describe('savingTextFor', () => {
  const cases: [number, number | null, string | null][] = [
    [0, null, null],
    [10, null, 'Save 10%'],
    [10, 10, 'Save 10%'],
    [50, 10, '50% off your first order, then 10% off'],
    [50, 0, '50% off your first order'],
    [0, 20, '20% off after your first order'],
    [0, 0, null],
  ];
  it.each(cases)('first %s, later %s → %s', (first, later, expected) => {
    expect(savingTextFor(first, later)).toBe(expected);
  });
});
