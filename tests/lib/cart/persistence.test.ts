import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartPersistence } from '@/lib/cart/persistence';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { makeCart } from './fixtures';

const CART = makeCart();
const OTHER_ID = 'gid://shopify/Cart/c1-other?key=abc';

afterEach(() => vi.restoreAllMocks());

describe('reading shopifyCart', () => {
  it.each<[string, string | undefined, boolean, string | null]>([
    ['nothing stored', undefined, false, null],
    ['a valid cart', JSON.stringify(CART), true, CART.id],
    ['invalid JSON', '{"id":', false, null],
    ['a cart missing its lines, id salvaged', JSON.stringify({ id: CART.id }), false, CART.id],
    ['a foreign id is not salvaged', JSON.stringify({ id: 'javascript:alert(1)' }), false, null],
    ['a bare string', '"gid://shopify/Cart/x"', false, null],
  ])('%s', (_, stored, hasCart, id) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage(stored === undefined ? {} : { shopifyCart: stored });
    const read = createCartPersistence(storage).read();
    expect(read.cart !== null).toBe(hasCart);
    expect(read.id).toBe(id);
    // A damaged value is removed, so the next read is clean.
    if (stored !== undefined && !hasCart) expect(storage.getItem('shopifyCart')).toBeNull();
  });
});

describe('writing shopifyCart', () => {
  it('writes once per distinct cart', () => {
    const storage = createMemoryStorage();
    const persistence = createCartPersistence(storage);
    const setItem = vi.spyOn(storage, 'setItem');
    expect(persistence.write(CART)).toBe(true);
    expect(persistence.write({ ...CART })).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(storage.getItem('shopifyCart')).toBe(JSON.stringify(CART));
  });

  it('remove then restore puts the old cart back', () => {
    const storage = createMemoryStorage();
    const persistence = createCartPersistence(storage);
    persistence.write(CART);
    const previous = persistence.remove();
    expect(storage.getItem('shopifyCart')).toBeNull();
    persistence.restore(previous);
    expect(storage.getItem('shopifyCart')).toBe(JSON.stringify(CART));
    expect(persistence.isStored(CART)).toBe(true);
  });
});

describe('the checkout mark and the discount code', () => {
  it.each<[string, string, string | null]>([
    ['a cart id', CART.id, CART.id],
    ['another cart id', OTHER_ID, OTHER_ID],
    ['not a cart id', 'hello', null],
    ['markup', '<script>x</script>', null],
  ])('checkoutStartedCartId: %s', (_, stored, expected) => {
    const storage = createMemoryStorage({ checkoutStartedCartId: stored });
    expect(createCartPersistence(storage).checkoutStartedCartId()).toBe(expected);
  });

  it('marks, reads and clears', () => {
    const persistence = createCartPersistence(createMemoryStorage());
    persistence.markCheckoutStarted(CART.id);
    expect(persistence.checkoutStartedCartId()).toBe(CART.id);
    persistence.clearCheckoutStarted();
    expect(persistence.checkoutStartedCartId()).toBeNull();
  });

  it('saves and reads the discount code', () => {
    const storage = createMemoryStorage();
    const persistence = createCartPersistence(storage);
    persistence.saveDiscountCode('WELCOME15');
    expect(storage.getItem('discountCode')).toBe('WELCOME15');
    expect(persistence.discountCode()).toBe('WELCOME15');
  });
});
