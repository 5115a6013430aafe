import { describe, expect, it, vi } from 'vitest';
import type { CartApi } from '@/lib/shopify/cart';
import { createLazyCartApi } from '@/lib/shopify/lazy-cart-api';

function fakeApi(): CartApi {
  const result = { cart: null, userErrors: [] };
  return {
    createCart: vi.fn(async () => result),
    getCart: vi.fn(async () => null),
    addLines: vi.fn(async () => result),
    updateLines: vi.fn(async () => result),
    removeLines: vi.fn(async () => result),
    updateDiscountCodes: vi.fn(async () => result),
    updateAttributes: vi.fn(async () => undefined),
  };
}

describe('createLazyCartApi', () => {
  it('loads nothing until the first call, then loads once and forwards every call', async () => {
    const real = fakeApi();
    const load = vi.fn(async () => real);
    const api = createLazyCartApi(load);
    expect(load).not.toHaveBeenCalled();

    await Promise.all([api.getCart('c1'), api.createCart()]);
    await api.addLines('c1', [{ merchandiseId: 'v', quantity: 1 }]);
    await api.updateLines('c1', [{ id: 'l', quantity: 2 }]);
    await api.removeLines('c1', ['l']);
    await api.updateDiscountCodes('c1', ['WELCOME15']);
    await api.updateAttributes('c1', [{ key: 'k', value: 'v' }]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(real.getCart).toHaveBeenCalledWith('c1');
    expect(real.addLines).toHaveBeenCalledWith('c1', [{ merchandiseId: 'v', quantity: 1 }]);
    expect(real.updateLines).toHaveBeenCalledWith('c1', [{ id: 'l', quantity: 2 }]);
    expect(real.removeLines).toHaveBeenCalledWith('c1', ['l']);
    expect(real.updateDiscountCodes).toHaveBeenCalledWith('c1', ['WELCOME15']);
    expect(real.updateAttributes).toHaveBeenCalledWith('c1', [{ key: 'k', value: 'v' }]);
  });

  it('retries the load after a failed one', async () => {
    const real = fakeApi();
    const load = vi
      .fn<() => Promise<CartApi>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real);
    const api = createLazyCartApi(load);
    await expect(api.getCart('c1')).rejects.toThrow('chunk failed');
    await expect(api.getCart('c1')).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
