/**
 * Product recommendations (the product page's "You may also like"), read at build and ISR time.
 * A failure of this non-critical read never fails the page (STYLE §6): `getRelatedProducts` logs
 * it and answers none.
 */
import { PRODUCT_RECOMMENDATIONS_QUERY } from '@/graphql/recommendations';
import type {
  ProductRecommendationsQuery,
  ProductRecommendationsQueryVariables,
} from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';
import { toProductGid } from './ids';
import { reshapeProduct } from './reshape';
import type { Product } from './types';

/** How many recommendations the product page shows: one row of cards at full width. */
export const MAX_RECOMMENDATIONS = 4;

/**
 * Products recommended for `productId` (a global or plain id) with Shopify's RELATED intent, in
 * the platform's order: the product itself and repeats left out, at most `limit`. An unknown
 * product (the API answers null) has none. Transport and GraphQL errors throw.
 */
export async function getProductRecommendations(
  productId: string,
  limit: number = MAX_RECOMMENDATIONS,
  client: StorefrontClient = getDefaultClient(),
): Promise<Product[]> {
  const gid = toProductGid(productId);
  const data = await client.request<
    ProductRecommendationsQuery,
    ProductRecommendationsQueryVariables
  >(PRODUCT_RECOMMENDATIONS_QUERY, { productId: gid });
  const seen = new Set([gid]);
  const products: Product[] = [];
  for (const node of data.productRecommendations ?? []) {
    if (products.length >= limit) break;
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    products.push(reshapeProduct(node));
  }
  return products;
}

/** `getProductRecommendations`, or none when the read fails (logged): the page shows no row. */
export async function getRelatedProducts(
  productId: string,
  limit: number = MAX_RECOMMENDATIONS,
  client: StorefrontClient = getDefaultClient(),
): Promise<Product[]> {
  try {
    return await getProductRecommendations(productId, limit, client);
  } catch (error) {
    console.warn(`[shopify] recommendations for ${productId} unavailable; none shown`, error);
    return [];
  }
}
