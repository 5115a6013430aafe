import { describe, expect, it } from 'vitest';
import { adminRefusal, handleAdmin, type AdminTarget } from '@/emulators/admin';
import { createFaults, NO_FAULTS } from '@/emulators/faults';
import { admin, rawRequest, platformForSuite } from './server-fixtures';

describe('adminRefusal', () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it.each([
    ['127.0.0.1', {}, null],
    ['::1', { host: '[::1]:4010' }, null],
    ['::ffff:127.0.0.1', { host: 'localhost:4010' }, null],
    ['127.0.0.1', { host: '127.0.0.1:4010', origin: 'http://localhost:3000' }, null],
    ['127.0.0.1', { host: '127.0.0.1:4010', origin: 'http://127.0.0.1:3000' }, null],
    ['10.1.2.3', {}, 'admin endpoint is loopback-only'],
    ['192.168.0.7', { host: '127.0.0.1:4010' }, 'admin endpoint is loopback-only'],
    [undefined, {}, 'admin endpoint is loopback-only'],
    ['127.0.0.1', { origin: 'https://evil.example' }, 'cross-origin admin requests are refused'],
    ['127.0.0.1', { origin: 'null' }, 'cross-origin admin requests are refused'],
    [
      '127.0.0.1',
      { host: 'rebound.evil.example:4010' },
      'admin requests must address a loopback host',
    ],
  ])('%s %j → %s', (address, init, expected) => {
    expect(adminRefusal(address, headers(init))).toBe(expected);
  });
});

describe('handleAdmin from a non-loopback peer', () => {
  it('answers 403 and changes nothing', async () => {
    const faults = createFaults();
    const target: AdminTarget = {
      faults,
      seed: null,
      applyCartTtl: () => {},
      expireCarts: () => {},
      resetState: () => {},
      publish: () => ({ cv: 1 }),
    };
    const request = new Request('http://127.0.0.1:4010/__admin/faults', {
      method: 'POST',
      body: JSON.stringify({ errorRate: 1 }),
    });
    const response = await handleAdmin(request, '203.0.113.9', target);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(faults.get()).toEqual(NO_FAULTS);
  });
});

describe('admin endpoint over HTTP', () => {
  const platform = platformForSuite('before');
  const { storefronts } = platform;

  it('shows the faults, all off', async () => {
    expect(await admin(platform.url, 'GET', '/__admin/faults')).toEqual({
      status: 200,
      body: { faults: NO_FAULTS, seed: null },
    });
  });

  it('sets any subset of faults and shows them', async () => {
    const set = await admin(platform.url, 'POST', '/__admin/faults', {
      latencyMs: 0,
      errorRate: 0.1,
    });
    expect(set).toEqual({
      status: 200,
      body: { faults: { ...NO_FAULTS, errorRate: 0.1 }, seed: null },
    });
    const shown = await admin(platform.url, 'GET', '/__admin/faults');
    expect(shown.body).toEqual({ faults: { ...NO_FAULTS, errorRate: 0.1 }, seed: null });
  });

  it.each([
    [{ errorRate: 3 }, 'errorRate must be a number from 0 to 1'],
    [{ nonsense: true }, 'Unknown fault "nonsense"'],
    [[1, 2], 'Expected a JSON object'],
  ])('rejects %j with 400', async (body, error) => {
    expect(await admin(platform.url, 'POST', '/__admin/faults', body)).toEqual({
      status: 400,
      body: { error },
    });
  });

  it('rejects a body that is not JSON with 400', async () => {
    const response = await fetch(`${platform.url}/__admin/faults`, {
      method: 'POST',
      body: '{"errorRate":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'body is not JSON' });
  });

  it('expires carts on request, directly or as a fault', async () => {
    const before = storefronts.latest().calls.expireCarts;
    expect(await admin(platform.url, 'POST', '/__admin/expire-carts')).toEqual({
      status: 200,
      body: { expired: true },
    });
    await admin(platform.url, 'POST', '/__admin/faults', { cartExpiry: true });
    expect(storefronts.latest().calls.expireCarts).toBe(before + 2);
  });

  it('recreates the storefront with a new cart TTL', async () => {
    const count = storefronts.created.length;
    await admin(platform.url, 'POST', '/__admin/faults', { cartTtlMs: 30_000 });
    expect(storefronts.created.length).toBe(count + 1);
    expect(storefronts.created.at(-1)).toMatchObject({
      cartTtlMs: 30_000,
      publicUrl: platform.url,
    });
  });

  it('resets faults and clears carts', async () => {
    await admin(platform.url, 'POST', '/__admin/faults', { latencyMs: 1, contentBurst429: 4 });
    const resets = storefronts.latest().calls.reset;
    const reset = await admin(platform.url, 'POST', '/__admin/reset');
    expect(reset).toEqual({ status: 200, body: { faults: NO_FAULTS, seed: null } });
    expect(storefronts.latest().calls.reset).toBe(resets + 1);
  });

  it('publishes: bumps the content cv, optionally promoting a draft', async () => {
    const read = async () =>
      (await (
        await fetch(`${platform.url}/v2/cdn/stories/home?token=demo-content-token`)
      ).json()) as {
        cv: number;
        story: { content: { hero_title: string } };
      };
    const before = await read();
    const bumped = (await admin(platform.url, 'POST', '/__admin/publish')) as {
      status: number;
      body: { cv: number };
    };
    expect(bumped.status).toBe(200);
    expect(bumped.body.cv).toBeGreaterThan(before.cv);
    const promoted = await admin(platform.url, 'POST', '/__admin/publish', { full_slug: 'home' });
    expect(promoted.status).toBe(200);
    const after = await read();
    expect(after.cv).toBeGreaterThan(bumped.body.cv);
    expect(after.story.content.hero_title).toBe('Autumn roasts have landed');
    expect(
      await admin(platform.url, 'POST', '/__admin/publish', { full_slug: 'home' }),
    ).toMatchObject({ status: 404 });
    expect(await admin(platform.url, 'POST', '/__admin/publish', { full_slug: 7 })).toMatchObject({
      status: 400,
    });
  });

  it.each([
    ['GET', '/__admin/reset', 405],
    ['DELETE', '/__admin/faults', 405],
    ['GET', '/__admin/unknown', 404],
    ['GET', '/__admin', 200],
  ])('%s %s → %i', async (method, path, status) => {
    expect((await fetch(`${platform.url}${path}`, { method })).status).toBe(status);
  });

  it('refuses a cross-site browser request and a rebound Host', async () => {
    const crossSite = await rawRequest(platform.url, '/__admin/reset', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const rebound = await rawRequest(platform.url, '/__admin/faults', {
      headers: { host: 'evil.example:4010' },
    });
    expect(rebound.status).toBe(403);
  });
});
