/**
 * The one Storefront API client (SPEC §7): graphql-request's GraphQLClient posting JSON to the
 * versioned endpoint (API 2023-10) with the storefront access token header. Failures are rethrown as
 * the typed errors of `./errors`, carrying the operation name and the original error as `cause`.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import { config } from '@/lib/config';
import { errorMessage } from '@/lib/errors';
import { StorefrontGraphQLError, StorefrontTransportError } from './errors';

export interface StorefrontClientOptions {
  /** The versioned GraphQL endpoint, e.g. `https://shop.example/api/2023-10/graphql.json`. */
  endpoint: string;
  /** The public Storefront access token. */
  token: string;
  /** A fetch implementation; defaults to the global one (tests and emulators inject their own). */
  fetch?: typeof fetch;
  /** How long one request may take, body included, before it fails (ms). */
  timeoutMs?: number;
}

/**
 * fetch has no timeout of its own, and a request the platform never answers would hold the cart
 * engine's single-flight queue (and every later cart action) for good. Storefront answers take well
 * under a second; ten seconds is a platform that is not coming back for this request.
 */
export const STOREFRONT_TIMEOUT_MS = 10_000;

export interface StorefrontClient {
  /**
   * Sends one document. Type it with the generated types:
   * `client.request<CartQuery, CartQueryVariables>(CART_QUERY, { id })`.
   * @throws StorefrontTransportError on a network failure or non-2xx status
   * @throws StorefrontGraphQLError when the response carries top-level GraphQL errors
   */
  request<TResult, TVariables extends object = Record<string, never>>(
    document: string,
    variables?: TVariables,
  ): Promise<TResult>;
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The name of the first named operation in a document, or 'anonymous'. */
export function operationName(document: string): string {
  return OPERATION_NAME.exec(document)?.[1] ?? 'anonymous';
}

/** Turns whatever graphql-request or fetch threw into one of the Storefront error classes. */
function toStorefrontError(error: unknown, operation: string): Error {
  if (error instanceof ClientError) {
    const { status, errors } = error.response;
    if (status < 200 || status >= 300) {
      return new StorefrontTransportError(`Storefront ${operation} failed with HTTP ${status}`, {
        operation,
        status,
        cause: error,
      });
    }
    const messages = (errors ?? []).map((e) => ({ message: e.message }));
    return new StorefrontGraphQLError(
      `Storefront ${operation} returned GraphQL errors: ${messages.map((m) => m.message).join('; ')}`,
      { operation, status, errors: messages, cause: error },
    );
  }
  return new StorefrontTransportError(
    `Storefront ${operation} request failed: ${errorMessage(error)}`,
    {
      operation,
      cause: error,
    },
  );
}

/**
 * Creates a Storefront client. Without options it talks to the endpoint and token of `lib/config`
 * (the local platform unless NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL/_TOKEN are set).
 */
export function createStorefrontClient(
  opts: StorefrontClientOptions = {
    endpoint: config.shopify.endpoint,
    token: config.shopify.token,
  },
): StorefrontClient {
  const client = new GraphQLClient(opts.endpoint, {
    headers: {
      'X-Shopify-Storefront-Access-Token': opts.token,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    // Read the global fetch per request when none is injected, so msw and polyfills installed
    // after this module loads are still used.
    fetch: opts.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    // Overrides the default, which runs graphql-js's parser over every document (the cart's is
    // ~3 KB of fragments) only to send its operation name: 20 to 30 ms of main thread per cart
    // request at mobile throttling. The Storefront API does not need the name for a document with
    // one operation, and ours have one each; errors are named by operationName() below.
    excludeOperationName: true,
  });

  return {
    async request<TResult, TVariables extends object = Record<string, never>>(
      document: string,
      variables?: TVariables,
    ): Promise<TResult> {
      const operation = operationName(document);
      const timeoutMs = opts.timeoutMs ?? STOREFRONT_TIMEOUT_MS;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let data: TResult | undefined;
      try {
        // graphql-request's conditional variable typing cannot follow a generic TVariables.
        data = await client.request<TResult>({
          document,
          variables: variables as object,
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) {
          throw new StorefrontTransportError(
            `Storefront ${operation} got no answer within ${timeoutMs} ms`,
            { operation, cause: error },
          );
        }
        throw toStorefrontError(error, operation);
      } finally {
        clearTimeout(timer);
      }
      // A 2xx answer without `data` (and without errors) is not a GraphQL response at all.
      if (data === undefined || data === null) {
        throw new StorefrontTransportError(`Storefront ${operation} returned no data`, {
          operation,
        });
      }
      return data;
    },
  };
}

let sharedClient: StorefrontClient | undefined;

/** The client of `lib/config`, created on first use and shared by the default cart and product API. */
export function getDefaultClient(): StorefrontClient {
  sharedClient ??= createStorefrontClient();
  return sharedClient;
}
