import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestedApiVersion } from '@/emulators/storefront/api-version';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { silentLog } from './server-fixtures';

describe('requestedApiVersion', () => {
  it.each([
    ['/api/2023-10/graphql.json', '2023-10'],
    ['/api/2023-01/graphql.json', '2023-01'],
    ['/api/2024-01/graphql.json', '2024-01'],
    ['/api/2025-07/graphql.json', '2025-07'],
    ['/api/unstable/graphql.json', 'unstable'],
    ['/api/2024-04/graphql', '2024-04'],
    ['/api/graphql.json', 'default'],
    ['/api/2024-13/graphql.json', null],
    ['/api/latest/graphql.json', null],
    ['/api/2024-1/graphql.json', null],
    ['/api/2023-10/other.json', null],
    ['/api/2023-10/graphql.json/x', null],
    ['/v2/cdn/stories', null],
  ])('%s asks for %s', (path, expected) => {
    expect(requestedApiVersion(path)).toBe(expected);
  });
});

describe('the platform at the version paths peers use', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ port: 0, env: {}, log: silentLog });
  });
  afterAll(() => platform.close());

  const post = (path: string) =>
    fetch(`${platform.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'demo-storefront-token',
      },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });

  it.each([
    '/api/2023-01/graphql.json',
    '/api/2023-10/graphql.json',
    '/api/2024-01/graphql.json',
    '/api/2025-01/graphql.json',
    '/api/unstable/graphql.json',
    '/api/graphql.json',
  ])('answers %s with the 2023-10 schema and says so', async (path) => {
    const response = await post(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shopify-api-version')).toBe('2023-10');
    expect(await response.json()).toEqual({ data: { shop: { name: 'Morrow & Co.' } } });
  });

  it.each(['/api/2024-13/graphql.json', '/api/latest/graphql.json'])(
    'answers %s with 404',
    async (path) => {
      const response = await post(path);
      expect(response.status).toBe(404);
    },
  );
});
