/**
 * SPEC §3 "Discount": the orders service's answer. SPEC §3 also names a discount type enumeration
 * (Percentage=0, FixedAmount=1), but no answer the shop reads carries a type: the percentage shown
 * comes from the code itself (SPEC §5), and the cart's amounts from the platform. So no type here.
 */

/**
 * The orders service's promo lookup answer (SPEC §7): the code and, optionally, the discount's
 * own popup words, which win over the CMS discount-popup settings (SPEC §3).
 */
export interface PromoResponse {
  discount_code: string;
  popup_title?: unknown;
  popup_text?: unknown;
  popup_button_label?: unknown;
}
