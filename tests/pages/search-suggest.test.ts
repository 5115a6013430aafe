import { graphql, HttpResponse } from 'msw';
import type { NextApiRequest } from 'next';
import { describe, expect, it, vi } from 'vitest';
import type { PredictiveSearchQuery, PredictiveSearchQueryVariables } from '@/graphql/generated';
import { config } from '@/lib/config';
import suggest from '@/pages/api/search/suggest';
import { startMswServer } from '../lib/shopify/msw';

const server = startMswServer();
const platform = graphql.link(config.shopify.endpoint);

/** Calls the route with `q` and returns its status, headers and body. */
async function call(query: Record<string, string | string[]>, method = 'GET') {
  const headers: Record<string, string> = {};
  let status = 0;
  let body: unknown;
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
      return res;
    },
    status: (code: number) => {
      status = code;
      return res;
    },
    json: (value: unknown) => {
      body = value;
      return res;
    },
  };
  await suggest(
    { method, query } as unknown as NextApiRequest,
    res as unknown as Parameters<typeof suggest>[1],
  );
  return { status, headers, body };
}

const answer: PredictiveSearchQuery = {
  predictiveSearch: {
    products: [],
    collections: [{ id: 'gid://shopify/Collection/1', title: 'Tea', handle: 'tea' }],
    queries: [],
  },
};

describe('GET /api/search/suggest', () => {
  it('answers the view of the suggestions for the normalised query, cacheable', async () => {
    const asked: string[] = [];
    server.use(
      platform.query<PredictiveSearchQuery, PredictiveSearchQueryVariables>(
        'PredictiveSearch',
        ({ variables }) => {
          asked.push(variables.query);
          return HttpResponse.json({ data: answer });
        },
      ),
    );
    const { status, headers, body } = await call({ q: '  tea   pot ' });
    expect(asked).toEqual(['tea pot']);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
    expect(body).toEqual({
      groups: [
        {
          kind: 'collection',
          label: 'Collections',
          options: [{ kind: 'collection', label: 'Tea', href: '/collections/tea' }],
        },
      ],
    });
  });

  it('a 10 kB query is cut before it is sent', async () => {
    const asked: string[] = [];
    server.use(
      platform.query<PredictiveSearchQuery, PredictiveSearchQueryVariables>(
        'PredictiveSearch',
        ({ variables }) => {
          asked.push(variables.query);
          return HttpResponse.json({ data: answer });
        },
      ),
    );
    expect((await call({ q: 'x'.repeat(10_000) })).status).toBe(200);
    expect(asked[0]).toHaveLength(100);
  });

  it('a query the platform refuses has no suggestions (200), not an error', async () => {
    server.use(
      platform.query('PredictiveSearch', () =>
        HttpResponse.json({ errors: [{ message: 'Too many terms' }], data: null }),
      ),
    );
    expect(await call({ q: '((((a' })).toMatchObject({ status: 200, body: { groups: [] } });
  });

  it('a platform that does not answer is a 502, never cached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(platform.query('PredictiveSearch', () => HttpResponse.error()));
    expect(await call({ q: 'tea' })).toMatchObject({
      status: 502,
      headers: { 'cache-control': 'no-store' },
    });
  });

  it('an empty query sends nothing and suggests nothing', async () => {
    expect(await call({})).toMatchObject({ status: 200, body: { groups: [] } });
  });

  it('refuses other methods', async () => {
    expect(await call({ q: 'tea' }, 'POST')).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD' },
    });
  });
});
