// Tests for lib/integrations/product-event.ts (the Product Added / Product Removed events).
import { describe, expect, it } from 'vitest';
import {
  productEventPayload,
  productEvents,
  type ProductEventPayload,
} from '@/lib/integrations/product-event';
import { BREAKFAST_TEA, POUR_OVER, makeCart, makeLine } from '../cart/fixtures';

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

  it('gives one event per confirmed line, in order, with the product page as an absolute URL', () => {
    const tea = makeLine({ id: 'gid://shopify/CartLine/1', quantity: 2 }, BREAKFAST_TEA);
    const dripper = makeLine({ id: 'gid://shopify/CartLine/2', quantity: 1 }, POUR_OVER);
    const cart = makeCart({ id: 'gid://shopify/Cart/c2', lines: [tea] });
    const events = productEvents(
      {
        cart,
        at: 5,
        coupons: [],
        lines: [
          { kind: 'added', line: tea, quantity: 2 },
          { kind: 'removed', line: dripper, quantity: 1 },
        ],
      },
      'https://shop.test',
    );
    expect(events.map((e) => [e.name, e.payload.url, e.payload.quantity])).toEqual([
      ['Product Added', 'https://shop.test/products/breakfast-tea', 2],
      ['Product Removed', `https://shop.test/products/${POUR_OVER.product.handle}`, 1],
    ]);
    expect(events[0]?.payload.shopifyCartId).toBe('gid://shopify/Cart/c2');
  });
});
