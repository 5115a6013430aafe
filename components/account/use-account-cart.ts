import { useEffect, type FormEvent } from 'react';
import { cartStore } from '@/lib/storage/cart-store';
import { getBrowserStorage } from '@/lib/storage/browser-storage';

/** The account routes the browser calls (pages/api/account). */
export const CART_IDENTITY_PATH = '/api/account/cart-identity';
/** The sign-out form's field naming the basket, so the server can detach the customer from it. */
export const CART_ID_FIELD = 'cartId';

function storedCartId(): string | null {
  return cartStore(getBrowserStorage()).read().id;
}

/**
 * Asks the server, once the page has mounted, to attach the signed-in customer to this browser's
 * basket: the server holds the access token, the browser only names the cart (it lives in this
 * browser's storage). Nothing happens without a basket.
 */
export function useAttachCart(): void {
  useEffect(() => {
    const cartId = storedCartId();
    if (!cartId) return;
    // Best effort: a cart that cannot be attached still checks out, only without the pre-fill.
    void fetch(CART_IDENTITY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartId }),
    }).catch(() => undefined);
  }, []);
}

/** The sign-out form's submit: fills in the basket's id as it is sent (the form posts on). */
export function nameCartOnSubmit(event: FormEvent<HTMLFormElement>): void {
  const field = event.currentTarget.elements.namedItem(CART_ID_FIELD);
  if (field instanceof HTMLInputElement) field.value = storedCartId() ?? '';
}
