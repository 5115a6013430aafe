/**
 * The cart's buyer identity with a signed-in customer: `buyerIdentity.customerAccessToken` (on
 * cartCreate and cartBuyerIdentityUpdate) takes a Customer Account API access token, as Hydrogen
 * passes it in the headless Customer Account world, and ties the cart to that customer. The local
 * checkout then places the order for them. An unknown or expired token is a userError.
 */
import { apiError } from './errors';

export interface BuyerIdentityState {
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  /** The signed-in customer (Customer Account API id) the cart belongs to, if any. */
  customerId: string | null;
}

export interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  /** A Customer Account API access token. */
  customerAccessToken?: string | null;
}

/** A CartUserError (cart.ts) this module can raise. */
interface BuyerError {
  code: 'INVALID';
  field: string[];
  message: string;
}

/** Who an access token belongs to; from the Customer Account API stand-in. */
export type CustomerLookup = (token: string) => { id: string; email: string } | null;

export const EMPTY_BUYER: BuyerIdentityState = {
  email: null,
  phone: null,
  countryCode: null,
  customerId: null,
};

/**
 * `input` applied over `current` (an absent field keeps its value, an explicit null clears it);
 * with a valid token the customer is set and, unless given, the email becomes theirs.
 */
export function applyBuyerIdentity(
  current: BuyerIdentityState,
  input: BuyerIdentityInput | null | undefined,
  lookup: CustomerLookup | undefined,
  field: string[],
): { identity: BuyerIdentityState; errors: BuyerError[] } {
  const pick = <K extends 'email' | 'phone' | 'countryCode'>(key: K) =>
    input && input[key] !== undefined ? (input[key] ?? null) : current[key];
  const identity: BuyerIdentityState = {
    email: pick('email'),
    phone: pick('phone'),
    countryCode: pick('countryCode'),
    customerId: current.customerId,
  };
  const token = input?.customerAccessToken;
  if (token === null) identity.customerId = null;
  if (typeof token !== 'string') return { identity, errors: [] };
  const customer = lookup?.(token) ?? null;
  if (!customer)
    return {
      identity: current,
      errors: [
        {
          code: 'INVALID',
          field: [...field, 'customerAccessToken'],
          message: 'The customer access token is invalid or has expired.',
        },
      ],
    };
  identity.customerId = customer.id;
  if (input?.email == null) identity.email = customer.email;
  return { identity, errors: [] };
}

/** A linked customer as the Storefront API's `Customer` (addresses and orders stay empty here). */
export function storefrontCustomer(
  customer: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    displayName: string;
    phone: string | null;
  },
  createdAt: string,
) {
  const empty = (args: { first?: number | null; last?: number | null }) => {
    if (args.first == null && args.last == null)
      throw apiError('you must provide one of first or last', { code: 'BAD_REQUEST' });
    return {
      edges: [],
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    };
  };
  return {
    __typename: 'Customer',
    ...customer,
    acceptsMarketing: false,
    createdAt,
    updatedAt: createdAt,
    defaultAddress: null,
    addresses: empty,
    orders: empty,
    numberOfOrders: '0',
    tags: [],
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    lastIncompleteCheckout: null,
  };
}
