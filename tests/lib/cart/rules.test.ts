import { describe, expect, it } from 'vitest';
import { chooseVariantToAdd, drawSwapVariantId } from '@/lib/cart/ab-swap';
import { fromMinor, minorToNumber, toMinor } from '@/lib/cart/money';
import {
  appliedCode,
  cartCount,
  displayedUnitPrice,
  isCodeApplied,
  isDiscountApplied,
  lineMergeKey,
  mirrorLines,
  nextQuantity,
  shouldReapplyDiscount,
  variantOptionText,
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

describe('money', () => {
  it.each([
    ['9.5', 950],
    ['9.50', 950],
    ['32.0', 3200],
    ['0', 0],
    ['-2.00', -200],
    ['0.125', 13],
    ['0.124', 12],
    ['12', 1200],
    ['abc', 0],
    ['', 0],
  ])('toMinor(%j) = %i', (input, expected) => {
    expect(toMinor(input)).toBe(expected);
  });

  it.each([
    [950, '9.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-200, '-2.00'],
    [123456, '1234.56'],
  ])('fromMinor(%i) = %j', (input, expected) => {
    expect(fromMinor(input)).toBe(expected);
  });

  it.each([
    [2850, 28.5],
    [1, 0.01],
  ])('minorToNumber(%i) = %d', (input, expected) => {
    expect(minorToNumber(input)).toBe(expected);
  });
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

describe('displayedUnitPrice (SPEC §3: (amount − line discount) / quantity)', () => {
  it.each([
    ['no discount', makeLine({ id: 'a', quantity: 2 }), '9.50'],
    [
      'discount spread over quantity',
      makeLine({ id: 'a', quantity: 2, discountAllocations: [{ discountedAmount: GBP('1.90') }] }),
      '8.55',
    ],
    [
      'two allocations',
      makeLine({
        id: 'a',
        quantity: 1,
        discountAllocations: [{ discountedAmount: GBP('1.00') }, { discountedAmount: GBP('0.50') }],
      }),
      '8.00',
    ],
    [
      'uneven split rounds to pence',
      makeLine({ id: 'a', quantity: 3, discountAllocations: [{ discountedAmount: GBP('1.00') }] }),
      '9.17',
    ],
    ['quantity 0 shows unit price', makeLine({ id: 'a', quantity: 0 }), '9.50'],
  ])('%s → %s', (_, line, expected) => {
    expect(displayedUnitPrice(line)).toBe(expected);
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

describe('variantOptionText and cartCount', () => {
  it.each([
    [[], ''],
    [[{ value: '250 g' }], '250 g'],
    [[{ value: '250 g' }, { value: 'Whole bean' }], '250 g / Whole bean'],
  ])('%j → %j', (options, expected) => {
    expect(variantOptionText(options)).toBe(expected);
  });

  it.each([
    [null, 0],
    [makeCart(), 0],
    [
      makeCart({
        lines: [
          makeLine({ id: 'a', quantity: 2 }),
          makeLine({ id: 'b', quantity: 3 }, BREAKFAST_TEA),
        ],
      }),
      5,
    ],
  ])('cartCount → %i', (cart, expected) => {
    expect(cartCount(cart)).toBe(expected);
  });
});

describe('A/B swap (SPEC §4)', () => {
  const configured = { abTestSwapChance: 50, abTestSwapVariantId: 'swap' };
  it.each([
    ['draw 0 ≤ 50', configured, 0, 'swap'],
    ['draw 50 is "at" the chance', configured, 0.5, 'swap'],
    ['draw 50.01 is above', configured, 0.5001, null],
    ['draw 99.99', configured, 0.9999, null],
    [
      'chance 100 always swaps',
      { abTestSwapChance: 100, abTestSwapVariantId: 'swap' },
      0.9999,
      'swap',
    ],
    ['no swap variant', { abTestSwapChance: 100, abTestSwapVariantId: null }, 0, null],
    ['no chance configured', { abTestSwapChance: null, abTestSwapVariantId: 'swap' }, 0, null],
  ])('drawSwapVariantId: %s → %j', (_, custom, draw, expected) => {
    expect(drawSwapVariantId(custom, () => draw)).toBe(expected);
  });

  const cartWith = (...ids: string[]) =>
    makeCart({
      lines: ids.map((id, i) => makeLine({ id: `l${i}`, quantity: 1 }, { ...HOUSE_BLEND_250, id })),
    });
  it.each([
    ['no replacement → chosen', 'chosen', null, cartWith(), 'chosen'],
    ['replacement not in cart → replacement', 'chosen', 'swap', cartWith('other'), 'swap'],
    ['replacement already in cart → chosen', 'chosen', 'swap', cartWith('swap'), 'chosen'],
    ['no cart yet → replacement', 'chosen', 'swap', null, 'swap'],
    ['chosen already in cart does not matter', 'chosen', 'swap', cartWith('chosen'), 'swap'],
  ])('chooseVariantToAdd: %s', (_, chosen, replacement, cart, expected) => {
    expect(chooseVariantToAdd(chosen, replacement, cart)).toBe(expected);
  });
});
