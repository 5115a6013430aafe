import { describe, expect, it } from 'vitest';
import { isCart, salvageCartId } from '@/lib/cart/validate';
import { BREAKFAST_TEA, makeCart, makeLine } from './fixtures';

const good = makeCart({
  lines: [makeLine({ id: 'gid://shopify/CartLine/1', quantity: 2 }, BREAKFAST_TEA)],
});
const withoutKey = (key: keyof typeof good) => {
  const copy: Record<string, unknown> = { ...good };
  delete copy[key];
  return copy;
};

describe('isCart', () => {
  it.each([
    ['a complete cart', good, true],
    ['the same after a JSON round trip', JSON.parse(JSON.stringify(good)), true],
    ['an empty cart', makeCart(), true],
    ['null', null, false],
    ['an array', [good], false],
    ['a zustand envelope', { state: good, version: 0 }, false],
    ['raw GraphQL lines (edges)', { ...good, lines: { edges: [] } }, false],
    ['an id of another type', { ...good, id: 'gid://shopify/Checkout/1' }, false],
    ['no checkoutUrl', withoutKey('checkoutUrl'), false],
    ['no cost', withoutKey('cost'), false],
    [
      'money as a number',
      { ...good, cost: { ...good.cost, totalAmount: { amount: 9.5, currencyCode: 'GBP' } } },
      false,
    ],
    [
      'money whose amount is not a decimal',
      { ...good, cost: { ...good.cost, totalAmount: { amount: 'abc', currencyCode: 'GBP' } } },
      false,
    ],
    [
      'a line whose discount amount is not a decimal',
      {
        ...good,
        lines: [
          {
            ...good.lines[0],
            discountAllocations: [{ discountedAmount: { amount: '', currencyCode: 'GBP' } }],
          },
        ],
      },
      false,
    ],
    ['a negative quantity', { ...good, lines: [{ ...good.lines[0], quantity: -1 }] }, false],
    ['a fractional quantity', { ...good, lines: [{ ...good.lines[0], quantity: 1.5 }] }, false],
    [
      'a line without merchandise',
      { ...good, lines: [{ ...good.lines[0], merchandise: null }] },
      false,
    ],
    ['a discount code without applicable', { ...good, discountCodes: [{ code: 'X' }] }, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isCart(value)).toBe(expected);
  });
});

describe('salvageCartId', () => {
  it.each([
    [
      'an old shape naming a cart',
      { id: 'gid://shopify/Cart/abc', lines: { edges: [] } },
      'gid://shopify/Cart/abc',
    ],
    ['a foreign object', { hello: 'world' }, null],
    ['an id of another type', { id: 'gid://shopify/Product/1' }, null],
    ['a string', 'gid://shopify/Cart/abc', null],
    ['an absurdly long id', { id: `gid://shopify/Cart/${'x'.repeat(600)}` }, null],
  ])('%s → %j', (_, value, expected) => {
    expect(salvageCartId(value)).toBe(expected);
  });
});
