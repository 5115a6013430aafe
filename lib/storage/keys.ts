/**
 * Browser storage keys, the first four spelled exactly as SPEC §3 ("Local-storage keys") spells
 * them. Every module that touches these entries imports the constant from here, so a typo cannot
 * split one value across two keys.
 */
export const STORAGE_KEYS = {
  /** The platform cart object (with its id), mirrored after every cart call. */
  cart: 'shopifyCart',
  /** The last discount code the shopper applied, as a plain string (not JSON). */
  discountCode: 'discountCode',
  /** Ids of products the shopper has bought, as a JSON array of strings. */
  purchasedProducts: 'purchased-productsV2.0.0',
  /** Marketing consent `{ emailOptIn, smsOptIn }`, as JSON. */
  consent: 'consentV2.0.0',
  /**
   * Beyond SPEC §3: the id of the cart whose checkout link the shopper followed, as a plain
   * string. Shopify answers `cart: null` both for an expired cart and for one that was checked
   * out; this tells the two apart, so a bought basket is not re-added to a new cart.
   */
  checkoutStartedCartId: 'checkoutStartedCartId',
  /**
   * Beyond SPEC §3: the cart id and sign-in (the signed-in hint's value, lib/account/signals.ts)
   * whose customer the server last attached to that cart, as `<cart id> <sign-in>`, so a cart is
   * attached once per sign-in (stores/cart-buyer-link.ts). No customer data.
   */
  cartBuyerAttached: 'cartBuyerAttached',
} as const;

/** sessionStorage keys (beyond SPEC §3, which names only local-storage keys). */
export const SESSION_KEYS = {
  /** The discount code whose toast the shopper confirmed this session (SPEC §4), plain string. */
  toastShown: 'discountPopupShown',
} as const;
