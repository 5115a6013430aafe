/** Business constants of SPEC §9 that belong to pricing. */

/** The shop state's currency (SPEC §9). The cart's own currency is read from the cart. */
export const CURRENCY = 'GBP' as const;

/** Locale of prices shown in the cart (SPEC §3). */
export const CART_LOCALE = 'en-GB';

/** Locale of prices shown in the product catalogue (SPEC §3: en-US currency, 2 decimals). */
export const CATALOG_LOCALE = 'en-US';

/**
 * The fixed number 35 that the original shop settings module exports (SPEC §9). What it means is
 * not shown anywhere in the specification, so it is kept under a neutral name and nothing in this
 * code base derives behaviour from it. Do not give it a meaning without a source.
 */
export const SHOP_SETTINGS_NUMBER = 35;
