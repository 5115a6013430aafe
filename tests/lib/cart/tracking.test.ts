// Tests for lib/tracking/events.ts (the tracking hub) and the cart's payload builder.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productEventPayload } from '@/lib/cart/tracking';
import { createTrackingHub, trackSafely, type ProductEventPayload } from '@/lib/tracking/events';
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

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
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

describe('tracking hub', () => {
  it('with no destination, track does nothing and does not throw', () => {
    expect(() => createTrackingHub().track('Product Added', payload)).not.toThrow();
  });

  it('fans out to every destination in order and unregisters', () => {
    const hub = createTrackingHub();
    const seen: string[] = [];
    const off = hub.register({ name: 'a', track: (event) => void seen.push(`a:${event}`) });
    hub.register({ name: 'b', track: (event) => void seen.push(`b:${event}`) });
    hub.track('Product Added', payload);
    off();
    hub.track('Product Removed', payload);
    expect(seen).toEqual(['a:Product Added', 'b:Product Added', 'b:Product Removed']);
    expect(hub.destinations()).toEqual(['b']);
  });

  it('a throwing destination is logged and the others still receive the event', () => {
    const hub = createTrackingHub();
    const seen: string[] = [];
    hub.register({
      name: 'segment',
      track: () => {
        throw new Error('blocked by extension');
      },
    });
    hub.register({ name: 'posthog', track: (event) => void seen.push(event) });
    hub.track('Product Added', payload);
    expect(seen).toEqual(['Product Added']);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('segment failed to track "Product Added": blocked by extension'),
    );
  });

  it('a rejecting async destination is logged, never unhandled', async () => {
    const hub = createTrackingHub();
    hub.register({ name: 'pixel', track: () => Promise.reject(new Error('offline')) });
    hub.track('Product Removed', payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('pixel failed to track "Product Removed": offline'),
    );
  });

  it('trackSafely swallows a throwing tracker and ignores a missing one', () => {
    expect(() =>
      trackSafely(
        {
          track: () => {
            throw new Error('x');
          },
        },
        'Product Added',
        payload,
      ),
    ).not.toThrow();
    expect(() => trackSafely(undefined, 'Product Added', payload)).not.toThrow();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
