import { ClientError } from 'graphql-request';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CART_QUERY } from '@/graphql/cart';
import type { CartQuery, CartQueryVariables } from '@/graphql/generated';
import { config } from '@/lib/config';
import { createStorefrontClient, operationName } from '@/lib/shopify/client';
import {
  StorefrontError,
  StorefrontGraphQLError,
  StorefrontTransportError,
} from '@/lib/shopify/errors';
import { ENDPOINT, TOKEN, shop, testClient, startMswServer } from './msw';

const server = startMswServer();

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );
}

describe('operationName', () => {
  it.each([
    ['query Cart($id: ID!) { cart(id: $id) { id } }', 'Cart'],
    ['\n  mutation CartLinesAdd($cartId: ID!) { x }', 'CartLinesAdd'],
    ['# comment\nquery ProductHandles { x }', 'ProductHandles'],
    ['{ shop { name } }', 'anonymous'],
  ])('%j → %s', (document, expected) => {
    expect(operationName(document)).toBe(expected);
  });
});

describe('createStorefrontClient', () => {
  it('posts JSON with the storefront token header and returns data', async () => {
    let seen: { headers: Record<string, string | null>; variables: unknown } | undefined;
    server.use(
      shop.query<CartQuery, CartQueryVariables>('Cart', ({ request, variables }) => {
        seen = {
          headers: {
            token: request.headers.get('X-Shopify-Storefront-Access-Token'),
            contentType: request.headers.get('Content-Type'),
            method: request.method,
          },
          variables,
        };
        return HttpResponse.json({ data: { cart: null } });
      }),
    );
    const data = await testClient().request<CartQuery, CartQueryVariables>(CART_QUERY, {
      id: 'gid://shopify/Cart/1',
    });
    expect(data).toEqual({ cart: null });
    expect(seen).toEqual({
      headers: { token: TOKEN, contentType: 'application/json', method: 'POST' },
      variables: { id: 'gid://shopify/Cart/1' },
    });
  });

  it('sends the document and variables only: no operation name, so graphql-js never parses it', async () => {
    let body: unknown;
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { cart: null } });
      }),
    );
    await testClient().request<CartQuery, CartQueryVariables>(CART_QUERY, {
      id: 'gid://shopify/Cart/1',
    });
    expect(body).toEqual({ query: CART_QUERY, variables: { id: 'gid://shopify/Cart/1' } });
  });

  it('defaults to the endpoint and token of lib/config (Storefront API 2023-10)', async () => {
    expect(config.shopify.endpoint).toMatch(/\/api\/2023-10\/graphql\.json$/);
    let token: string | null = null;
    server.use(
      http.post(config.shopify.endpoint, ({ request }) => {
        token = request.headers.get('X-Shopify-Storefront-Access-Token');
        return HttpResponse.json({ data: { cart: null } });
      }),
    );
    await createStorefrontClient().request(CART_QUERY, { id: '1' });
    expect(token).toBe(config.shopify.token);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const client = createStorefrontClient({
      endpoint: 'http://injected.test/graphql',
      token: TOKEN,
      fetch: async (input) => {
        calls.push(String(input));
        return Response.json({ data: { cart: null } });
      },
    });
    await client.request(CART_QUERY, { id: '1' });
    expect(calls).toEqual(['http://injected.test/graphql']);
  });

  it.each([
    [500, 'Internal Server Error'],
    [502, '<html>Bad gateway</html>'],
    [401, '{"errors":"[API] Invalid API key or access token"}'],
    [429, '{"errors":[{"message":"Throttled"}]}'],
  ])('an HTTP %i becomes a StorefrontTransportError with the status', async (status, body) => {
    server.use(http.post(ENDPOINT, () => new HttpResponse(body, { status })));
    const error = await failure(testClient().request(CART_QUERY, { id: '1' }));
    expect(error).toBeInstanceOf(StorefrontTransportError);
    expect(error).toBeInstanceOf(StorefrontError);
    expect(error).toMatchObject({
      name: 'StorefrontTransportError',
      operation: 'Cart',
      status,
      message: `Storefront Cart failed with HTTP ${status}`,
    });
    expect((error as Error).cause).toBeInstanceOf(ClientError);
  });

  it('a network failure becomes a StorefrontTransportError without status', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    const error = await failure(testClient().request(CART_QUERY, { id: '1' }));
    expect(error).toBeInstanceOf(StorefrontTransportError);
    expect(error).toMatchObject({ operation: 'Cart', status: undefined });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('top-level GraphQL errors become a StorefrontGraphQLError listing them', async () => {
    server.use(
      shop.query('Cart', () =>
        HttpResponse.json({
          errors: [{ message: 'Field "price" doesn\'t exist' }, { message: 'Throttled' }],
        }),
      ),
    );
    const error = await failure(testClient().request(CART_QUERY, { id: '1' }));
    expect(error).toBeInstanceOf(StorefrontGraphQLError);
    expect(error).toMatchObject({
      name: 'StorefrontGraphQLError',
      operation: 'Cart',
      status: 200,
      errors: [{ message: 'Field "price" doesn\'t exist' }, { message: 'Throttled' }],
      message: 'Storefront Cart returned GraphQL errors: Field "price" doesn\'t exist; Throttled',
    });
    expect((error as Error).cause).toBeInstanceOf(ClientError);
  });

  it('partial data with errors is still an error (no half-read cart)', async () => {
    server.use(
      shop.query('Cart', () =>
        HttpResponse.json({ data: { cart: null }, errors: [{ message: 'Internal error' }] }),
      ),
    );
    const error = await failure(testClient().request(CART_QUERY, { id: '1' }));
    expect(error).toBeInstanceOf(StorefrontGraphQLError);
  });

  it('a request the platform never answers fails after the timeout instead of hanging', async () => {
    // Without a timeout the cart engine's single-flight queue would wait behind it for good.
    server.use(http.post(ENDPOINT, async () => delay('infinite')));
    const client = createStorefrontClient({ endpoint: ENDPOINT, token: TOKEN, timeoutMs: 50 });
    const error = await failure(client.request(CART_QUERY, { id: '1' }));
    expect(error).toBeInstanceOf(StorefrontTransportError);
    expect(error).toMatchObject({
      operation: 'Cart',
      status: undefined,
      message: 'Storefront Cart got no answer within 50 ms',
    });
  });

  it('a slow answer within the timeout is read as usual', async () => {
    server.use(
      http.post(ENDPOINT, async () => {
        await delay(20);
        return HttpResponse.json({ data: { cart: null } });
      }),
    );
    const client = createStorefrontClient({ endpoint: ENDPOINT, token: TOKEN, timeoutMs: 500 });
    expect(await client.request(CART_QUERY, { id: '1' })).toEqual({ cart: null });
  });

  it('a 200 answer without data is a StorefrontTransportError', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({})));
    const error = await failure(testClient().request(CART_QUERY, { id: '1' }));
    expect(error).toBeInstanceOf(StorefrontTransportError);
    expect(error).toMatchObject({ message: 'Storefront Cart returned no data' });
  });
});
