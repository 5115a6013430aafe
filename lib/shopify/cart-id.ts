/**
 * A cart's global id as the platform parses it. Its own module (not cart-schema.ts) because the
 * landing query checks a `shopifyCartId` link on first load, which needs this check only.
 */
import * as v from 'valibot';
import { CART_GID_PREFIX } from './ids';

/**
 * What follows `CART_GID_PREFIX` in a cart global id as the platform parses it: one path segment
 * without `/ ? #`, and optionally the `?key=…` query Shopify appends. Anything else the platform
 * answers with a GraphQL error ("Invalid global id"), never with a cart.
 */
const CART_ID_REST_PATTERN = /^[^/?#]+(\?[^#]*)?$/;
const MAX_CART_ID_LENGTH = 511;

/** A syntactically valid cart global id, in printable ASCII without spaces. */
export const CartIdSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_CART_ID_LENGTH),
  v.regex(/^[!-~]+$/),
  v.startsWith(CART_GID_PREFIX),
  v.check((id) => CART_ID_REST_PATTERN.test(id.slice(CART_GID_PREFIX.length))),
);

/** True for a syntactically valid cart global id (see `CartIdSchema`). */
export function isCartId(value: unknown): value is string {
  return v.is(CartIdSchema, value);
}
