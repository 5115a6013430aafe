import { describe, expect, it } from 'vitest';
import { checkHealth, probe, summarise, type Probe } from '@/lib/health/reachability';

const up: Probe = { ok: true, status: 200, ms: 3 };
const down: Probe = { ok: false, status: null, ms: 1500, error: 'unreachable' };

describe('summarise', () => {
  it.each([
    [up, up, 'ok'],
    [up, down, 'degraded'],
    [down, up, 'degraded'],
    [down, down, 'degraded'],
  ] as const)('%o + %o → %s', (platform, cms, status) => {
    expect(summarise(platform, cms).status).toBe(status);
  });
});

describe('summarise with the shared cache (Redis) configured', () => {
  it.each([
    [null, 'ok', undefined],
    ['ok', 'ok', 'ok'],
    ['degraded', 'degraded', 'degraded'],
    ['down', 'degraded', 'down'],
  ] as const)('redis %s → status %s, redis field %s', (redis, status, field) => {
    const report = summarise(up, up, redis);
    expect(report.status).toBe(status);
    expect(report.redis).toBe(field);
  });
});

describe('probe', () => {
  const answer = (status: number) => async () => new Response('x', { status });

  it.each([
    [200, true],
    [301, true],
    [401, false],
    [404, false],
    [500, false],
    [503, false],
  ])('HTTP %i → ok %s', async (status, ok) => {
    const result = await probe('http://x', {}, 100, answer(status));
    expect(result).toMatchObject({ ok, status });
  });

  it('reports a refused connection as unreachable', async () => {
    const refuse = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await probe('http://x', {}, 100, refuse)).toMatchObject({
      ok: false,
      status: null,
      error: 'unreachable',
    });
  });

  it('gives up on an upstream that never answers, within the timeout', async () => {
    const hang = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const started = Date.now();
    const result = await probe('http://x', {}, 50, hang);
    expect(result).toMatchObject({ ok: false, status: null, error: 'no answer within 50 ms' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('checkHealth', () => {
  it('asks the Storefront API with its token and the CMS with its token', async () => {
    const seen: string[] = [];
    const record = async (url: string, init?: RequestInit) => {
      const token = new Headers(init?.headers).get('X-Shopify-Storefront-Access-Token');
      seen.push(`${init?.method} ${url}${token ? ` token=${token}` : ''}`);
      return new Response('{}', { status: url.includes('spaces') ? 401 : 200 });
    };
    const report = await checkHealth(
      {
        storefrontEndpoint: 'https://shop.example/api/2023-10/graphql.json',
        storefrontToken: 'public-token',
        contentEndpoint: 'https://cms.example/v2',
        contentToken: 'a b',
      },
      100,
      record,
    );
    expect(seen.sort()).toEqual([
      'GET https://cms.example/v2/cdn/spaces/me?token=a%20b',
      'POST https://shop.example/api/2023-10/graphql.json token=public-token',
    ]);
    expect(report.status).toBe('degraded');
    expect(report.cms).toMatchObject({ ok: false, status: 401 });
  });

  it('adds the shared cache state when a Redis probe is given', async () => {
    const ok = async () => new Response('{}', { status: 200 });
    const targets = {
      storefrontEndpoint: 'https://shop.example/api/2023-10/graphql.json',
      storefrontToken: 't',
      contentEndpoint: 'https://cms.example/v2',
      contentToken: 't',
    };
    const without = await checkHealth(targets, 100, ok);
    const down = await checkHealth({ ...targets, redis: async () => 'down' }, 100, ok);
    expect([without.status, without.redis]).toEqual(['ok', undefined]);
    expect([down.status, down.redis]).toEqual(['degraded', 'down']);
  });
});
