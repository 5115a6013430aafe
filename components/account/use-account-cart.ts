import { useEffect, type RefObject } from 'react';

/** The account routes the browser calls (pages/api/account). */
export const CART_IDENTITY_PATH = '/api/account/cart-identity';
/** The sign-out form's field naming the basket, so the server can detach the customer from it. */
export const CART_ID_FIELD = 'cartId';

/** The basket's cart id; the storage owner (with the cart's validators) comes after mount. */
async function storedCartId(): Promise<string | null> {
  const [{ cartStore }, { getBrowserStorage }] = await Promise.all([
    import('@/lib/storage/cart-store'),
    import('@/lib/storage/browser-storage'),
  ]);
  return cartStore(getBrowserStorage()).read().id;
}

/**
 * Once the page has mounted: writes the basket's cart id into the sign-out form's field (so the
 * server can detach the customer from it) and asks the server to attach the signed-in customer
 * to that cart. The server holds the access token; the browser only names the cart, which lives
 * in this browser's storage. Nothing is sent without a basket.
 */
export function useAttachCart(field: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    let cancelled = false;
    void storedCartId()
      .then((cartId) => {
        if (cancelled || !cartId) return;
        if (field.current) field.current.value = cartId;
        // Best effort: a cart that cannot be attached still checks out, only without the pre-fill.
        return fetch(CART_IDENTITY_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cartId }),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [field]);
}
