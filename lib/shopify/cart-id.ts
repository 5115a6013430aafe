/**
 * A cart's global id as the platform parses it. Its own module, written without the schema library,
 * because the landing query checks a `shopifyCartId` link on first load: valibot's runtime would
 * add over 1 kB gzip to every page (the schemas load with the cart engine, cart-schema.ts).
 */
import { CART_GID_PREFIX } from './ids';

/**
 * What follows `CART_GID_PREFIX` in a cart global id as the platform parses it: one path segment
 * without `/ ? #`, and optionally the `?key=…` query Shopify appends. Anything else the platform
 * answers with a GraphQL error ("Invalid global id"), never with a cart.
 */
const CART_ID_REST_PATTERN = /^[^/?#]+(\?[^#]*)?$/;
const MAX_CART_ID_LENGTH = 511;

/** True for a cart global id in printable ASCII without spaces (see `CART_ID_REST_PATTERN`). */
export function isCartId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_CART_ID_LENGTH &&
    /^[!-~]+$/.test(value) &&
    value.startsWith(CART_GID_PREFIX) &&
    CART_ID_REST_PATTERN.test(value.slice(CART_GID_PREFIX.length))
  );
}
