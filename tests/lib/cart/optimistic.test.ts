import { describe, expect, it } from 'vitest';
import {
  applyAdd,
  applyQuantities,
  applyRemove,
  pendingAddItems,
  placeholderCart,
} from '@/lib/cart/optimistic';
import { cartLineMergeKey } from '@/lib/cart/rules';
import type { Cart } from '@/lib/shopify/types';
import {
  BREAKFAST_TEA,
  HOUSE_BLEND_250,
  PLAN_2_WEEKS,
  POUR_OVER,
  makeCart,
  makeLine,
} from './fixtures';

const GBP = (amount: string) => ({ amount, currencyCode: 'GBP' });
const base = makeCart({
  lines: [makeLine({ id: 'l1', quantity: 2 }, BREAKFAST_TEA)],
  cost: {
    subtotalAmount: GBP('13.00'),
    totalAmount: GBP('13.00'),
    totalTaxAmount: null,
    totalDutyAmount: null,
  },
});
const summary = (cart: Cart) => ({
  lines: cart.lines.map((l) => [l.id, l.merchandise.id, l.quantity, l.cost.subtotalAmount.amount]),
  totalQuantity: cart.totalQuantity,
  subtotal: cart.cost.subtotalAmount.amount,
  total: cart.cost.totalAmount.amount,
});

describe('applyAdd', () => {
  it.each([
    [
      'a new variant becomes a new line under its temporary id',
      [{ variant: POUR_OVER, quantity: 1, sellingPlanId: null, attributes: [], tempId: 't1' }],
      {
        lines: [
          ['l1', BREAKFAST_TEA.id, 2, '13.00'],
          ['t1', POUR_OVER.id, 1, '28.00'],
        ],
        totalQuantity: 3,
        subtotal: '41.00',
        total: '41.00',
      },
    ],
    [
      'the same variant merges into the existing line',
      [{ variant: BREAKFAST_TEA, quantity: 3, sellingPlanId: null, attributes: [], tempId: 't1' }],
      {
        lines: [['l1', BREAKFAST_TEA.id, 5, '32.50']],
        totalQuantity: 5,
        subtotal: '32.50',
        total: '32.50',
      },
    ],
    [
      'the same variant with attributes is a separate line',
      [
        {
          variant: BREAKFAST_TEA,
          quantity: 1,
          sellingPlanId: null,
          attributes: [{ key: 'gift', value: 'yes' }],
          tempId: 't1',
        },
      ],
      {
        lines: [
          ['l1', BREAKFAST_TEA.id, 2, '13.00'],
          ['t1', BREAKFAST_TEA.id, 1, '6.50'],
        ],
        totalQuantity: 3,
        subtotal: '19.50',
        total: '19.50',
      },
    ],
    [
      'a subscription line is priced at the plan checkout charge',
      [
        {
          variant: HOUSE_BLEND_250,
          quantity: 2,
          sellingPlanId: PLAN_2_WEEKS,
          attributes: [],
          tempId: 't1',
        },
      ],
      {
        lines: [
          ['l1', BREAKFAST_TEA.id, 2, '13.00'],
          ['t1', HOUSE_BLEND_250.id, 2, '17.10'],
        ],
        totalQuantity: 4,
        subtotal: '30.10',
        total: '30.10',
      },
    ],
  ])('%s', (_, items, expected) => {
    expect(summary(applyAdd(base, items))).toEqual(expected);
  });

  it('names the selling plan on the new line and leaves the input untouched', () => {
    const before = JSON.stringify(base);
    const next = applyAdd(base, [
      {
        variant: HOUSE_BLEND_250,
        quantity: 1,
        sellingPlanId: PLAN_2_WEEKS,
        attributes: [],
        tempId: 't1',
      },
    ]);
    expect(next.lines[1]?.sellingPlanAllocation?.sellingPlan).toEqual({
      id: PLAN_2_WEEKS,
      name: 'Every 2 weeks, 10% off',
    });
    expect(JSON.stringify(base)).toBe(before);
  });

  it('works from the placeholder cart', () => {
    const next = applyAdd(placeholderCart(), [
      { variant: POUR_OVER, quantity: 2, sellingPlanId: null, attributes: [], tempId: 't1' },
    ]);
    expect(summary(next)).toEqual({
      lines: [['t1', POUR_OVER.id, 2, '56.00']],
      totalQuantity: 2,
      subtotal: '56.00',
      total: '56.00',
    });
  });
});

