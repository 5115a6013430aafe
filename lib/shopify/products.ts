/**
 * Product reads (the catalogue queries the pages send): each sends one document and returns domain
 * types. SPEC §7's product-by-id and variant queries are not sent: the pages read products by
 * handle and the catalogue, which carry the same fields (docs/decisions/spec-7-product-queries.md).
 */
import { PRODUCT_BY_HANDLE_QUERY, PRODUCT_HANDLES_QUERY, PRODUCTS_QUERY } from '@/graphql/products';
import type {
  ProductByHandleQuery,
  ProductByHandleQueryVariables,
  ProductHandlesQuery,
  ProductHandlesQueryVariables,
  ProductsQuery,
  ProductsQueryVariables,
} from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';
import { reshapeProduct } from './reshape';
import type { Product, ProductDetail } from './types';

/** The catalogue size read by `getProducts` when none is given. */
export const DEFAULT_PRODUCTS_FIRST = 50;

/** A product by handle; null when there is none. */
export async function getProductByHandle(
  handle: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<ProductDetail | null> {
  const data = await client.request<ProductByHandleQuery, ProductByHandleQueryVariables>(
    PRODUCT_BY_HANDLE_QUERY,
    { handle },
  );
  const found = data.product;
  if (!found) return null;
  const collection = found.collections.edges[0]?.node;
  return {
    ...reshapeProduct(found),
    vendor: found.vendor,
    seo: { title: found.seo.title, description: found.seo.description },
    collection: collection ? { handle: collection.handle, title: collection.title } : null,
  };
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
