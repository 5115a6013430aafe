/**
 * The shop's legal policies (https://shopify.dev/docs/api/storefront/2023-10/objects/Shop):
 * privacy, terms of service, refund, shipping and subscription. Each is null until the merchant
 * writes it, except `subscriptionPolicy` (a ShopPolicyWithDefault: Shopify's default text, no id).
 * The API has no policy-by-handle query, so a page reads the five and picks its own.
 */

/** The links: handle and title of each policy (the footer and the static paths). */
export const SHOP_POLICY_LINKS_QUERY = /* GraphQL */ `
  query ShopPolicyLinks {
    shop {
      privacyPolicy {
        handle
        title
      }
      termsOfService {
        handle
        title
      }
      refundPolicy {
        handle
        title
      }
      shippingPolicy {
        handle
        title
      }
      subscriptionPolicy {
        handle
        title
      }
    }
  }
`;

/** The policies with their bodies (HTML: sanitise before rendering, lib/html/policy-html). */
export const SHOP_POLICIES_QUERY = /* GraphQL */ `
  query ShopPolicies {
    shop {
      privacyPolicy {
        ...ShopPolicyFields
      }
      termsOfService {
        ...ShopPolicyFields
      }
      refundPolicy {
        ...ShopPolicyFields
      }
      shippingPolicy {
        ...ShopPolicyFields
      }
      subscriptionPolicy {
        handle
        title
        body
        url
      }
    }
  }
  fragment ShopPolicyFields on ShopPolicy {
    handle
    title
    body
    url
  }
`;
