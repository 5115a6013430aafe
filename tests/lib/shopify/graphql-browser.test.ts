/**
 * The browser's stand-in for graphql-js (next.config.ts aliases `graphql` to it in the browser
 * bundle): the Storefront client must work with it, since graphql-request then has no parser or
 * printer; and reaching either fails loudly.
 */
import { describe, expect, it, vi } from 'vitest';
import { CART_QUERY } from '@/graphql/cart';
import * as shim from '@/lib/shopify/graphql-browser';

vi.mock('graphql', () => import('@/lib/shopify/graphql-browser'));

describe('graphql-browser', () => {
  it('parse and print say why they are not there', () => {
    expect(() => shim.parse()).toThrow(/not in the browser bundle.*strings/);
    expect(() => shim.print()).toThrow(/not in the browser bundle/);
  });

  it('the Storefront client sends the document and reads the answer without graphql-js', async () => {
    // The alias is in place for this module graph: graphql-request gets the stand-in.
    const graphql = await import('graphql');
    expect(graphql.parse).toBe(shim.parse);
    const { createStorefrontClient } = await import('@/lib/shopify/client');
    const sent: unknown[] = [];
    const client = createStorefrontClient({
      endpoint: 'https://shop.example/api/2023-10/graphql.json',
      token: 'token',
      fetch: async (_input, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({ data: { cart: null } });
      },
    });
    await expect(client.request(CART_QUERY, { id: 'gid://shopify/Cart/1' })).resolves.toEqual({
      cart: null,
    });
    expect(sent).toEqual([{ query: CART_QUERY, variables: { id: 'gid://shopify/Cart/1' } }]);
  });
});
