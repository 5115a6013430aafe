import { describe, expect, it } from 'vitest';
import { startPlatform } from '@/emulators/platform';
import { admin, fakeStorefrontFactory, silentLog, platformForSuite } from './server-fixtures';

const CONTENT = '/v2/cdn/stories/home?token=demo-content-token';
const ORDERS = '/storyblok/discounts/utm-promo?utm_campaign=welcome';
const STOREFRONT = '/api/2023-10/graphql.json';

const platform = platformForSuite('after');
const { storefronts } = platform;

const status = async (path: string, init?: RequestInit) =>
  (await fetch(`${platform.url}${path}`, init)).status;

describe('fault switches', () => {
  it('are off by default', async () => {
    expect([
      await status(CONTENT),
      await status(ORDERS),
      await status(STOREFRONT, { method: 'POST', body: '{}' }),
    ]).toEqual([200, 200, 200]);
  });

  it('contentBurst429: the next N content requests get 429 with Retry-After, then content flows', async () => {
    await admin(platform.url, 'POST', '/__admin/faults', { contentBurst429: 2 });
    const first = await fetch(`${platform.url}${CONTENT}`);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(await first.json()).toEqual({ error: 'Too Many Requests' });
    // Other services are not rate limited.
    expect(await status(ORDERS)).toBe(200);
    expect([await status(CONTENT), await status(CONTENT)]).toEqual([429, 200]);
    expect((await admin(platform.url, 'GET', '/__admin/faults')).body).toMatchObject({
      faults: { contentBurst429: 0 },
    });
  });

  it('errorRate 1: content 500, orders 503, storefront a Shopify-style 503 page', async () => {
    await admin(platform.url, 'POST', '/__admin/faults', { errorRate: 1 });
    const content = await fetch(`${platform.url}${CONTENT}`);
    expect(content.status).toBe(500);
    expect(await content.json()).toEqual({ error: 'Internal Server Error' });
    const orders = await fetch(`${platform.url}${ORDERS}`);
    expect(orders.status).toBe(503);
    const storefront = await fetch(`${platform.url}${STOREFRONT}`, { method: 'POST', body: '{}' });
    expect(storefront.status).toBe(503);
    expect(storefront.headers.get('content-type')).toContain('text/html');
    expect(storefront.headers.get('access-control-allow-origin')).toBe('*');
    // Preflights, images and the admin endpoint are not API requests and never fail.
    expect(await status(STOREFRONT, { method: 'OPTIONS' })).not.toBe(503);
    expect(await status('/nope')).toBe(404);
  });

  it('latencyMs delays API responses by at least that long', async () => {
    await admin(platform.url, 'POST', '/__admin/faults', { latencyMs: 150 });
    const started = performance.now();
    expect(await status(ORDERS)).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('cartExpiry and expire-carts reach the storefront', async () => {
    const before = storefronts.latest().calls.expireCarts;
    await admin(platform.url, 'POST', '/__admin/faults', { cartExpiry: true });
    expect(storefronts.latest().calls.expireCarts).toBe(before + 1);
  });
});

describe('faults from the environment and a seed', () => {
  it('start as configured and show on the admin endpoint', async () => {
    const created = fakeStorefrontFactory();
    const configured = await startPlatform({
      port: 0,
      env: {
        PLATFORM_LATENCY_MS: '0',
        PLATFORM_ERROR_RATE: '0.5',
        PLATFORM_CONTENT_429: '1',
        PLATFORM_CART_TTL_MS: '90000',
        PLATFORM_SEED: '99',
      },
      storefront: created.factory,
      log: silentLog,
    });
    try {
      expect((await admin(configured.url, 'GET', '/__admin/faults')).body).toEqual({
        faults: { latencyMs: 0, errorRate: 0.5, contentBurst429: 1, cartTtlMs: 90000 },
        seed: 99,
      });
      expect(created.created[0]).toMatchObject({ cartTtlMs: 90000 });
    } finally {
      await configured.close();
    }
  });

  it('make an error-rate run reproducible', async () => {
    const run = async () => {
      const seeded = await startPlatform({
        port: 0,
        env: { PLATFORM_ERROR_RATE: '0.5', PLATFORM_SEED: '2024' },
        storefront: fakeStorefrontFactory().factory,
        log: silentLog,
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 24; i += 1)
          statuses.push((await fetch(`${seeded.url}${ORDERS}`)).status);
        return statuses;
      } finally {
        await seeded.close();
      }
    };
    const first = await run();
    expect(first).toContain(200);
    expect(first).toContain(503);
    expect(await run()).toEqual(first);
  });
});
