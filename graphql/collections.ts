/**
 * Collection documents: the collections index, one collection with a page of its products (sorted,
 * filtered, cursor-paged, with the facets Shopify computes for them), and the handles for static
 * paths. Product cards read the same product fields as the home grid.
 */
import { IMAGE_FRAGMENT, PRODUCT_FRAGMENTS } from './fragments';
import { COLLECTION_SUMMARY_FRAGMENT, FILTER_FRAGMENT } from './listing-fragments';

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/collections
 * The index: up to 250 collections (the API's page maximum), by title.
 */
export const COLLECTIONS_QUERY = /* GraphQL */ `
  query Collections($first: Int = 250) {
    collections(first: $first, sortKey: TITLE) {
      edges {
        node {
          ...CollectionSummaryFields
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${COLLECTION_SUMMARY_FRAGMENT}
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/collection
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Collection#connection-products
 * One collection by handle with a page of its products: `filters` narrow the products, and the
 * connection's `filters` are the facets with their counts.
 */
export const COLLECTION_QUERY = /* GraphQL */ `
  query Collection(
    $handle: String!
    $first: Int!
    $after: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
  ) {
    collection(handle: $handle) {
      ...CollectionSummaryFields
      descriptionHtml
      seo {
        title
        description
      }
      products(
        first: $first
        after: $after
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters {
          ...FilterFields
        }
        edges {
          node {
            ...ProductFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
  ${COLLECTION_SUMMARY_FRAGMENT}
  ${FILTER_FRAGMENT}
  ${PRODUCT_FRAGMENTS}
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/collections
 * Handles only, paged with the cursor, for getStaticPaths.
 */
export const COLLECTION_HANDLES_QUERY = /* GraphQL */ `
  query CollectionHandles($first: Int = 250, $after: String) {
    collections(first: $first, after: $after) {
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
