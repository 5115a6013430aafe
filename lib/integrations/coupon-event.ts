/**
 * Segment's coupon events (e-commerce spec v2: `Coupon Entered`, `Coupon Applied`, `Coupon
 * Denied`, `Coupon Removed`), built from the code changes the cart engine confirms
 * (lib/cart/changes.ts) for the vendor tools.
 * https://segment.com/docs/connections/spec/ecommerce/v2/#coupon-entered
 */
import type { ConfirmedCartChange, CouponChange } from '@/lib/cart/changes';
import { toMinorUnits } from '@/lib/pricing/money';

export type CouponEventName =
  'Coupon Entered' | 'Coupon Applied' | 'Coupon Denied' | 'Coupon Removed';

/**
 * A coupon event's properties. A Storefront discount code has no id of its own the shop can read:
 * the code is both `coupon_id` and `coupon_name`. `discount` is in pounds (Segment types it as a
 * number); `reason` says why a code was denied.
 */
export interface CouponEventPayload {
  cart_id: string | null;
  coupon_id: string;
  coupon_name: string;
  discount?: number;
  reason?: string;
}

export interface CouponEvent {
  name: CouponEventName;
  payload: CouponEventPayload;
}

const NAMES: Record<CouponChange['kind'], CouponEventName> = {
  entered: 'Coupon Entered',
  applied: 'Coupon Applied',
  denied: 'Coupon Denied',
  removed: 'Coupon Removed',
};

/** One event per code change of a confirmed change, in its order. */
export function couponEvents(change: ConfirmedCartChange): CouponEvent[] {
  const cart_id = change.cart.id || null;
  return change.coupons.map((coupon) => {
    const payload: CouponEventPayload = {
      cart_id,
      coupon_id: coupon.code,
      coupon_name: coupon.code,
    };
    if (coupon.kind === 'applied' || coupon.kind === 'removed')
      payload.discount = toMinorUnits(coupon.discount.amount) / 100;
    if (coupon.kind === 'denied') payload.reason = coupon.reason;
    return { name: NAMES[coupon.kind], payload };
  });
}
