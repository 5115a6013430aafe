/**
 * The cart's buyer identity (issue 46): a signed-in customer's Customer Account API access token
 * attaches them to the cart, so Shopify's checkout opens with their details; `null` detaches them.
 * Sent by the server only (lib/account/cart-identity.ts): the token never reaches the browser.
 */

/** https://shopify.dev/docs/api/storefront/2023-10/mutations/cartBuyerIdentityUpdate */
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        id
        buyerIdentity {
          email
          customer {
            id
          }
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;
