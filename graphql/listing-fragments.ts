/**
 * Fragments of the listings (collections, search): a collection's summary and a facet filter.
 * In a file of their own so that the documents modules export operations only.
 */

/** https://shopify.dev/docs/api/storefront/2023-10/objects/Collection */
export const COLLECTION_SUMMARY_FRAGMENT = /* GraphQL */ `
  fragment CollectionSummaryFields on Collection {
    id
    handle
    title
    description
    image {
      ...ImageFields
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Filter
 * `input` is the ProductFilter JSON Shopify wants back for that value; it is passed through as it
 * came (never rebuilt from the label).
 */
export const FILTER_FRAGMENT = /* GraphQL */ `
  fragment FilterFields on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
`;
