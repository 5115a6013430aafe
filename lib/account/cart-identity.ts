/**
 * The cart's buyer identity, set by the server (docs/accounts.md, "The basket's buyer identity"):
 * attaching the signed-in customer (`customerAccessToken`, as Hydrogen does) pre-fills Shopify's
 * checkout with their details and records the order in their account; detaching
 * (`customerAccessToken: null`, and the email the attach filled in) leaves the cart and its lines
 * as they are for whoever uses it next.
 */
import type {
  CartBuyerIdentityUpdateMutation,
  CartBuyerIdentityUpdateMutationVariables,
} from '@/graphql/generated';
import { CART_BUYER_IDENTITY_UPDATE_MUTATION } from '@/graphql/cart-buyer';
import { getDefaultClient, type StorefrontClient } from '@/lib/shopify/client';

export { isCartId } from '@/lib/shopify/ids';

export type CartIdentityOutcome =
  | { ok: true; customerId: string | null }
  /** `not-found`: no such cart (expired, unknown); `refused`: a userError (a token it refused). */
  | { ok: false; reason: 'not-found' | 'refused' };

async function update(
  cartId: string,
  buyerIdentity: CartBuyerIdentityUpdateMutationVariables['buyerIdentity'],
  client: StorefrontClient,
): Promise<CartIdentityOutcome> {
  const data = await client.request<
    CartBuyerIdentityUpdateMutation,
    CartBuyerIdentityUpdateMutationVariables
  >(CART_BUYER_IDENTITY_UPDATE_MUTATION, { cartId, buyerIdentity });
  const result = data.cartBuyerIdentityUpdate;
  // Shopify answers an unknown or expired cart as a userError on `cartId`, with no cart.
  const errors = result?.userErrors ?? [];
  if (!result?.cart && errors.every((e) => e.field?.[0] === 'cartId'))
    return { ok: false, reason: 'not-found' };
  if (errors.length) {
    console.warn(
      `[account] cart buyer identity refused: ${errors.map((e) => e.code ?? e.message).join(', ')}`,
    );
    return { ok: false, reason: 'refused' };
  }
  if (!result?.cart) return { ok: false, reason: 'not-found' };
  return { ok: true, customerId: result.cart.buyerIdentity.customer?.id ?? null };
}

/** Attaches the customer whose access token this is to the cart. */
export function attachCustomer(
  cartId: string,
  customerAccessToken: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<CartIdentityOutcome> {
  return update(cartId, { customerAccessToken }, client);
}

/** Detaches whoever is attached, and the email their attach filled in. */
export function detachCustomer(
  cartId: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<CartIdentityOutcome> {
  return update(cartId, { customerAccessToken: null, email: null }, client);
}
