import { describe, expect, it } from 'vitest';
import {
  cartCount,
  lineMergeKey,
  mirrorLines,
  nextQuantity,
  type QuantityAction,
} from '@/lib/cart/rules';
import {
  BREAKFAST_TEA,
  HOUSE_BLEND_250,
  OAT_NEW_RECIPE,
  PLAN_2_WEEKS,
  makeCart,
  makeLine,
} from './fixtures';

const GBP = (amount: string) => ({ amount, currencyCode: 'GBP' });

describe('nextQuantity (SPEC §4 quantity actions)', () => {
  it.each<[number, QuantityAction, number]>([
    [1, 'increase', 2],
    [3, 'decrease', 2],
    [1, 'decrease', 0],
    [0, 'decrease', 0],
    [4, 'none', 4],
  ])('%i %s → %i', (current, action, expected) => {
    expect(nextQuantity(current, action)).toBe(expected);
  });
});

describe('mirrorLines (what expiry recovery re-adds)', () => {
  it('keeps variant, quantity, selling plan and attributes, drops zero-quantity lines', () => {
    const cart = makeCart({
      lines: [
        makeLine({
          id: 'l1',
          quantity: 2,
          sellingPlanAllocation: {
            sellingPlan: { id: PLAN_2_WEEKS, name: 'Every 2 weeks' },
            checkoutChargeAmount: GBP('8.55'),
          },
          attributes: [{ key: 'gift', value: 'yes' }],
        }),
        makeLine({ id: 'l2', quantity: 1 }, BREAKFAST_TEA),
        makeLine({ id: 'l3', quantity: 0 }, OAT_NEW_RECIPE),
      ],
    });
    expect(mirrorLines(cart)).toEqual([
      {
        merchandiseId: HOUSE_BLEND_250.id,
        quantity: 2,
        sellingPlanId: PLAN_2_WEEKS,
        attributes: [{ key: 'gift', value: 'yes' }],
      },
      { merchandiseId: BREAKFAST_TEA.id, quantity: 1, sellingPlanId: null, attributes: [] },
    ]);
  });

  it('null cart → no lines', () => {
    expect(mirrorLines(null)).toEqual([]);
  });
});

describe('lineMergeKey', () => {
  const base = {
    merchandiseId: 'v1',
    sellingPlanId: null,
    attributes: [
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ],
  };
  it.each([
    ['same input', base, true],
    [
      'attributes in another order',
      {
        ...base,
        attributes: [
          { key: 'b', value: '2' },
          { key: 'a', value: '1' },
        ],
      },
      true,
    ],
    ['undefined plan equals null plan', { ...base, sellingPlanId: undefined }, true],
    ['other plan', { ...base, sellingPlanId: 'p1' }, false],
    ['other variant', { ...base, merchandiseId: 'v2' }, false],
    [
      'other attribute value',
      {
        ...base,
        attributes: [
          { key: 'a', value: '1' },
          { key: 'b', value: '3' },
        ],
      },
      false,
    ],
  ])('%s → equal %s', (_, other, equal) => {
    expect(lineMergeKey(other) === lineMergeKey(base)).toBe(equal);
  });

  it('a null attribute value equals the empty string the API sends', () => {
    expect(
      lineMergeKey({
        merchandiseId: 'v',
        sellingPlanId: null,
        attributes: [{ key: 'k', value: null }],
      }),
    ).toBe(
      lineMergeKey({
        merchandiseId: 'v',
        sellingPlanId: null,
        attributes: [{ key: 'k', value: '' }],
      }),
    );
  });
});

describe('cartCount', () => {
  it.each([
    ['no cart', null, 0],
    ['an empty cart', makeCart(), 0],
    [
      'quantities 2 and 3',
      makeCart({
        lines: [
          makeLine({ id: 'a', quantity: 2 }),
          makeLine({ id: 'b', quantity: 3 }, BREAKFAST_TEA),
        ],
      }),
      5,
    ],
  ])('%s → %i', (_, cart, expected) => {
    expect(cartCount(cart)).toBe(expected);
  });
});
