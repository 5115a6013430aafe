import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeSegments } from '@/emulators/images';
import { startPlatform, type RunningPlatform } from '@/emulators/platform';
import { fakeStorefrontFactory, rawRequest, silentLog } from './server-fixtures';

const WEBP = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake-image', 'latin1');

let platform: RunningPlatform;
let dir: string;
const storefronts = fakeStorefrontFactory();

beforeAll(async () => {
  // <dir>/secret.webp sits outside the served folder <dir>/images, so a traversal that worked
  // would find a real file.
  dir = mkdtempSync(join(tmpdir(), 'platform-images-'));
  mkdirSync(join(dir, 'images', 'products'), { recursive: true });
  writeFileSync(join(dir, 'secret.webp'), 'secret');
  writeFileSync(join(dir, 'images', 'products', 'tea-1.webp'), WEBP);
  writeFileSync(join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'images', 'notes.txt'), 'not an image');
  symlinkSync(join(dir, 'secret.webp'), join(dir, 'images', 'escape.webp'));
  platform = await startPlatform({
    port: 0,
    env: {},
    imagesDir: join(dir, 'images'),
    storefront: storefronts.factory,
    log: silentLog,
  });
});

afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('/images', () => {
  it('serves an image with its type and cache headers', async () => {
    const response = await fetch(`${platform.url}/images/products/tea-1.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WEBP);
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const first = await fetch(`${platform.url}/images/products/tea-1.webp`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await fetch(`${platform.url}/images/products/tea-1.webp`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const head = await rawRequest(platform.url, '/images/products/tea-1.webp', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(WEBP.length));
    expect(head.body).toBe('');
  });

  it('serves SVG with a script-blocking policy', async () => {
    const response = await fetch(`${platform.url}/images/logo.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each([
    '/images/products/missing.webp',
    '/images/notes.txt',
    '/images/products',
    '/images/',
    '/images/../secret.webp',
    '/images/products/../../secret.webp',
    '/images/%2e%2e/secret.webp',
    '/images/..%2fsecret.webp',
    '/images/..%5csecret.webp',
    '/images/products%2f..%2f..%2fsecret.webp',
    '/images/%E0%A4%A.webp',
    '/images/products/tea-1.webp%00.webp',
    '/images/escape.webp',
  ])('404 for %s', async (path) => {
    const response = await rawRequest(platform.url, path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('secret');
    expect(JSON.parse(response.body)).toHaveProperty('error');
  });

  it('answers 405 to a POST', async () => {
    const response = await fetch(`${platform.url}/images/products/tea-1.webp`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('safeSegments', () => {
  it.each([
    ['products/tea-1.webp', ['products', 'tea-1.webp']],
    ['a%20b.webp', ['a b.webp']],
    ['..', null],
    ['a/./b.webp', null],
    ['a//b.webp', null],
    ['%2e%2e/x.webp', null],
    ['a%2Fb.webp', null],
    ['a%5Cb.webp', null],
    ['a%00.webp', null],
    ['%zz.webp', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(safeSegments(input)).toEqual(expected);
  });
});

describe('routing, CORS and robustness', () => {
  it('answers unknown paths with 404 JSON and CORS', async () => {
    const response = await fetch(`${platform.url}/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: 'not found' });
  });

  it('lists its endpoints at /', async () => {
    const body = (await (await fetch(`${platform.url}/`)).json()) as {
      endpoints: Record<string, unknown>;
    };
    expect(Object.keys(body.endpoints)).toEqual([
      'storefront',
      'checkout',
      'customerAccount',
      'content',
      'orders',
      'images',
      'editor',
      'admin',
    ]);
  });

  it('serves the stand-in editor, framing the shop with a signed preview URL', async () => {
    const response = await fetch(`${platform.url}/editor?path=/&shop=http://127.0.0.1:3999`);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    const src = /<iframe title="Shop preview" src="([^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&#38;', '&');
    const url = new URL(src ?? '');
    expect(url.origin).toBe('http://127.0.0.1:3999');
    expect(url.searchParams.get('_storyblok_tk[token]')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('stores a newsletter address (POST /newsletter/subscriptions)', async () => {
    const response = await fetch(`${platform.url}/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', email_opt_in: true }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    '/v2/cdn/stories',
    '/storyblok/discounts/utm-promo',
    '/newsletter/subscriptions',
    '/images/products/tea-1.webp',
  ])('answers a CORS preflight for %s', async (path) => {
    const response = await fetch(`${platform.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-custom',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-custom');
  });

  it('routes the Storefront API and checkout to the storefront', async () => {
    const graphql = await fetch(`${platform.url}/api/2023-10/graphql.json`, {
      method: 'POST',
      body: '{}',
    });
    expect(await graphql.json()).toEqual({ data: { ok: true } });
    const checkout = await fetch(`${platform.url}/checkout/abc`);
    expect(await checkout.text()).toBe('<h1>Checkout</h1>');
  });

  it('routes POST /checkout/<token> with its form body to the storefront', async () => {
    const response = await fetch(`${platform.url}/checkout/c1-abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'return_to=http%3A%2F%2Flocalhost%3A3000%2F',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(storefronts.latest().calls.checkout.at(-1)).toBe(
      'POST /checkout/c1-abc return_to=http%3A%2F%2Flocalhost%3A3000%2F',
    );
  });

  it('keeps the origin its own whatever the request target or Host header say', async () => {
    const response = await rawRequest(
      platform.url,
      '//evil.example/v2/cdn/spaces/me?token=demo-content-token',
      {
        headers: { host: 'evil.example' },
      },
    );
    expect(response.status).toBe(404);
  });

  it('refuses an oversized body with 413 and stays up', async () => {
    const response = await rawRequest(platform.url, '/api/2023-10/graphql.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect((await fetch(`${platform.url}/nope`)).status).toBe(404);
  });

  it('answers malformed HTTP with 400 and stays up', async () => {
    const { Socket } = await import('node:net');
    const { hostname, port } = new URL(platform.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = new Socket();
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.connect(Number(port), hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${platform.url}/nope`)).status).toBe(404);
  });
});

describe('a failing handler', () => {
  it('is answered 500 and logged, and the process keeps serving', async () => {
    const errors: string[] = [];
    const broken = await startPlatform({
      port: 0,
      env: {},
      storefront: () => ({
        handle: async () => {
          throw new Error('boom');
        },
        expireCarts: () => {},
        reset: () => {},
      }),
      log: { info: () => {}, error: (line) => errors.push(line) },
    });
    try {
      const response = await fetch(`${broken.url}/api/2023-10/graphql.json`, {
        method: 'POST',
        body: '{}',
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'internal error' });
      expect(errors).toEqual(['platform: POST /api/2023-10/graphql.json failed']);
      expect((await fetch(`${broken.url}/v2/cdn/spaces/me?token=demo-content-token`)).status).toBe(
        200,
      );
    } finally {
      await broken.close();
    }
  });
});

describe('start-up', () => {
  it('logs one line naming the endpoints', async () => {
    const lines: string[] = [];
    const started = await startPlatform({
      port: 0,
      env: { PLATFORM_LATENCY_MS: '5' },
      storefront: fakeStorefrontFactory().factory,
      log: { info: (line) => lines.push(line), error: () => {} },
    });
    await started.close();
    expect(lines).toHaveLength(1);
    for (const part of [
      '/api/2023-10/graphql.json',
      '/v2/cdn/stories',
      '/storyblok/discounts/utm-promo',
      '/images/',
      '/__admin/',
      'GET|POST /checkout/*',
      'latencyMs=5',
    ]) {
      expect(lines[0]).toContain(part);
    }
  });

  it('hands PLATFORM_SHOP_URL to the storefront it builds', async () => {
    const fake = fakeStorefrontFactory();
    const started = await startPlatform({
      port: 0,
      env: { PLATFORM_SHOP_URL: ' http://shop.test:3100 ' },
      storefront: fake.factory,
      log: silentLog,
    });
    await started.close();
    expect(fake.created.map((options) => options.shopUrl)).toEqual(['http://shop.test:3100']);
  });

  it('refuses to start on malformed fault variables', async () => {
    await expect(
      startPlatform({
        port: 0,
        env: { PLATFORM_ERROR_RATE: 'lots' },
        storefront: fakeStorefrontFactory().factory,
        log: silentLog,
      }),
    ).rejects.toThrow('PLATFORM_ERROR_RATE must be a number');
  });
});
