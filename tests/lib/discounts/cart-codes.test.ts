import { describe, expect, it } from 'vitest';
import {
  codeDiscount,
  codeEntryProblem,
  codesAfter,
  isCodeApplied,
  normaliseCode,
  sameCode,
  type CodeEdit,
} from '@/lib/discounts/cart-codes';
import type { Cart } from '@/lib/shopify/types';

const codes = (...list: [string, boolean][]) => ({
  discountCodes: list.map(([code, applicable]) => ({ code, applicable })),
});
const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });

describe('normaliseCode and sameCode', () => {
  it.each([
    ['welcome15', 'WELCOME15'],
    ['  Tea10 ', 'TEA10'],
    ['spring  sale', 'SPRING SALE'],
    ['   ', ''],
  ])('%j → %j', (typed, sent) => expect(normaliseCode(typed)).toBe(sent));

  it.each([
    ['WELCOME15', ' welcome15 ', true],
    ['TEA10', 'TEA1', false],
  ])('%j and %j: %s', (a, b, same) => expect(sameCode(a, b)).toBe(same));
});

describe('codesAfter: the full list to send', () => {
  it.each<[string[], CodeEdit, string[]]>([
    [[], { kind: 'add', code: 'WELCOME15' }, ['WELCOME15']],
    [['WELCOME15'], { kind: 'add', code: 'TEA10' }, ['WELCOME15', 'TEA10']],
    [['WELCOME15'], { kind: 'add', code: 'welcome15' }, ['WELCOME15']],
    [['WELCOME15', 'TEA10'], { kind: 'remove', code: 'welcome15' }, ['TEA10']],
    [['TEA10'], { kind: 'remove', code: 'NOPE' }, ['TEA10']],
    [['TEA10'], { kind: 'remove', code: 'TEA10' }, []],
  ])('%j with %j → %j', (current, edit, expected) => {
    expect(codesAfter(current, edit)).toEqual(expected);
  });
});

describe('codeEntryProblem', () => {
  it.each([
    ['nothing typed', codes(), ' ', 'empty'],
    ['too long', codes(), 'X'.repeat(256), 'too-long'],
    ['on the cart in another case', codes(['WELCOME15', true]), 'Welcome15', 'duplicate'],
    ['on the cart though not applicable', codes(['NOPE', false]), 'nope', 'duplicate'],
    [
      'five codes already',
      codes(['A', true], ['B', true], ['C', true], ['D', false], ['E', true]),
      'F',
      'limit',
    ],
    [
      'four codes: a fifth can go',
      codes(['A', true], ['B', true], ['C', true], ['D', true]),
      'F',
      null,
    ],
    ['no cart yet', null, 'WELCOME15', null],
  ] as const)('%s → %s', (_, cart, typed, problem) => {
    expect(codeEntryProblem(cart, typed)).toBe(problem);
  });
});

describe('isCodeApplied (SPEC §4: only if that code is applicable)', () => {
  it.each([
    [codes(['WELCOME15', true]), 'welcome15', true],
    [codes(['WELCOME15', false]), 'WELCOME15', false],
    [codes(['TEA10', true]), 'WELCOME15', false],
    [null, 'WELCOME15', false],
  ])('%j, %j → %s', (cart, code, applied) => expect(isCodeApplied(cart, code)).toBe(applied));
});

describe('codeDiscount', () => {
  const cart = {
    cost: { totalAmount: gbp('20.00') } as Cart['cost'],
    discountAllocations: [{ discountedAmount: gbp('2.16'), code: 'WELCOME15' }],
    lines: [
      { discountAllocations: [{ discountedAmount: gbp('0.95'), code: 'TEA10' }] },
      { discountAllocations: [{ discountedAmount: gbp('0.65'), code: 'tea10' }] },
      { discountAllocations: [{ discountedAmount: gbp('1.00') }] },
    ],
  } as Pick<Cart, 'cost' | 'discountAllocations' | 'lines'>;

  it.each([
    ['an order code: its cart allocation', 'WELCOME15', '2.16'],
    ['a product code: its lines, in any case', 'TEA10', '1.60'],
    ['a code with no allocation', 'COFFEE10', '0.00'],
  ])('%s', (_, code, amount) => expect(codeDiscount(cart, code)).toEqual(gbp(amount)));
});
