/**
 * A small typed client of the Customer Account API's GraphQL (2026-04): the access token goes in
 * `Authorization` as Shopify's examples and Hydrogen send it (raw, no `Bearer`). The endpoint is
 * CUSTOMER_ACCOUNT_API_URL or, unset, the one the shop's `/.well-known/customer-account-api`
 * names (read once per process). Build account features on `customerRequest`: a 401 is a
 * `CustomerApiUnauthorized` (sign the customer out), anything else unexpected a `CustomerApiError`.
 */
import type { AccountConfig } from '@/lib/config/account';
import { getAccountConfig } from '@/lib/config/server';

export const CUSTOMER_API_VERSION = '2026-04';
const TIMEOUT_MS = 10_000;

export class CustomerApiError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CustomerApiError';
  }
}

/** The token was refused (expired, revoked, or the platform forgot it). */
export class CustomerApiUnauthorized extends CustomerApiError {
  constructor() {
    super('The Customer Account API refused the access token (401)');
    this.name = 'CustomerApiUnauthorized';
  }
}

/** The API answered with GraphQL errors (bad input such as a stale cursor, or a bad document). */
export class CustomerApiGraphqlError extends CustomerApiError {
  constructor(messages: string[]) {
    super(messages.join('; '));
    this.name = 'CustomerApiGraphqlError';
  }
}

const endpoints = new Map<string, Promise<string>>();

async function discoverEndpoint(config: AccountConfig): Promise<string> {
  const url = new URL('/.well-known/customer-account-api', config.discoveryUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new CustomerApiError(`${url} answered ${response.status}`);
  const body = (await response.json()) as { graphql_api?: unknown };
  if (typeof body.graphql_api !== 'string')
    throw new CustomerApiError(`${url} names no graphql_api`);
  return body.graphql_api;
}

/** The GraphQL endpoint for these settings (configured, or discovered and kept). */
export function customerApiEndpoint(config: AccountConfig = getAccountConfig()): Promise<string> {
  if (config.graphqlUrl) return Promise.resolve(config.graphqlUrl);
  let pending = endpoints.get(config.discoveryUrl);
  if (!pending) {
    pending = discoverEndpoint(config);
    endpoints.set(config.discoveryUrl, pending);
    pending.catch(() => endpoints.delete(config.discoveryUrl));
  }
  return pending;
}

/**
 * Sends one document with the customer's access token and answers its `data`.
 * @throws CustomerApiUnauthorized on 401
 * @throws CustomerApiGraphqlError on GraphQL errors
 * @throws CustomerApiError on another status, or no answer in time
 */
export async function customerRequest<TData, TVariables extends object = Record<string, never>>(
  accessToken: string,
  document: string,
  variables?: TVariables,
  config?: AccountConfig,
): Promise<TData> {
  const endpoint = await customerApiEndpoint(config);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: accessToken,
      },
      body: JSON.stringify({ query: document, variables: variables ?? {} }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new CustomerApiError('The Customer Account API did not answer', { cause: error });
  }
  if (response.status === 401) throw new CustomerApiUnauthorized();
  if (!response.ok)
    throw new CustomerApiError(`The Customer Account API answered ${response.status}`);
  const body = (await response.json()) as { data?: TData; errors?: { message: string }[] };
  if (body.errors?.length)
    throw new CustomerApiGraphqlError(body.errors.map((error) => error.message));
  if (body.data === undefined) throw new CustomerApiError('The Customer Account API sent no data');
  return body.data;
}

/** The customer the account page greets. */
export interface CustomerProfile {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

const PROFILE_QUERY = /* GraphQL */ `
  query CustomerProfile {
    customer {
      firstName
      lastName
      emailAddress {
        emailAddress
      }
    }
  }
`;

interface ProfileData {
  customer: {
    firstName: string | null;
    lastName: string | null;
    emailAddress: { emailAddress: string | null } | null;
  };
}

export async function getCustomerProfile(
  accessToken: string,
  config?: AccountConfig,
): Promise<CustomerProfile> {
  const { customer } = await customerRequest<ProfileData>(accessToken, PROFILE_QUERY, {}, config);
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.emailAddress?.emailAddress ?? null,
  };
}
