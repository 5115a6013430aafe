/** SPEC §3 "Discount": what the orders service answers for a campaign link. */

/**
 * The orders service's promo lookup answer (SPEC §7). `discount_code` is always there; the popup
 * words are the discount's own (SPEC §3 "Popup fields") and, when present, take the place of the
 * CMS discount-popup settings for this code. Other fields are not shown.
 *
 * SPEC §3 also lists a discount type enumeration (Percentage=0, FixedAmount=1). No behaviour the
 * shop shows depends on it (the toast's `%discount%` comes from the code itself, SPEC §5), so it
 * is not declared here: an enum nothing reads would only drift.
 */
export interface PromoResponse {
  discount_code: string;
  popup_title?: string;
  popup_text?: string;
  popup_button_label?: string;
}

/** The words a discount may bring for its toast; each one missing falls back to the settings. */
export interface DiscountWords {
  popupTitle?: string;
  popupText?: string;
  popupButtonLabel?: string;
}

/** A campaign discount: its code and the popup words that came with it. */
export interface PromoDiscount extends DiscountWords {
  code: string;
}
