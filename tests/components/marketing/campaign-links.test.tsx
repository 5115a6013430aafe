// @vitest-environment happy-dom
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
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState({}, '', '/');
});

/** The hook and the store from a fresh module graph (the hook acts once per page load). */
async function landOn(search: string) {
  window.history.replaceState({}, '', `/${search}`);
  const { useShopStore } = await import('@/stores/shop-store');
  const { useCampaignLinks } = await import('@/components/marketing/use-campaign-links');
  const loadCartById = vi.fn(async () => undefined);
  useShopStore.setState({ loadCartById, checkCartAvailability: vi.fn(async () => undefined) });
  renderHook(() => useCampaignLinks(undefined));
  return loadCartById;
}

/** The discount the toast shows, once the hook has set one. */
async function toastCode(): Promise<string | undefined> {
  const { useShopStore } = await import('@/stores/shop-store');
  await vi.waitFor(() => expect(useShopStore.getState().discount).toBeTruthy());
  return useShopStore.getState().discount?.code;
}

/** The orders service's promo lookup, answered with `status` (and `body`). */
function answerPromo(status: number, body: unknown = {}) {
  const lookup = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', lookup);
  return lookup;
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

describe('the saved code of a returning visitor is the toast code (SPEC §4 "Discount toast")', () => {
  beforeEach(() => window.localStorage.setItem('discountCode', 'SAVED10'));

  it('on a landing without a query', async () => {
    await landOn('');
    expect(await toastCode()).toBe('SAVED10');
  });

  it('on a landing whose promo lookup is answered 404', async () => {
    const lookup = answerPromo(404);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await landOn('?utm_source=mail');
    await vi.waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    expect(await toastCode()).toBe('SAVED10');
  });

  it('on a shopifyCartId link', async () => {
    await landOn(`?shopifyCartId=${encodeURIComponent(CART_ID)}`);
    expect(await toastCode()).toBe('SAVED10');
  });

  it('but a promo the lookup finds replaces it', async () => {
    answerPromo(200, { discount_code: 'PROMO20' });
    await landOn('?utm_source=mail');
    expect(await toastCode()).toBe('PROMO20');
  });
});
