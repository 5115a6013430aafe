// Tests for lib/discounts/cart-discount.ts: SPEC §4 "Discount in cart".
import { describe, expect, it } from 'vitest';
import {
  appliedCode,
  isDiscountApplied,
  shouldReapplyDiscount,
} from '@/lib/discounts/cart-discount';
import { makeCart, makeLine } from '../cart/fixtures';

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
