/**
 * What the shop store derives from a cart: SPEC §3 "Cart line (shop state)" and the names its
 * announcements use. Pure functions.
 */
import { cartLineMergeKey } from '@/lib/cart/rules';
import { displayedUnitPrice } from '@/lib/pricing/cart-line';
import { DEFAULT_VARIANT_TITLE, variantOptionText } from '@/lib/pricing/variant';
import { shortId } from '@/lib/shopify/ids';
import type { Cart, CartLine, Variant } from '@/lib/shopify/types';
import type { CartSlice, ShopCartLine } from './shop-types';

/** The lines of an empty cart: one array, so a selector of them never loops. */
export const EMPTY_PRODUCTS: ShopCartLine[] = [];

/** SPEC §3 "Cart line (shop state)". */
export function toShopCartLine(line: CartLine): ShopCartLine {
  const variant = line.merchandise;
  return {
    lineId: line.id,
    variantId: shortId(variant.id),
    quantity: line.quantity,
    price: displayedUnitPrice(line).amount,
    variant: {
      title: variant.title,
      imageUrl: variant.image?.url ?? null,
      sku: variant.sku,
      options: variantOptionText(variant.selectedOptions),
      productType: variant.product.productType,
      priceAmount: variant.price.amount,
    },
  };
}

/** `products` for a cart; a stable empty array when it has no lines. */
export function productsOf(cart: Cart | null): ShopCartLine[] {
  return cart && cart.lines.length > 0 ? cart.lines.map(toShopCartLine) : EMPTY_PRODUCTS;
}

/** The cart fields of the store for a view the engine reported: set once per view. */
export function cartViewState(
  previous: Pick<CartSlice, 'cart' | 'products'>,
  cart: Cart | null,
  pending: boolean,
): Pick<CartSlice, 'cart' | 'products' | 'pending'> {
  const products = cart === previous.cart ? previous.products : productsOf(cart);
  return { cart, products, pending };
}

/** "Product (Variant)", or the product alone for a default variant. */
export function variantName(variant: Variant): string {
  return variant.title && variant.title !== DEFAULT_VARIANT_TITLE
    ? `${variant.product.title} (${variant.title})`
    : variant.product.title;
}

export function lineName(line: CartLine | undefined): string {
  return line ? variantName(line.merchandise) : 'the item';
}

/** The first line of `after` that is new or holds more than it did in `before` (by merge key). */
export function grownLine(
  before: readonly CartLine[],
  after: readonly CartLine[],
): CartLine | undefined {
  const held = new Map(before.map((l) => [cartLineMergeKey(l), l.quantity]));
  return after.find((l) => l.quantity > (held.get(cartLineMergeKey(l)) ?? 0));
}
