/**
 * The cart engine's link to the signed-in customer (docs/accounts.md, "The basket's buyer
 * identity"): while the signed-in hint is set (lib/account/signals.ts, a readable cookie the
 * sign-in callback sets and sign-out clears), each cart the platform confirms is posted once to
 * /api/account/cart-identity, where the server attaches the session's customer to it (their token
 * never reaches the browser). So a cart made or restored while signed in, on any page, carries its
 * buyer at checkout, and the cart of the page a sign-in returns to is attached at once. Browser
 * wiring, in the engine's lazily loaded chunk (stores/cart-engine.ts): nothing of it is in the
 * first load.
 *
 * Once per cart and sign-in: the pair last attached is kept in localStorage (`cartBuyerAttached`),
 * so other tabs and later pages do not post it again, and a pair this page has tried is not
 * tried again here (a platform failing, a cart not found). A 401 means no session behind the hint:
 * the server clears the hint, and nothing more is posted.
 */
import {
  CART_IDENTITY_PATH,
  documentCookies,
  isSignedInFlag,
  readCookie,
  SIGNED_IN_COOKIE,
  type CookieJar,
} from '@/lib/account/signals';
import type { CartViewListener } from '@/lib/cart/engine-types';
import { isCartId } from '@/lib/shopify/ids';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { safeGetItem, safeSetItem, type StorageLike } from '@/lib/storage/safe-storage';

/** What this module needs of the cart engine: its view, with why it changed. */
export interface BuyerLinkCart {
  subscribe(listener: CartViewListener): () => void;
}

export interface BuyerLinkDeps {
  storage: StorageLike;
  cookies?: CookieJar;
  /** Posts the cart id; answers the HTTP status (default: fetch to CART_IDENTITY_PATH). */
  attach?: (cartId: string) => Promise<number>;
}

async function postCartId(cartId: string): Promise<number> {
  const response = await fetch(CART_IDENTITY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartId }),
  });
  return response.status;
}

/** Connects `engine`'s confirmed carts to the signed-in customer. Returns the disconnect. */
export function connectBuyerIdentity(engine: BuyerLinkCart, deps: BuyerLinkDeps): () => void {
  const { storage, cookies = documentCookies(), attach = postCartId } = deps;
  const tried = new Set<string>();
  return engine.subscribe((cart, meta) => {
    // Carts the platform answered with (or another tab stored), never a stored or planned one.
    if (meta.reason !== 'confirmed' && meta.reason !== 'external') return;
    const since = readCookie(cookies.read(), SIGNED_IN_COOKIE);
    if (!cart || !isCartId(cart.id) || !isSignedInFlag(since)) return;
    const pair = `${cart.id} ${since}`;
    if (tried.has(pair) || safeGetItem(storage, STORAGE_KEYS.cartBuyerAttached) === pair) return;
    tried.add(pair);
    attach(cart.id).then(
      (status) => {
        if (status === 200) safeSetItem(storage, STORAGE_KEYS.cartBuyerAttached, pair);
      },
      // Best effort: a cart that is not attached still checks out, only without the pre-fill.
      () => undefined,
    );
  });
}
