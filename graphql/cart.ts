/**
 * Cart documents of SPEC §7. Every mutation selects `userErrors { field message }`; the cart client
 * (lib/shopify/cart.ts) returns them as values.
 */
import { CART_FRAGMENTS } from './fragments';

/** https://shopify.dev/docs/api/storefront/2023-10/queries/cart */
export const CART_QUERY = /* GraphQL */ `
  query Cart($id: ID!) {
    cart(id: $id) {
      ...CartFields
    }
  }
  ${CART_FRAGMENTS}
`;

/** https://shopify.dev/docs/api/storefront/2023-10/mutations/cartCreate */
export const CART_CREATE_MUTATION = /* GraphQL */ `
  mutation CartCreate {
    cartCreate {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
      }
    }
  }
  ${CART_FRAGMENTS}
`;

/** https://shopify.dev/docs/api/storefront/2023-10/mutations/cartLinesAdd */
export const CART_LINES_ADD_MUTATION = /* GraphQL */ `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
      }
    }
  }
  ${CART_FRAGMENTS}
`;

/** https://shopify.dev/docs/api/storefront/2023-10/mutations/cartLinesUpdate */
export const CART_LINES_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
      }
    }
  }
  ${CART_FRAGMENTS}
`;

/** https://shopify.dev/docs/api/storefront/2023-10/mutations/cartLinesRemove */
export const CART_LINES_REMOVE_MUTATION = /* GraphQL */ `
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
      }
    }
  }
  ${CART_FRAGMENTS}
`;

/** https://shopify.dev/docs/api/storefront/2023-10/mutations/cartDiscountCodesUpdate */
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
      }
    }
  }
  ${CART_FRAGMENTS}
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/mutations/cartAttributesUpdate
 * Only the cart id and attributes come back: SPEC §7 ignores the result.
 */
export const CART_ATTRIBUTES_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!) {
    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {
      cart {
        id
        attributes {
          key
          value
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;
