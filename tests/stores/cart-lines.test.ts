/** What the store derives from a cart: SPEC §3 cart lines and the names announcements use. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCTS,
  grownLine,
  lineName,
  productsOf,
  toShopCartLine,
  variantName,
} from '@/stores/cart-lines';
import {
  BREAKFAST_TEA,
  HOUSE_BLEND_250,
  makeCart,
  makeLine,
  makeVariant,
  POUR_OVER,
} from '../lib/cart/fixtures';

describe('variantName and lineName', () => {
  it.each([
    ['a named variant', HOUSE_BLEND_250, 'House Blend Coffee Beans (250 g)'],
    ['the default variant', makeVariant({ id: 'gid://shopify/ProductVariant/1' }), 'Product 1'],
    ['an empty title', { ...BREAKFAST_TEA, title: '' }, 'Organic Breakfast Tea'],
  ])('%s', (_, variant, expected) => {
    expect(variantName(variant)).toBe(expected);
  });

  it('names an unknown line "the item"', () => {
    expect(lineName(undefined)).toBe('the item');
    expect(lineName(makeLine({ id: 'l1', quantity: 1 }, POUR_OVER))).toBe(
      'Ceramic Pour-Over Dripper (Chalk White)',
    );
  });
});

describe('grownLine', () => {
  const tea = (quantity: number, id = 'l1') => makeLine({ id, quantity }, BREAKFAST_TEA);
  const beans = (quantity: number) => makeLine({ id: 'l2', quantity }, HOUSE_BLEND_250);
  it.each([
    ['a new line', [tea(1)], [tea(1), beans(1)], 'l2'],
    ['a line that holds more', [tea(1), beans(1)], [tea(3), beans(1)], 'l1'],
    ['the same line under a new id', [tea(1, 'temp')], [tea(2, 'real')], 'real'],
    ['nothing grew', [tea(2)], [tea(2)], undefined],
    ['a line that shrank', [tea(2)], [tea(1)], undefined],
  ])('%s', (_, before, after, expected) => {
    expect(grownLine(before, after)?.id).toBe(expected);
  });
});

describe('productsOf and toShopCartLine', () => {
  it('gives the same empty array for no cart and an empty cart', () => {
    expect(productsOf(null)).toBe(EMPTY_PRODUCTS);
    expect(productsOf(makeCart())).toBe(EMPTY_PRODUCTS);
  });

  it('maps a line to the SPEC §3 shape', () => {
    const line = makeLine({ id: 'gid://shopify/CartLine/7', quantity: 2 }, HOUSE_BLEND_250);
    expect(toShopCartLine(line)).toEqual({
      lineId: 'gid://shopify/CartLine/7',
      variantId: '4400000001',
      quantity: 2,
      price: HOUSE_BLEND_250.price.amount,
      variant: {
        title: '250 g',
        imageUrl: HOUSE_BLEND_250.image?.url ?? null,
        sku: HOUSE_BLEND_250.sku,
        options: expect.any(String) as string,
        productType: HOUSE_BLEND_250.product.productType,
        priceAmount: HOUSE_BLEND_250.price.amount,
      },
    });
    expect(productsOf(makeCart({ lines: [line] }))).toHaveLength(1);
  });
});
