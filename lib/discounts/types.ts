/** SPEC §3 "Discount": the orders service's answer and the discount type enumeration. */

/** SPEC §3 Discount type enumeration (Percentage=0, FixedAmount=1). */
export enum DiscountType {
  Percentage = 0,
  FixedAmount = 1,
}

/** The orders service's promo lookup answer (SPEC §7); other fields are not shown. */
export interface PromoResponse {
  discount_code: string;
}
