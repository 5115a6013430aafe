/**
 * Search documents: the results page's product search (with its facet filters) and the header's
 * predictive search.
 */
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_FRAGMENTS } from './fragments';
import { FILTER_FRAGMENT } from './listing-fragments';

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/search
 * Products only (`types: [PRODUCT]`), sold-out ones last, as Shopify's own search page lists them.
 * `productFilters` of the answer are the facets of the whole result set for `query`, with counts.
 */
export const SEARCH_QUERY = /* GraphQL */ `
  query Search(
    $query: String!
    $first: Int = 24
    $after: String
    $sortKey: SearchSortKeys = RELEVANCE
    $reverse: Boolean = false
    $productFilters: [ProductFilter!]
  ) {
    search(
      query: $query
      first: $first
      after: $after
      sortKey: $sortKey
      reverse: $reverse
      productFilters: $productFilters
      types: [PRODUCT]
      unavailableProducts: LAST
    ) {
      totalCount
      productFilters {
        ...FilterFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          __typename
          ... on Product {
            ...ProductFields
          }
        }
      }
    }
  }
  ${PRODUCT_FRAGMENTS}
  ${FILTER_FRAGMENT}
`;

/** https://shopify.dev/docs/api/storefront/2023-10/objects/Product, as a suggestion shows it. */
export const PREDICTIVE_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment PredictiveProductFields on Product {
    id
    title
    handle
    featuredImage {
      ...ImageFields
    }
    priceRange {
      minVariantPrice {
        ...MoneyFields
      }
      maxVariantPrice {
        ...MoneyFields
      }
    }
  }
`;

/** https://shopify.dev/docs/api/storefront/2023-10/objects/Collection, as a suggestion shows it. */
export const PREDICTIVE_COLLECTION_FRAGMENT = /* GraphQL */ `
  fragment PredictiveCollectionFields on Collection {
    id
    title
    handle
  }
`;

/** https://shopify.dev/docs/api/storefront/2023-10/objects/SearchQuerySuggestion */
export const QUERY_SUGGESTION_FRAGMENT = /* GraphQL */ `
  fragment QuerySuggestionFields on SearchQuerySuggestion {
    text
    styledText
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/predictiveSearch
 * `limitScope: EACH`: `limit` applies to each type, so a query matching many products still
 * suggests its collections and queries.
 */
export const PREDICTIVE_SEARCH_QUERY = /* GraphQL */ `
  query PredictiveSearch($query: String!, $limit: Int = 5) {
    predictiveSearch(
      query: $query
      limit: $limit
      limitScope: EACH
      types: [PRODUCT, COLLECTION, QUERY]
      unavailableProducts: LAST
    ) {
      products {
        ...PredictiveProductFields
      }
      collections {
        ...PredictiveCollectionFields
      }
      queries {
        ...QuerySuggestionFields
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PREDICTIVE_PRODUCT_FRAGMENT}
  ${PREDICTIVE_COLLECTION_FRAGMENT}
  ${QUERY_SUGGESTION_FRAGMENT}
`;
