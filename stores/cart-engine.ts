/**
 * What the store loads after hydration, in one chunk (a dynamic import keeps it out of the
 * first-load bundle): the cart engine, its links to other tabs and to the signed-in customer, and
 * the platform's cart API.
 */
export { connectBuyerIdentity } from './cart-buyer-link';
export { connectCrossTab } from './cart-cross-tab';
export { CartEngine } from '@/lib/cart/engine';
export { cartApi } from '@/lib/shopify/cart';
