// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CART_ID = 'gid://shopify/Cart/c1-abc';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState({}, '', '/');
});

/** The hook and the store from a fresh module graph (the hook acts once per page load). */
async function landOn(search: string) {
  window.history.replaceState({}, '', `/${search}`);
  const { useShopStore } = await import('@/stores/shop-store');
  const { useCampaignLinks } = await import('@/components/marketing/use-campaign-links');
  const loadCartById = vi.fn(async () => undefined);
  useShopStore.setState({ loadCartById });
  renderHook(() => useCampaignLinks(undefined));
  return loadCartById;
}

describe('a shopifyCartId link (SPEC §2, §9: the cart is fetched 2000 ms later)', () => {
  it('loads that cart 2000 ms after landing, not before', async () => {
    const loadCartById = await landOn(`?shopifyCartId=${encodeURIComponent(CART_ID)}`);
    vi.advanceTimersByTime(1999);
    expect(loadCartById).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadCartById).toHaveBeenCalledWith(CART_ID);
  });

  it('loads nothing without one', async () => {
    const loadCartById = await landOn('');
    vi.advanceTimersByTime(5000);
    expect(loadCartById).not.toHaveBeenCalled();
  });
});
