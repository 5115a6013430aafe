// Tests for lib/cart/record.ts: the engine's record of the platform cart and its stored keys.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartRecord } from '@/lib/cart/record';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { createFakeCartApi } from './fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA, makeCart } from './fixtures';

const CART = makeCart();
const OTHER_ID = 'gid://shopify/Cart/c1-other?key=abc';

function record(stored: Record<string, string> = {}) {
  const api = createFakeCartApi(ALL_VARIANTS);
  const storage = createMemoryStorage(stored);
  return { api, storage, record: new CartRecord(api, storage) };
}

afterEach(() => vi.restoreAllMocks());

describe('reading shopifyCart', () => {
  it.each<[string, string | undefined, boolean, string | null]>([
    ['nothing stored', undefined, false, null],
    ['a valid cart', JSON.stringify(CART), true, CART.id],
    ['invalid JSON', '{"id":', false, null],
    ['a cart missing its lines, id salvaged', JSON.stringify({ id: CART.id }), false, CART.id],
    ['a foreign id is not salvaged', JSON.stringify({ id: 'javascript:alert(1)' }), false, null],
    ['a bare string', '"gid://shopify/Cart/x"', false, null],
  ])('%s', async (_, stored, hasCart, id) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const r = record(stored === undefined ? {} : { shopifyCart: stored });
    expect(r.record.readStored() !== null).toBe(hasCart);
    expect(r.record.verified).toBe(false);
    // A damaged value is removed, so the next read is clean.
    if (stored !== undefined && !hasCart) expect(r.storage.getItem('shopifyCart')).toBeNull();
    // The id kept (the cart's, or one salvaged from a damaged value) is the one read by id.
    await r.record.obtain('init', true).catch(() => undefined);
    const read = r.api.calls.find((call) => call.name === 'getCart');
    expect(read?.args[0] ?? null).toBe(id);
  });
});

describe('committing the platform cart', () => {
  it('writes once per distinct cart, and says when it wrote', () => {
    const { storage, record: r } = record();
    const setItem = vi.spyOn(storage, 'setItem');
    expect(r.commit(CART, 'init')).toBe(true);
    expect(r.commit({ ...CART }, 'init')).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(storage.getItem('shopifyCart')).toBe(JSON.stringify(CART));
    expect(r.confirmed).toEqual(CART);
    expect(r.verified).toBe(true);
  });

  it('refuses a cart the shop cannot show and keeps the last good one', () => {
    const { storage, record: r } = record();
    r.commit(CART, 'init');
    const bad = {
      ...CART,
      cost: { ...CART.cost, totalAmount: { amount: 'ten', currencyCode: 'GBP' } },
    };
    expect(() => r.commit(bad, 'add')).toThrow('cannot read');
    expect(r.confirmed).toEqual(CART);
    expect(storage.getItem('shopifyCart')).toBe(JSON.stringify(CART));
  });

  it('a cart from another tab counts as stored: the same one again is not taken', () => {
    const { record: r } = record();
    expect(r.receive(CART)).toBe(true);
    expect(r.receive({ ...CART })).toBe(false);
    expect(r.commit(CART, 'init')).toBe(false);
  });

  it('clears a checkout mark that names another cart', () => {
    const { storage, record: r } = record({ checkoutStartedCartId: OTHER_ID });
    r.commit(CART, 'init');
    expect(storage.getItem('checkoutStartedCartId')).toBeNull();
  });
});

describe('replacing a lost cart', () => {
  it('removes the stored cart, and writes it back when the replacement fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { api, storage, record: r } = record();
    r.commit(CART, 'init');
    api.failNext('createCart');
    await expect(r.replace(CART, CART.id, 'add')).rejects.toThrow();
    expect(storage.getItem('shopifyCart')).toBe(JSON.stringify(CART));
    expect(r.verified).toBe(false);
  });

  it('after checkout the new cart starts empty and the mark is cleared', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { api, storage, record: r } = record();
    const bought = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    r.commit(bought, 'init');
    r.markCheckoutStarted(bought.id);
    expect(storage.getItem('checkoutStartedCartId')).toBe(bought.id);
    const { cart } = await r.replace(bought, bought.id, 'init');
    expect(cart.lines).toEqual([]);
    expect(cart.id).not.toBe(bought.id);
    expect(storage.getItem('checkoutStartedCartId')).toBeNull();
  });
});

describe('the checkout mark and the discount code', () => {
  it.each<[string, string | null, string | null]>([
    ['a cart id', CART.id, CART.id],
    ['another cart id', OTHER_ID, OTHER_ID],
    ['not a cart id', 'hello', null],
    ['markup', '<script>x</script>', null],
    ['none', null, null],
  ])('markCheckoutStarted: %s', (_, id, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage, record: r } = record();
    r.markCheckoutStarted(id);
    expect(storage.getItem('checkoutStartedCartId')).toBe(expected);
  });

  it('saves and reads the discount code', () => {
    const { storage, record: r } = record();
    r.saveDiscountCode('WELCOME15');
    expect(storage.getItem('discountCode')).toBe('WELCOME15');
    expect(r.discountCode).toBe('WELCOME15');
  });
});
