/**
 * Builds the SPEC §7 `Product Added` / `Product Removed` payloads from cart data.
 */
import { CURRENCY } from '@/lib/pricing/constants';
import { variantAmount } from '@/lib/pricing/variant';
import { shortId } from '@/lib/shopify/ids';
import type { Cart, Money, Variant } from '@/lib/shopify/types';
import type { ProductEventPayload } from '@/lib/tracking/events';
import { appliedCode } from './rules';

/** Default product page path; product routes are `/products/<handle>`. */
export function defaultProductUrl(handle: string): string {
  return `/products/${encodeURIComponent(handle)}`;
}

/**
 * The tracking payload for `quantity` units of `variant` at `unitPrice` in `cart`. `value` is the
 * SPEC §3 variant amount (price × quantity, computed in pence and rounded, so 3 × £9.50 is 28.5,
 * never 28.499999); `price` is the same for one unit.
 */
export function productEventPayload(input: {
  variant: Variant;
  quantity: number;
  unitPrice: Money;
  cart: Pick<Cart, 'id' | 'discountCodes'> | null;
  productUrl?: (handle: string) => string;
}): ProductEventPayload {
  const { variant, quantity, unitPrice, cart } = input;
  return {
    name: variant.product.title,
    product_id: shortId(variant.product.id),
    url: (input.productUrl ?? defaultProductUrl)(variant.product.handle),
    price: variantAmount(unitPrice, 1),
    value: variantAmount(unitPrice, quantity),
    image_url: variant.image?.url ?? null,
    currency: CURRENCY,
    quantity,
    variant: variant.title,
    sku: variant.sku,
    category: variant.product.productType,
    coupon: appliedCode(cart),
    shopifyCartId: cart?.id || null,
  };
}
