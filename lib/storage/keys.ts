/**
 * Browser storage keys, spelled exactly as SPEC §3 ("Local-storage keys") spells them. Every
 * module that touches these entries imports the constant from here, so a typo cannot split one
 * value across two keys.
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
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
