import { describe, expect, it } from 'vitest';
import {
  appliedCode,
  cartCount,
  isCodeApplied,
  isDiscountApplied,
  lineMergeKey,
  mirrorLines,
  nextQuantity,
  shouldReapplyDiscount,
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
const plainLine = makeLine({ id: 'l1', quantity: 1 });
const discountedLine = makeLine({
  id: 'l2',
  quantity: 2,
  discountAllocations: [{ discountedAmount: GBP('1.90') }],
});
const zeroDiscountLine = makeLine({
  id: 'l3',
  quantity: 1,
  discountAllocations: [{ discountedAmount: GBP('0.00') }],
});

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

describe('isDiscountApplied (SPEC §4: first code applicable, or lines carry a non-zero discount)', () => {
  it.each([
    ['no cart', null, false],
    ['no codes, no line discount', makeCart({ lines: [plainLine] }), false],
    [
      'first code applicable',
      makeCart({ lines: [plainLine], discountCodes: [{ code: 'A', applicable: true }] }),
      true,
    ],
    [
      'first code not applicable',
      makeCart({ lines: [plainLine], discountCodes: [{ code: 'A', applicable: false }] }),
      false,
    ],
    [
      'only the second code applicable',
      makeCart({
        lines: [plainLine],
        discountCodes: [
          { code: 'A', applicable: false },
          { code: 'B', applicable: true },
        ],
      }),
      false,
    ],
    ['a line carries a discount', makeCart({ lines: [plainLine, discountedLine] }), true],
    ['line discount of zero', makeCart({ lines: [zeroDiscountLine] }), false],
    [
      'code not applicable but a line is discounted',
      makeCart({ lines: [discountedLine], discountCodes: [{ code: 'A', applicable: false }] }),
      true,
    ],
  ])('%s → %s', (_, cart, expected) => {
    expect(isDiscountApplied(cart)).toBe(expected);
  });
});

describe('isCodeApplied (SPEC §4: only if that code is applicable)', () => {
  const cart = makeCart({
    lines: [discountedLine],
    discountCodes: [
      { code: 'WELCOME15', applicable: true },
      { code: 'OLD10', applicable: false },
    ],
  });
  it.each([
    ['WELCOME15', true],
    ['welcome15', true],
    [' WELCOME15 ', true],
    ['OLD10', false],
    ['OTHER', false],
  ])('%j → %s', (code, expected) => {
    expect(isCodeApplied(cart, code)).toBe(expected);
  });

  it('a discounted line does not make an unlisted code applied', () => {
    expect(isCodeApplied(makeCart({ lines: [discountedLine] }), 'WELCOME15')).toBe(false);
  });
});

describe('shouldReapplyDiscount (SPEC §4: saved code, cart has lines, no discount applied)', () => {
  it.each([
    ['saved code, lines, nothing applied', makeCart({ lines: [plainLine] }), 'WELCOME15', true],
    ['no saved code', makeCart({ lines: [plainLine] }), null, false],
    ['blank saved code', makeCart({ lines: [plainLine] }), '  ', false],
    ['empty cart', makeCart({ lines: [] }), 'WELCOME15', false],
    [
      'code already applicable',
      makeCart({ lines: [plainLine], discountCodes: [{ code: 'WELCOME15', applicable: true }] }),
      'WELCOME15',
      false,
    ],
    ['lines already discounted', makeCart({ lines: [discountedLine] }), 'WELCOME15', false],
    [
      'listed but not applicable',
      makeCart({ lines: [plainLine], discountCodes: [{ code: 'WELCOME15', applicable: false }] }),
      'WELCOME15',
      true,
    ],
    ['no cart', null, 'WELCOME15', false],
  ])('%s → %s', (_, cart, code, expected) => {
    expect(shouldReapplyDiscount(cart, code)).toBe(expected);
  });
});

describe('appliedCode', () => {
  it.each([
    [[], null],
    [[{ code: 'A', applicable: false }], null],
    [
      [
        { code: 'A', applicable: false },
        { code: 'B', applicable: true },
      ],
      'B',
    ],
  ])('%j → %j', (discountCodes, expected) => {
    expect(appliedCode(makeCart({ discountCodes }))).toBe(expected);
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
