/**
 * Builds the SPEC §7 `Product Added` / `Product Removed` payloads from cart data.
 */
import { shortId } from '@/lib/shopify/ids';
import type { Cart, Money, Variant } from '@/lib/shopify/types';
import { TRACKING_CURRENCY, type ProductEventPayload } from '@/lib/tracking/events';
import { minorToNumber, toMinor } from './money';
import { appliedCode } from './rules';

/** Default product page path; product routes are `/products/<handle>`. */
export function defaultProductUrl(handle: string): string {
  return `/products/${encodeURIComponent(handle)}`;
}

/**
 * The tracking payload for `quantity` units of `variant` at `unitPrice` in `cart`. `value` is
 * computed in pence and rounded, so 3 × £9.50 is 28.5, never 28.499999.
 */
export function productEventPayload(input: {
  variant: Variant;
  quantity: number;
  unitPrice: Money;
  cart: Pick<Cart, 'id' | 'discountCodes'> | null;
  productUrl?: (handle: string) => string;
}): ProductEventPayload {
  const { variant, quantity, unitPrice, cart } = input;
  const unit = toMinor(unitPrice.amount);
  return {
    name: variant.product.title,
    product_id: shortId(variant.product.id),
    url: (input.productUrl ?? defaultProductUrl)(variant.product.handle),
    price: minorToNumber(unit),
    value: minorToNumber(unit * quantity),
    image_url: variant.image?.url ?? null,
    currency: TRACKING_CURRENCY,
    quantity,
    variant: variant.title,
    sku: variant.sku,
    category: variant.product.productType,
    coupon: appliedCode(cart),
    shopifyCartId: cart?.id || null,
  };
}
