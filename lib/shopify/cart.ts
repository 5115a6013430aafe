/**
 * The cart client wrapper of SPEC §7: one function per cart operation, each sending its document
 * through the Storefront client and returning domain types. userErrors are returned as values (and
 * logged with console.warn); transport and GraphQL errors throw (see `./errors`).
 */
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_QUERY,
} from '@/graphql/cart';
import type {
  AttributeInput,
  CartAttributesUpdateMutation,
  CartAttributesUpdateMutationVariables,
  CartCreateMutation,
  CartCreateMutationVariables,
  CartDiscountCodesUpdateMutation,
  CartDiscountCodesUpdateMutationVariables,
  CartLineInput,
  CartLinesAddMutation,
  CartLinesAddMutationVariables,
  CartLinesRemoveMutation,
  CartLinesRemoveMutationVariables,
  CartLinesUpdateMutation,
  CartLinesUpdateMutationVariables,
  CartLineUpdateInput,
  CartQuery,
  CartQueryVariables,
} from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';
import { toVariantGid } from './ids';
import { reshapeCart } from './reshape';
import type { Attribute, Cart, CartMutationResult, UserError } from './types';

export interface CartLineAddition {
  /** Variant id, plain or global; sent as a ProductVariant global id. */
  merchandiseId: string;
  quantity: number;
  /** The selling plan to buy on; null or absent for a one-time purchase. */
  sellingPlanId?: string | null;
  attributes?: Attribute[];
}

export interface CartLineChange {
  /** The cart line id (lines are identified by id, never by variant). */
  id: string;
  quantity: number;
  /** Absent: keep the line's plan. null: make it one-time. A plan id: switch to that plan. */
  sellingPlanId?: string | null;
}

export interface CartApi {
  /** A new empty cart. */
  createCart(): Promise<CartMutationResult>;
  /** The cart, or null when the platform no longer knows it (expired, completed, unknown id). */
  getCart(cartId: string): Promise<Cart | null>;
  addLines(cartId: string, lines: CartLineAddition[]): Promise<CartMutationResult>;
  updateLines(cartId: string, lines: CartLineChange[]): Promise<CartMutationResult>;
  removeLines(cartId: string, lineIds: string[]): Promise<CartMutationResult>;
  /** Replaces the cart's discount codes; `[]` removes them all. */
  updateDiscountCodes(cartId: string, codes: string[]): Promise<CartMutationResult>;
  /** Sets the cart attributes; the result is ignored (SPEC §7), userErrors are only logged. */
  updateAttributes(cartId: string, attributes: Attribute[]): Promise<void>;
}

/** The payload of any mutation that returns the whole cart: the generated types, unioned. */
type CartPayload = NonNullable<
  | CartCreateMutation['cartCreate']
  | CartLinesAddMutation['cartLinesAdd']
  | CartLinesUpdateMutation['cartLinesUpdate']
  | CartLinesRemoveMutation['cartLinesRemove']
  | CartDiscountCodesUpdateMutation['cartDiscountCodesUpdate']
>;

/** `userErrors` as every cart mutation selects them (`{ field message }`). */
type ApiUserErrors =
  | CartPayload['userErrors']
  | NonNullable<CartAttributesUpdateMutation['cartAttributesUpdate']>['userErrors'];

function userErrors(operation: string, errors: ApiUserErrors): UserError[] {
  const values = errors.map((error) => ({
    field: error.field ? [...error.field] : null,
    message: error.message,
  }));
  // The platform reports rejected input (unknown merchandise, bad quantity, unknown line) here,
  // with a 200 status; the caller decides what the shopper sees, this only leaves a trace.
  if (values.length > 0) console.warn(`[shopify] ${operation} userErrors`, values);
  return values;
}

function mutationResult(operation: string, payload: CartPayload | null): CartMutationResult {
  return {
    cart: payload?.cart ? reshapeCart(payload.cart) : null,
    userErrors: userErrors(operation, payload?.userErrors ?? []),
  };
}

/** AttributeInput.value is non-null in the schema; a null value is sent as the empty string. */
function attributeInputs(attributes: Attribute[]): AttributeInput[] {
  return attributes.map(({ key, value }) => ({ key, value: value ?? '' }));
}

/**
 * Creates the cart API over a Storefront client. Without a client, each call uses the shared
 * default client (created from `lib/config` on first use).
 */
export function createCartApi(client?: StorefrontClient): CartApi {
  const storefront = (): StorefrontClient => client ?? getDefaultClient();

  return {
    async createCart() {
      const data = await storefront().request<CartCreateMutation, CartCreateMutationVariables>(
        CART_CREATE_MUTATION,
      );
      return mutationResult('CartCreate', data.cartCreate);
    },

    async getCart(cartId) {
      const data = await storefront().request<CartQuery, CartQueryVariables>(CART_QUERY, {
        id: cartId,
      });
      // A cart reads as null once it has expired or been checked out.
      return data.cart ? reshapeCart(data.cart) : null;
    },

    async addLines(cartId, lines) {
      const inputs: CartLineInput[] = lines.map((line) => {
        const input: CartLineInput = {
          merchandiseId: toVariantGid(line.merchandiseId),
          quantity: line.quantity,
        };
        if (line.sellingPlanId) input.sellingPlanId = line.sellingPlanId;
        if (line.attributes) input.attributes = attributeInputs(line.attributes);
        return input;
      });
      const data = await storefront().request<CartLinesAddMutation, CartLinesAddMutationVariables>(
        CART_LINES_ADD_MUTATION,
        { cartId, lines: inputs },
      );
      return mutationResult('CartLinesAdd', data.cartLinesAdd);
    },

    async updateLines(cartId, lines) {
      const inputs: CartLineUpdateInput[] = lines.map((line) => {
        const input: CartLineUpdateInput = { id: line.id, quantity: line.quantity };
        if (line.sellingPlanId !== undefined) input.sellingPlanId = line.sellingPlanId;
        return input;
      });
      const data = await storefront().request<
        CartLinesUpdateMutation,
        CartLinesUpdateMutationVariables
      >(CART_LINES_UPDATE_MUTATION, { cartId, lines: inputs });
      return mutationResult('CartLinesUpdate', data.cartLinesUpdate);
    },

    async removeLines(cartId, lineIds) {
      const data = await storefront().request<
        CartLinesRemoveMutation,
        CartLinesRemoveMutationVariables
      >(CART_LINES_REMOVE_MUTATION, { cartId, lineIds });
      return mutationResult('CartLinesRemove', data.cartLinesRemove);
    },

    async updateDiscountCodes(cartId, codes) {
      const data = await storefront().request<
        CartDiscountCodesUpdateMutation,
        CartDiscountCodesUpdateMutationVariables
      >(CART_DISCOUNT_CODES_UPDATE_MUTATION, { cartId, discountCodes: codes });
      return mutationResult('CartDiscountCodesUpdate', data.cartDiscountCodesUpdate);
    },

    async updateAttributes(cartId, attributes) {
      const data = await storefront().request<
        CartAttributesUpdateMutation,
        CartAttributesUpdateMutationVariables
      >(CART_ATTRIBUTES_UPDATE_MUTATION, { cartId, attributes: attributeInputs(attributes) });
      userErrors('CartAttributesUpdate', data.cartAttributesUpdate?.userErrors ?? []);
    },
  };
}

/** The cart API over the default client (lazily created from `lib/config`). */
export const cartApi: CartApi = createCartApi();
