// Tests for lib/tracking/events.ts (the tracking hub and trackSafely).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTrackingHub, trackSafely, type ProductEventPayload } from '@/lib/tracking/events';

const payload: ProductEventPayload = {
  name: 'House Blend Coffee Beans',
  product_id: '8800000001',
  url: '/products/house-blend-coffee',
  price: 9.5,
  value: 19,
  image_url: null,
  currency: 'GBP',
  quantity: 2,
  variant: '250 g',
  sku: 'MOR-HB-250',
  category: 'Coffee',
  coupon: null,
  shopifyCartId: null,
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
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
