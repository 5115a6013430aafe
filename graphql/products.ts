/**
 * Product and variant documents: the two of SPEC §7 (product by id, variant by id through `node`)
 * and the catalogue queries the shop's pages need (list, by handle, handles for static paths).
 */
import { PRODUCT_FRAGMENTS, VARIANT_NODE_FRAGMENTS } from './fragments';

/** https://shopify.dev/docs/api/storefront/2023-10/queries/product */
export const PRODUCT_QUERY = /* GraphQL */ `
  query Product($id: ID!) {
    product(id: $id) {
      ...ProductFields
    }
  }
  ${PRODUCT_FRAGMENTS}
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/product (by handle)
 * The product page's: with what its head needs beyond the card fields (the SEO title and
 * description, the vendor as the brand, one collection for the breadcrumb).
 */
export const PRODUCT_BY_HANDLE_QUERY = /* GraphQL */ `
  query ProductByHandle($handle: String!) {
    product(handle: $handle) {
      ...ProductFields
      vendor
      seo {
        title
        description
      }
      collections(first: 1) {
        edges {
          node {
            handle
            title
          }
        }
      }
    }
  }
  ${PRODUCT_FRAGMENTS}
`;

/** https://shopify.dev/docs/api/storefront/2023-10/queries/products (the catalogue, 50 by default) */
export const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($first: Int = 50) {
    products(first: $first) {
      edges {
        node {
          ...ProductFields
        }
      }
    }
  }
  ${PRODUCT_FRAGMENTS}
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/products
 * Handles only, paged with the cursor (250 is the API's page maximum), for getStaticPaths.
 */
export const PRODUCT_HANDLES_QUERY = /* GraphQL */ `
  query ProductHandles($first: Int = 250, $after: String) {
    products(first: $first, after: $after) {
      edges {
        node {
          handle
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/node
 * A variant by id, read from `node`. The product part adds what SPEC §3 lists for the single-variant
 * query: handle, descriptionHtml, the first image, requiresSellingPlan and the selling plan groups.
 */
export const VARIANT_QUERY = /* GraphQL */ `
  query Variant($id: ID!) {
    node(id: $id) {
      __typename
      ...VariantNodeFields
    }
  }
  ${VARIANT_NODE_FRAGMENTS}
`;
