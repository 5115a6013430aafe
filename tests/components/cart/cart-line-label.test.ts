import { describe, expect, it } from 'vitest';
import { laterOrderUnitPrice } from '@/components/cart/cart-line-label';
import type { CartLine, SellingPlan } from '@/lib/shopify/types';
import { allocation, cartLine, gbp, plan } from '../fixtures';

const starter = plan('40', 'First box £15, then 10% off monthly', [
  { orderCount: 1, adjustmentValue: { kind: 'fixedPrice', price: gbp('15.00') } },
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
]);
const monthly = plan('41', 'Every month, 10% off', [
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
]);
const equalSplit = plan('42', 'Counted but equal', [
  { orderCount: 1, adjustmentValue: { kind: 'percentage', percentage: 10 } },
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
]);

/** A £30.00 line on `onPlan` (or one-time), its product offering `offered`. */
function line(onPlan: SellingPlan | null, offered: SellingPlan[]): CartLine {
  const l = cartLine({
    id: 'l1',
    title: 'Coffee Starter Box',
    handle: 'coffee-starter-box',
    unit: '30.00',
    quantity: 1,
    sellingPlanAllocation: onPlan ? allocation(onPlan, '15.00') : null,
  });
  l.merchandise = {
    ...l.merchandise,
    price: gbp('30.00'),
    product: {
      ...l.merchandise.product,
      sellingPlanGroups: [{ name: 'Plans', options: [], sellingPlans: offered }],
    },
  };
  return l;
}

describe('laterOrderUnitPrice', () => {
  const cases: [string, CartLine, string | null][] = [
    ['first box £15, later 10% off £30.00', line(starter, [monthly, starter]), '27.00'],
    ['every order alike', line(monthly, [monthly, starter]), null],
    ['a counted split with equal prices', line(equalSplit, [equalSplit]), null],
    ['one-time', line(null, [starter]), null],
    ['plan not among the product groups', line(starter, [monthly]), null],
  ];
  it.each(cases)('%s → %s', (_name, l, expected) => {
    expect(laterOrderUnitPrice(l)?.amount ?? null).toBe(expected);
  });
});