/** Quantities and removals name lines by merge key (all lines here: Breakfast Tea, one-time). */
const L1 = cartLineMergeKey(makeLine({ id: 'l1', quantity: 2 }, BREAKFAST_TEA));

describe('applyQuantities and applyRemove', () => {
  it.each([
    [
      'raise',
      new Map([[L1, 4]]),
      {
        lines: [['l1', BREAKFAST_TEA.id, 4, '26.00']],
        totalQuantity: 4,
        subtotal: '26.00',
        total: '26.00',
      },
    ],
    [
      'to zero removes',
      new Map([[L1, 0]]),
      { lines: [], totalQuantity: 0, subtotal: '0.00', total: '0.00' },
    ],
    ['unknown key ignored', new Map([['nope', 3]]), summary(base)],
  ])('applyQuantities: %s', (_, targets, expected) => {
    expect(summary(applyQuantities(base, targets))).toEqual(expected);
  });

  it('scales a line-level (product) discount with the quantity', () => {
    // Shopify: line totals carry product discounts; the cart subtotal is the sum of line totals.
    const discounted = makeCart({
      lines: [
        {
          ...makeLine({ id: 'l1', quantity: 2 }, BREAKFAST_TEA),
          cost: {
            amountPerQuantity: GBP('6.50'),
            compareAtAmountPerQuantity: null,
            subtotalAmount: GBP('13.00'),
            totalAmount: GBP('11.00'),
          },
        },
      ],
      cost: {
        subtotalAmount: GBP('11.00'),
        totalAmount: GBP('11.00'),
        totalTaxAmount: null,
        totalDutyAmount: null,
      },
    });
    expect(summary(applyQuantities(discounted, new Map([[L1, 4]])))).toMatchObject({
      subtotal: '22.00',
      total: '22.00',
    });
  });

  it('estimates an order-level (cart) discount in proportion to the subtotal', () => {
    // WELCOME15 on £13.00: the lines are untouched, the cart total is £11.05.
    const discounted = makeCart({
      lines: [makeLine({ id: 'l1', quantity: 2 }, BREAKFAST_TEA)],
      cost: {
        subtotalAmount: GBP('13.00'),
        totalAmount: GBP('11.05'),
        totalTaxAmount: null,
        totalDutyAmount: null,
      },
    });
    expect(summary(applyQuantities(discounted, new Map([[L1, 4]])))).toMatchObject({
      subtotal: '26.00',
      total: '22.10',
    });
    expect(summary(applyRemove(discounted, [L1]))).toMatchObject({
      subtotal: '0.00',
      total: '0.00',
    });
  });

  it.each([
    ['known line', [L1], { lines: [], totalQuantity: 0, subtotal: '0.00', total: '0.00' }],
    ['unknown line returns the same cart', ['nope'], summary(base)],
  ])('applyRemove: %s', (_, keys, expected) => {
    expect(summary(applyRemove(base, keys))).toEqual(expected);
  });
});

describe('pendingAddItems', () => {
  it('keeps positive whole quantities, fills the defaults and numbers temp ids after `shown`', () => {
    const items = pendingAddItems(
      [
        { variant: BREAKFAST_TEA, quantity: 2 },
        { variant: POUR_OVER, quantity: 0 },
        { variant: POUR_OVER, quantity: 1.5 },
        { variant: HOUSE_BLEND_250, quantity: 1, sellingPlanId: PLAN_2_WEEKS, attributes: [] },
      ],
      4,
    );
    expect(items.map((i) => [i.variant.id, i.quantity, i.sellingPlanId, i.attributes])).toEqual([
      [BREAKFAST_TEA.id, 2, null, []],
      [HOUSE_BLEND_250.id, 1, PLAN_2_WEEKS, []],
    ]);
    // The engine numbers the next call after these: no temp id is given twice.
    const next = pendingAddItems([{ variant: POUR_OVER, quantity: 1 }], 4 + items.length);
    const ids = [...items, ...next].map((i) => i.tempId);
    expect(new Set(ids).size).toBe(3);
  });
});
