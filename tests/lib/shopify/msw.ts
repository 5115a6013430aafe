/**
 * msw server for the Storefront client tests: GraphQL handlers keyed by operation name on a test
 * endpoint, unhandled requests failing the test (STYLE §7).
 */
import { graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createStorefrontClient } from '@/lib/shopify/client';

export const ENDPOINT = 'https://morrow.test/api/2023-10/graphql.json';
export const TOKEN = 'test-storefront-token';

/** Handlers scoped to ENDPOINT: `shop.query<CartQuery, CartQueryVariables>('Cart', …)`. */
export const shop = graphql.link(ENDPOINT);

export const testClient = () => createStorefrontClient({ endpoint: ENDPOINT, token: TOKEN });

/** Starts a server for the calling test file (call at the top level of a test file) and resets its handlers after each test. */
export function startMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
