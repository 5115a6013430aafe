/** The cart's item count (SPEC §3), apart from the other cart rules: the header's basket needs it at load. */
import type { Cart } from '@/lib/shopify/types';

/** Sum of line quantities; what the header's cart count shows. */
export function cartCount(cart: Pick<Cart, 'lines'> | null): number {
  return cart ? cart.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
