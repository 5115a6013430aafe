/**
 * `?variant=` on product pages, as Shopify themes link to one variant: which variant a value
 * names, and the proxy's rewrite of such a link to the page built per variant
 * (`pages/products/[handle]/variants/[variant].tsx`), whose HTML ISR caches like the product's.
 * The product page's getStaticProps cannot read the query string; the path can carry it.
 */
import { shortId, VARIANT_GID_PREFIX } from '@/lib/shopify/ids';

/** The query parameter Shopify themes name the variant by. */
export const VARIANT_PARAM = 'variant';

// A Shopify id: a positive integer without leading zeros, within a signed 64-bit range's digits.
const NUMERIC_ID = /^[1-9][0-9]{0,18}$/;
// A product page's path: one segment after /products (the page itself checks the handle).
const PRODUCT_PATH = /^\/products\/([^/]+)\/?$/;

/**
 * The numeric variant id that a `?variant=` value names, or null: `'42'` → `'42'`,
 * `'gid://shopify/ProductVariant/42'` → `'42'`. Anything else (another type's gid, leading zeros,
 * spaces, markup, more than 19 digits, an empty value) is no id: the page shows its default variant.
 */
export function variantIdFromParam(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const id = value.startsWith(VARIANT_GID_PREFIX) ? value.slice(VARIANT_GID_PREFIX.length) : value;
  return NUMERIC_ID.test(id) ? id : null;
}

/** The internal path of a product page built for one variant. */
export function variantPagePath(handle: string, numericId: string): string {
  return `/products/${handle}/variants/${numericId}`;
}

/**
 * Where the proxy rewrites a request (a page or the router's data request, which Next hands over
 * with the page's pathname): `/products/<handle>?variant=<id>` → `/products/<handle>/variants/<n>`
 * when the first `variant` value names an id; null for anything else, which then passes through
 * (a value that names no id gets the product page itself, with its default variant). Whether the
 * variant belongs to the product is the page's question: it shows the default variant otherwise.
 */
export function variantRewrite(pathname: string, search: URLSearchParams): string | null {
  const handle = PRODUCT_PATH.exec(pathname)?.[1];
  if (!handle) return null;
  const id = variantIdFromParam(search.get(VARIANT_PARAM));
  return id ? variantPagePath(handle, id) : null;
}

/**
 * `asPath` (a path with its query and hash, as Next's router holds it) with `variant` set to
 * `numericId`, every other parameter kept in place: the URL a choice of options replaces.
 */
export function withVariantParam(asPath: string, numericId: string): string {
  const url = new URL(asPath, 'http://path.invalid');
  url.searchParams.set(VARIANT_PARAM, numericId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The link to one variant of a product, as a cart line gives it: `/products/<handle>?variant=<n>`
 * from the variant's global (or plain) id; the product alone when the id names no numeric variant.
 */
export function productVariantHref(handle: string, variantId: string): string {
  const product = `/products/${encodeURIComponent(handle)}`;
  const id = variantIdFromParam(shortId(variantId));
  return id ? `${product}?${VARIANT_PARAM}=${id}` : product;
}
