// The owners of the stored keys (lib/storage/*-store.ts): what each reads, repairs and refuses.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, parseStoredCart } from '@/lib/storage/cart-store';
import { checkoutStartedStore } from '@/lib/storage/checkout-started-store';
import { consentStore } from '@/lib/storage/consent-store';
import { discountCodeStore } from '@/lib/storage/discount-code-store';
import { purchasedProductsStore } from '@/lib/storage/purchased-products-store';
import { createMemoryStorage, type StorageLike } from '@/lib/storage/safe-storage';
import { toastShownStore } from '@/lib/storage/toast-shown-store';
import { makeCart } from '../cart/fixtures';

const CART = makeCart();

/** Storage where every call throws (blocked cookies, sandboxed iframe, quota). */
const blocked: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('cartStore (shopifyCart)', () => {
  it.each<[string, string, boolean, string | null]>([
    ['a valid cart', JSON.stringify(CART), true, CART.id],
    ['invalid JSON', '{"id":', false, null],
    ['a cart missing its lines, id salvaged', JSON.stringify({ id: CART.id }), false, CART.id],
    ['a foreign id', JSON.stringify({ id: 'javascript:alert(1)' }), false, null],
    ['a bare string', '"gid://shopify/Cart/x"', false, null],
  ])('reads %s', (_, stored, hasCart, id) => {
    const storage = createMemoryStorage({ shopifyCart: stored });
    const read = cartStore(storage).read();
    expect(read.cart !== null).toBe(hasCart);
    expect(read.id).toBe(id);
    expect(storage.getItem('shopifyCart')).toBe(hasCart ? stored : null);
    expect(console.warn).toHaveBeenCalledTimes(hasCart ? 0 : 1);
  });

  it('reads nothing stored as no cart and no id', () => {
    expect(cartStore(createMemoryStorage()).read()).toEqual({ cart: null, id: null });
  });

  it('writes, removes (returning what was stored) and writes that back', () => {
    const storage = createMemoryStorage();
    const store = cartStore(storage);
    expect(store.write(CART)).toBe(true);
    const previous = store.remove();
    expect(previous).toBe(JSON.stringify(CART));
    expect(storage.getItem('shopifyCart')).toBeNull();
    expect(store.write(previous ?? '')).toBe(true);
    expect(store.read().cart).toEqual(CART);
  });

  it('parses a value from another tab, telling why one is rejected', () => {
    const onDiscard = vi.fn();
    expect(parseStoredCart(JSON.stringify(CART), onDiscard)).toEqual(CART);
    expect(parseStoredCart('{"id":1}', onDiscard)).toBeNull();
    expect(onDiscard).toHaveBeenCalledWith('unexpected shape');
  });

  it('tolerates a blocked storage', () => {
    const store = cartStore(blocked);
    expect(store.read()).toEqual({ cart: null, id: null });
    expect(store.write(CART)).toBe(false);
    expect(store.remove()).toBeNull();
  });
});

describe('discountCodeStore (discountCode)', () => {
  it('saves a trimmed code and reads it back', () => {
    const storage = createMemoryStorage();
    expect(discountCodeStore(storage).write(' WELCOME15 ')).toBe(true);
    expect(storage.getItem('discountCode')).toBe('WELCOME15');
    expect(discountCodeStore(storage).read()).toBe('WELCOME15');
  });

  it.each([
    ['empty', '  '],
    ['JSON', '{"code":"X"}'],
    ['control characters', 'WEL\u0000COME'],
    ['too long', 'A'.repeat(300)],
  ])('does not save a code that would be discarded on read (%s)', (_, code) => {
    const storage = createMemoryStorage();
    expect(discountCodeStore(storage).write(code)).toBe(false);
    expect(storage.snapshot()).toEqual({});
  });

  it('discards a damaged stored code', () => {
    const storage = createMemoryStorage({ discountCode: '["X"]' });
    expect(discountCodeStore(storage).read()).toBeNull();
    expect(storage.getItem('discountCode')).toBeNull();
  });
});

