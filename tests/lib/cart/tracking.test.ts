// Tests for lib/cart/tracking.ts (the cart's Product Added / Product Removed payload builder).
import { describe, expect, it } from 'vitest';
import { productEventPayload } from '@/lib/cart/tracking';
import type { ProductEventPayload } from '@/lib/tracking/events';
import { BREAKFAST_TEA, makeCart } from './fixtures';

const payload: ProductEventPayload = productEventPayload({
  variant: BREAKFAST_TEA,
  quantity: 3,
  unitPrice: BREAKFAST_TEA.price,
  cart: makeCart({
    id: 'gid://shopify/Cart/c1',
    discountCodes: [
      { code: 'OLD', applicable: false },
      { code: 'WELCOME15', applicable: true },
    ],
  }),
});

describe('productEventPayload (SPEC §7)', () => {
  it('builds every field', () => {
    expect(payload).toEqual({
      name: 'Organic Breakfast Tea',
      product_id: '8800000003',
      url: '/products/breakfast-tea',
      price: 6.5,
      value: 19.5,
      image_url: '/images/products/p-4400000005-1.webp',
      currency: 'GBP',
      quantity: 3,
      variant: '80 bags',
      sku: 'MOR-BT-80',
      category: 'Tea',
      coupon: 'WELCOME15',
      shopifyCartId: 'gid://shopify/Cart/c1',
    });
  });

  it.each([
    [{ amount: '0.10', currencyCode: 'GBP' }, 3, 0.3],
    [{ amount: '9.99', currencyCode: 'GBP' }, 7, 69.93],
  ])('value %j × %i = %d without float drift', (unitPrice, quantity, value) => {
    expect(
      productEventPayload({ variant: BREAKFAST_TEA, quantity, unitPrice, cart: null }).value,
    ).toBe(value);
  });

  it('uses a custom product url and null cart fields', () => {
    expect(
      productEventPayload({
        variant: BREAKFAST_TEA,
        quantity: 1,
        unitPrice: BREAKFAST_TEA.price,
        cart: null,
        productUrl: (h) => `/shop/${h}`,
      }),
    ).toMatchObject({
      url: '/shop/breakfast-tea',
      coupon: null,
      shopifyCartId: null,
    });
  });
});
