/**
 * The cart engine's link to the signed-in customer: while the signed-in hint is set, each cart the
 * platform confirms is posted once per cart and sign-in; never a stored or planned view, never
 * without the hint, and a refused post is not repeated in the page.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '@/lib/account/signals';
import type { CartChangeMeta, CartViewListener } from '@/lib/cart/engine-types';
import type { Cart } from '@/lib/shopify/types';
import { createMemoryStorage } from '@/lib/storage/browser-storage';
import { connectBuyerIdentity } from '@/stores/cart-buyer-link';

const CART_A = 'gid://shopify/Cart/a?key=1';
const CART_B = 'gid://shopify/Cart/b?key=2';

function setup(hint: string | null, status = 200) {
  let listener: CartViewListener = () => {};
  const engine = {
    subscribe: (next: CartViewListener) => {
      listener = next;
      return () => {
        listener = () => {};
      };
    },
  };
  const cookie = { value: hint };
  const cookies: CookieJar = {
    read: () => (cookie.value === null ? 'other=1' : `other=1; account_signed_in=${cookie.value}`),
    remove: () => {},
  };
  const storage = createMemoryStorage();
  const attach = vi.fn(async (_cartId: string) => status);
  const disconnect = connectBuyerIdentity(engine, { storage, cookies, attach });
  const show = async (id: string | null, reason: CartChangeMeta['reason'] = 'confirmed') => {
    listener(id === null ? null : ({ id } as Cart), { reason, pending: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { attach, storage, cookie, show, disconnect };
}

describe('connectBuyerIdentity', () => {
  it('posts each confirmed cart once per sign-in, and remembers it for other pages', async () => {
    const t = setup('1764662400');
    await t.show(CART_A);
    await t.show(CART_A);
    await t.show(CART_A, 'external');
    expect(t.attach.mock.calls).toEqual([[CART_A]]);
    expect(t.storage.getItem('cartBuyerAttached')).toBe(`${CART_A} 1764662400`);
    // A new cart (the old one expired, or checked out).
    await t.show(CART_B);
    expect(t.attach.mock.calls).toEqual([[CART_A], [CART_B]]);
    // A new sign-in: the same cart again.
    t.cookie.value = '1764669999';
    await t.show(CART_B);
    expect(t.attach.mock.calls).toEqual([[CART_A], [CART_B], [CART_B]]);
  });

  it('a page that finds the pair attached already posts nothing', async () => {
    const t = setup('1764662400');
    t.storage.setItem('cartBuyerAttached', `${CART_A} 1764662400`);
    await t.show(CART_A);
    expect(t.attach).not.toHaveBeenCalled();
  });

  it('posts nothing without the hint, or for a stored, planned or missing cart', async () => {
    const signedOut = setup(null);
    await signedOut.show(CART_A);
    const forged = setup('yes');
    await forged.show(CART_A);
    const t = setup('1764662400');
    await t.show(CART_A, 'hydrate');
    await t.show(CART_A, 'optimistic');
    await t.show(CART_A, 'rollback');
    await t.show('');
    await t.show(null);
    for (const { attach } of [signedOut, forged, t]) expect(attach).not.toHaveBeenCalled();
  });

  it.each([401, 404, 502])(
    'an answer %i is not recorded, and not retried in this page',
    async (status) => {
      const t = setup('1764662400', status);
      await t.show(CART_A);
      await t.show(CART_A);
      expect(t.attach).toHaveBeenCalledTimes(1);
      expect(t.storage.getItem('cartBuyerAttached')).toBeNull();
    },
  );

  it('a failed request is dropped quietly; disconnecting stops the posts', async () => {
    const t = setup('1764662400');
    t.attach.mockRejectedValueOnce(new TypeError('offline'));
    await t.show(CART_A);
    expect(t.storage.getItem('cartBuyerAttached')).toBeNull();
    t.disconnect();
    await t.show(CART_B);
    expect(t.attach).toHaveBeenCalledTimes(1);
  });
});
