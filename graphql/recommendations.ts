/**
 * Product recommendations: what the product page shows below the fold ("You may also like").
 */
import { PRODUCT_FRAGMENTS } from './fragments';

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/productRecommendations
 * Shopify answers up to 10 products for `productId` (RELATED: similar or complementary; the
 * default), or null when the product is unknown.
 */
export const PRODUCT_RECOMMENDATIONS_QUERY = /* GraphQL */ `
  query ProductRecommendations($productId: ID!, $intent: ProductRecommendationIntent = RELATED) {
    productRecommendations(productId: $productId, intent: $intent) {
      ...ProductFields
    }
  }
  ${PRODUCT_FRAGMENTS}
`;
