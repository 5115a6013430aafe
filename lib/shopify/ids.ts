/**
 * Global id helpers (SPEC §5): product and variant ids are accepted either as full Storefront global
 * ids or as plain numeric ids; plain ids get the matching `gid://shopify/<Type>/` prefix.
 */

export const PRODUCT_GID_PREFIX = 'gid://shopify/Product/';
export const VARIANT_GID_PREFIX = 'gid://shopify/ProductVariant/';
/** Carts are identified by a global id of this prefix (see `isCartId`). */
export const CART_GID_PREFIX = 'gid://shopify/Cart/';

function toGid(prefix: string, id: string | number): string {
  const value = String(id).trim();
  // Any global id is kept as it is: a gid of another type is the caller's mistake, and rewriting it
  // would hide that from the platform's own error.
  if (value.startsWith('gid://')) return value;
  return `${prefix}${value}`;
}

/** `42` or `'42'` → `'gid://shopify/Product/42'`; a full global id is returned unchanged. */
export function toProductGid(id: string | number): string {
  return toGid(PRODUCT_GID_PREFIX, id);
}

/** `42` or `'42'` → `'gid://shopify/ProductVariant/42'`; a full global id is returned unchanged. */
export function toVariantGid(id: string | number): string {
  return toGid(VARIANT_GID_PREFIX, id);
}

/**
 * The last path segment of a global id without any query string:
 * `'gid://shopify/ProductVariant/42'` → `'42'`, `'gid://shopify/Cart/abc?key=k'` → `'abc'`.
 * A plain id is returned unchanged.
 */
export function shortId(gid: string): string {
  const path = gid.split('?')[0] ?? gid;
  const slash = path.lastIndexOf('/');
  return slash === -1 ? path : path.slice(slash + 1);
}

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
