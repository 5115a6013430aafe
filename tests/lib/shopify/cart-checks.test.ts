import { describe, expect, it } from 'vitest';
import { isCart, salvageCartId } from '@/lib/shopify/cart-checks';
import { BREAKFAST_TEA, makeCart, makeLine } from '../cart/fixtures';

const good = makeCart({
  lines: [makeLine({ id: 'gid://shopify/CartLine/1', quantity: 2 }, BREAKFAST_TEA)],
});
const line = good.lines[0]!;
const merchandise = line.merchandise;
/** `good` with its one line replaced by `patch` applied to it. */
const withLine = (patch: Record<string, unknown>) => ({ ...good, lines: [{ ...line, ...patch }] });
/** `good` with its line's merchandise patched. */
const withMerchandise = (patch: Record<string, unknown>) =>
  withLine({ merchandise: { ...merchandise, ...patch } });
const withProduct = (patch: Record<string, unknown>) =>
  withMerchandise({ product: { ...merchandise.product, ...patch } });
const planLine = (sellingPlan: unknown) =>
  withLine({
    sellingPlanAllocation: {
      sellingPlan,
      checkoutChargeAmount: { amount: '5.85', currencyCode: 'GBP' },
    },
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
    // Everything the drawer reads must have the type it expects (corrupt storage must not crash it).
    [
      'a currency symbol instead of a code (Intl would throw)',
      { ...good, cost: { ...good.cost, totalAmount: { amount: '1.00', currencyCode: '£' } } },
      false,
    ],
    [
      'a lower-case currency code',
      { ...good, cost: { ...good.cost, subtotalAmount: { amount: '1.00', currencyCode: 'gbp' } } },
      false,
    ],
    [
      'a line price in a bad currency',
      withLine({ cost: { ...line.cost, amountPerQuantity: { amount: '6.50', currencyCode: '' } } }),
      false,
    ],
    [
      'a merchandise price in a bad currency',
      withMerchandise({ price: { amount: '1', currencyCode: 'POUNDS' } }),
      false,
    ],
    ['a null selected option', withMerchandise({ selectedOptions: [null] }), false],
    [
      'a selected option without a value',
      withMerchandise({ selectedOptions: [{ name: 'Size' }] }),
      false,
    ],
    [
      'a selected option with a numeric value',
      withMerchandise({ selectedOptions: [{ name: 'Size', value: 250 }] }),
      false,
    ],
    [
      'a valid selected option',
      withMerchandise({ selectedOptions: [{ name: 'Size', value: '250 g' }] }),
      true,
    ],
    ['a selling plan without a name', planLine({ id: 'gid://shopify/SellingPlan/1' }), false],
    [
      'a selling plan with a numeric name',
      planLine({ id: 'gid://shopify/SellingPlan/1', name: 7 }),
      false,
    ],
    [
      'a complete selling plan',
      planLine({ id: 'gid://shopify/SellingPlan/1', name: 'Monthly' }),
      true,
    ],
    ['a variant title that is not a string', withMerchandise({ title: null }), false],
    ['a sku that is a number', withMerchandise({ sku: 250 }), false],
    ['a null sku', withMerchandise({ sku: null }), true],
    ['a product title that is not a string', withProduct({ title: { en: 'Tea' } }), false],
    ['no product handle', withProduct({ handle: undefined }), false],
    ['no product type', withProduct({ productType: undefined }), false],
    [
      'an image url that is a number',
      withMerchandise({ image: { url: 42, altText: null } }),
      false,
    ],
    ['an empty image url', withMerchandise({ image: { url: '', altText: null } }), false],
    [
      'an image url that is not a path or http(s)',
      withMerchandise({ image: { url: 'javascript:x', altText: null } }),
      false,
    ],
    [
      'an absolute image url',
      withMerchandise({ image: { url: 'https://cdn.shopify.com/a.webp', altText: null } }),
      true,
    ],
    ['no image', withMerchandise({ image: null }), true],
    ['a quantity of 0', withLine({ quantity: 0 }), false],
    ['a quantity as a string', withLine({ quantity: '2' }), false],
    ['a totalQuantity that is not a whole number', { ...good, totalQuantity: 1.5 }, false],
    ['a checkoutUrl that is not http(s)', { ...good, checkoutUrl: 'javascript:alert(1)' }, false],
    [
      'a cart id with a space (the platform answers "Invalid global id")',
      { ...good, id: 'gid://shopify/Cart/bad id' },
      false,
    ],
    ['a cart id with a second path segment', { ...good, id: 'gid://shopify/Cart/a/b' }, false],
    ['a cart id with its key query', { ...good, id: 'gid://shopify/Cart/c1-abc?key=0f3a' }, true],
  ])('%s', (_, value, expected) => {
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
    ['an id with a space', { id: 'gid://shopify/Cart/bad id' }, null],
    ['an id with a newline', { id: 'gid://shopify/Cart/abc\n' }, null],
    ['an id with a fragment', { id: 'gid://shopify/Cart/abc#x' }, null],
    ['the prefix alone', { id: 'gid://shopify/Cart/' }, null],
    [
      'an id with its key query',
      { id: 'gid://shopify/Cart/c1-abc?key=0f3a' },
      'gid://shopify/Cart/c1-abc?key=0f3a',
    ],
  ])('%s → %j', (_, value, expected) => {
    expect(salvageCartId(value)).toBe(expected);
  });
});
