/**
 * Sitemap and URL-redirect documents: the catalogue's handles and `updatedAt` a page at a time
 * (the sitemap's shards), the same pages with the dates only (the index, which has to walk the
 * catalogue: the 2023-10 connections have no total count), the shop's policies, and one URL
 * redirect by path.
 */

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/products
 * One shard of the products sitemap: 250 (the API's page maximum) by ID, so a cursor names the
 * same place however the catalogue is edited around it.
 */
export const SITEMAP_PRODUCTS_QUERY = /* GraphQL */ `
  query SitemapProducts($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: ID) {
      nodes {
        handle
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The index's walk of the products: the dates and the cursors only. */
export const SITEMAP_PRODUCT_DATES_QUERY = /* GraphQL */ `
  query SitemapProductDates($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: ID) {
      nodes {
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** https://shopify.dev/docs/api/storefront/2023-10/queries/collections (by ID, like products) */
export const SITEMAP_COLLECTIONS_QUERY = /* GraphQL */ `
  query SitemapCollections($first: Int!, $after: String) {
    collections(first: $first, after: $after, sortKey: ID) {
      nodes {
        handle
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The index's walk of the collections: the dates and the cursors only. */
export const SITEMAP_COLLECTION_DATES_QUERY = /* GraphQL */ `
  query SitemapCollectionDates($first: Int!, $after: String) {
    collections(first: $first, after: $after, sortKey: ID) {
      nodes {
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Shop
 * The policies the shop has (null for one it has not written). ShopPolicy has no updatedAt in
 * 2023-10, so the handle is all there is to read.
 */
export const SHOP_POLICY_HANDLES_QUERY = /* GraphQL */ `
  query ShopPolicyHandles {
    shop {
      privacyPolicy {
        handle
      }
      termsOfService {
        handle
      }
      refundPolicy {
        handle
      }
      shippingPolicy {
        handle
      }
      subscriptionPolicy {
        handle
      }
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/queries/urlRedirects
 * The shop's redirect for one path, as Hydrogen's storefrontRedirect asks for it.
 */
export const URL_REDIRECT_QUERY = /* GraphQL */ `
  query UrlRedirect($query: String!) {
    urlRedirects(first: 1, query: $query) {
      nodes {
        path
        target
      }
    }
  }
`;
