/**
 * The SPEC §7 `Product Added` / `Product Removed` events, built from the cart's confirmed changes
 * (lib/cart/changes.ts) for the vendor tools.
 */
import type { ConfirmedCartChange } from '@/lib/cart/changes';
import { appliedCode } from '@/lib/discounts/cart-discount';
import { CURRENCY } from '@/lib/pricing/constants';
import { variantAmount } from '@/lib/pricing/variant';
import { shortId } from '@/lib/shopify/ids';
import type { Cart, Money, Variant } from '@/lib/shopify/types';

export type ProductEventName = 'Product Added' | 'Product Removed';

/**
 * Payload of `Product Added` / `Product Removed` (SPEC §7), in Segment's e-commerce naming.
 * Prices are numbers in pounds (Segment's spec types them as numbers); `value` is price × quantity.
 */
export interface ProductEventPayload {
  /** Product title. */
  name: string;
  /** Short product id (numeric part of the global id). */
  product_id: string;
  /** The product page (absolute in the events the tools receive). */
  url: string;
  /** Unit price in pounds. */
  price: number;
  /** price × quantity, in pounds, rounded to pence. */
  value: number;
  image_url: string | null;
  /** Always the shop state's currency (SPEC §7: currency GBP). */
  currency: typeof CURRENCY;
  /** Quantity added or removed. */
  quantity: number;
  /** Variant title (the option name). */
  variant: string;
  sku: string | null;
  /** The product type (Coffee, Tea…). */
  category: string;
  /** The discount code applied to the cart, if any. */
  coupon: string | null;
  /** The platform cart id the line belongs to. */
  shopifyCartId: string | null;
}

export interface ProductEvent {
  name: ProductEventName;
  payload: ProductEventPayload;
}

/** Default product page path; product routes are `/products/<handle>`. */
function defaultProductUrl(handle: string): string {
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

/**
 * One event per line of a confirmed change, in its order; the product page URL is absolute on
 * `origin` (SPEC §7 `url`: the tools show it as a link).
 */
export function productEvents(change: ConfirmedCartChange, origin: string): ProductEvent[] {
  const productUrl = (handle: string) => new URL(defaultProductUrl(handle), origin).href;
  return change.lines.map(({ kind, line, quantity }) => ({
    name: kind === 'added' ? 'Product Added' : 'Product Removed',
    payload: productEventPayload({
      variant: line.merchandise,
      quantity,
      unitPrice: line.cost.amountPerQuantity,
      cart: change.cart,
      productUrl,
    }),
  }));
}
