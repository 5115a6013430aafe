/**
 * Product and variant reads (SPEC §7 plus the catalogue queries): each sends one document and
 * returns domain types. Ids may be plain or global (SPEC §5).
 */
import {
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_HANDLES_QUERY,
  PRODUCT_QUERY,
  PRODUCTS_QUERY,
  VARIANT_QUERY,
} from '@/graphql/products';
import type {
  ProductByHandleQuery,
  ProductByHandleQueryVariables,
  ProductHandlesQuery,
  ProductHandlesQueryVariables,
  ProductQuery,
  ProductQueryVariables,
  ProductsQuery,
  ProductsQueryVariables,
  VariantQuery,
  VariantQueryVariables,
} from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';
import { toProductGid, toVariantGid } from './ids';
import { reshapeProduct, reshapeVariant } from './reshape';
import type { Product, Variant } from './types';

/** The catalogue size read by `getProducts` when none is given. */
export const DEFAULT_PRODUCTS_FIRST = 50;

/** A product by id (plain `42` or `gid://shopify/Product/42`); null when there is none. */
export async function getProduct(
  id: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<Product | null> {
  const data = await client.request<ProductQuery, ProductQueryVariables>(PRODUCT_QUERY, {
    id: toProductGid(id),
  });
  return data.product ? reshapeProduct(data.product) : null;
}

/** A product by handle; null when there is none. */
export async function getProductByHandle(
  handle: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<Product | null> {
  const data = await client.request<ProductByHandleQuery, ProductByHandleQueryVariables>(
    PRODUCT_BY_HANDLE_QUERY,
    { handle },
  );
  return data.product ? reshapeProduct(data.product) : null;
}

/** The catalogue: the first `first` products (default 50, the API allows up to 250). */
export async function getProducts(
  opts: { first?: number } = {},
  client: StorefrontClient = getDefaultClient(),
): Promise<Product[]> {
  const data = await client.request<ProductsQuery, ProductsQueryVariables>(PRODUCTS_QUERY, {
    first: opts.first ?? DEFAULT_PRODUCTS_FIRST,
  });
  return data.products.edges.map((edge) => reshapeProduct(edge.node));
}

/** Every product handle, following the cursor page by page (for getStaticPaths). */
export async function getProductHandles(
  client: StorefrontClient = getDefaultClient(),
): Promise<string[]> {
  const handles: string[] = [];
  let after: string | null = null;
  for (;;) {
    const data: ProductHandlesQuery = await client.request<
      ProductHandlesQuery,
      ProductHandlesQueryVariables
    >(PRODUCT_HANDLES_QUERY, { after });
    handles.push(...data.products.edges.map((edge) => edge.node.handle));
    const { hasNextPage, endCursor } = data.products.pageInfo;
    // A page claiming more without a cursor would loop forever; stop there.
    if (!hasNextPage || !endCursor) return handles;
    after = endCursor;
  }
}

/**
 * A variant by id (plain or `gid://shopify/ProductVariant/…`), read from `node`; null when the
 * node is missing or is not a variant.
 */
export async function getVariant(
  id: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<Variant | null> {
  const data = await client.request<VariantQuery, VariantQueryVariables>(VARIANT_QUERY, {
    id: toVariantGid(id),
  });
  const node = data.node;
  return node?.__typename === 'ProductVariant' ? reshapeVariant(node) : null;
}

/**
 * Several variants, fetched in parallel (SPEC §7), in the order of `ids`. SPEC §5 drops variant
 * lookups that come back empty from the list, and one bad id must not cost the shopper the rest:
 * an id that is blank (no request is sent), a lookup that fails (e.g. the API's "Invalid global id"
 * GraphQL error, a transport error) and a lookup that finds no variant are each left out with a
 * console.warn naming the id. Never rejects because of a single id.
 */
export async function getVariants(
  ids: string[],
  client: StorefrontClient = getDefaultClient(),
): Promise<Variant[]> {
  const results = await Promise.allSettled(
    ids.map((id) =>
      id.trim() === '' ? Promise.reject(new Error('empty variant id')) : getVariant(id, client),
    ),
  );
  const variants: Variant[] = [];
  results.forEach((result, i) => {
    const id = ids[i];
    if (result.status === 'rejected') {
      console.warn(`[shopify] getVariants: dropped variant ${JSON.stringify(id)}`, result.reason);
    } else if (result.value === null) {
      console.warn(`[shopify] getVariants: no variant for ${JSON.stringify(id)}; dropped`);
    } else {
      variants.push(result.value);
    }
  });
  return variants;
}