describe('checkoutStartedStore (checkoutStartedCartId)', () => {
  it('marks, reads and clears a cart id', () => {
    const storage = createMemoryStorage();
    const store = checkoutStartedStore(storage);
    expect(store.mark(CART.id)).toBe(true);
    expect(store.read()).toBe(CART.id);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it.each(['hello', '<script>x</script>', 'gid://shopify/Cart/a b'])(
    'neither marks nor reads %j',
    (value) => {
      expect(checkoutStartedStore(createMemoryStorage()).mark(value)).toBe(false);
      const stored = createMemoryStorage({ checkoutStartedCartId: value });
      expect(checkoutStartedStore(stored).read()).toBeNull();
    },
  );
});

describe('consentStore (consentV2.0.0)', () => {
  it('reads a consent written before the categories existed as undecided', () => {
    const storage = createMemoryStorage({
      'consentV2.0.0': '{"emailOptIn":true,"smsOptIn":false}',
    });
    expect(consentStore(storage).read()).toEqual({
      emailOptIn: true,
      smsOptIn: false,
      analytics: null,
      advertising: null,
    });
  });

  it('keeps only the consent fields', () => {
    const raw = '{"emailOptIn":true,"smsOptIn":true,"analytics":false,"advertising":true,"x":1}';
    const read = consentStore(createMemoryStorage({ 'consentV2.0.0': raw })).read();
    expect(read).toEqual({ emailOptIn: true, smsOptIn: true, analytics: false, advertising: true });
  });

  it.each([
    ['strings', '{"emailOptIn":"yes","smsOptIn":"no"}'],
    ['a category that is not a boolean', '{"emailOptIn":true,"smsOptIn":true,"analytics":1}'],
    ['an array', '[true,true]'],
    ['too long', JSON.stringify({ emailOptIn: true, smsOptIn: true, pad: 'x'.repeat(2000) })],
  ])('discards %s with one warning', (_, raw) => {
    const storage = createMemoryStorage({ 'consentV2.0.0': raw });
    expect(consentStore(storage).read()).toBeNull();
    expect(storage.getItem('consentV2.0.0')).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe('purchasedProductsStore (purchased-productsV2.0.0)', () => {
  it('repairs a list in storage at once, keeping the good entries', () => {
    const storage = createMemoryStorage({
      'purchased-productsV2.0.0': '[null,{},"ok",7,"",1.5,-3,"ok"]',
    });
    expect(purchasedProductsStore(storage).read()).toEqual(['ok', '7']);
    expect(storage.getItem('purchased-productsV2.0.0')).toBe('["ok","7"]');
  });

  it('leaves a clean list untouched and keeps the last 1000', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `p${i}`);
    const storage = createMemoryStorage({ 'purchased-productsV2.0.0': JSON.stringify(ids) });
    expect(purchasedProductsStore(storage).read()).toEqual(ids.slice(1));
    const clean = createMemoryStorage({ 'purchased-productsV2.0.0': '["a"]' });
    expect(purchasedProductsStore(clean).read()).toEqual(['a']);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('writes and removes', () => {
    const storage = createMemoryStorage();
    expect(purchasedProductsStore(storage).write(['a', 'b'])).toBe(true);
    expect(storage.getItem('purchased-productsV2.0.0')).toBe('["a","b"]');
    purchasedProductsStore(storage).remove();
    expect(storage.snapshot()).toEqual({});
  });
});

describe('toastShownStore (sessionStorage discountPopupShown)', () => {
  it('remembers the confirmed code', () => {
    const storage = createMemoryStorage();
    expect(toastShownStore(storage).write('WELCOME15')).toBe(true);
    expect(toastShownStore(storage).read()).toBe('WELCOME15');
  });

  it('reads a blocked storage as nothing shown', () => {
    expect(toastShownStore(blocked).read()).toBeNull();
    expect(toastShownStore(blocked).write('X')).toBe(false);
  });
});
