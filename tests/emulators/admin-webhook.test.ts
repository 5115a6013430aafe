import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handleAdmin, type AdminTarget } from '../../emulators/admin';
import { createFaults } from '../../emulators/faults';

function target(overrides: Partial<AdminTarget> = {}): AdminTarget & { drafts: unknown[] } {
  const drafts: unknown[] = [];
  return {
    drafts,
    faults: createFaults(),
    seed: null,
    applyCartTtl: () => {},
    expireCarts: () => {},
    resetState: () => {},
    publish: (slug) => (slug === 'missing' ? null : { cv: 7 }),
    storyId: () => 42,
    saveDraft: (slug, fields, from) => {
      drafts.push({ slug, fields, from });
      return slug !== 'missing';
    },
    spaceId: 287416,
    env: {},
    ...overrides,
  };
}

const post = (path: string, body: unknown) =>
  new Request(`http://127.0.0.1:4010${path}`, { method: 'POST', body: JSON.stringify(body) });

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** A stand-in shop that records the webhook it receives. */
async function shop(): Promise<{
  url: string;
  received: { headers: Record<string, unknown>; body: string }[];
}> {
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":["/"]}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/revalidate`,
    received,
  };
}

describe('POST /__admin/publish with a webhook', () => {
  it('sends a signed Storyblok webhook and reports the shop answer', async () => {
    const { url, received } = await shop();
    const res = await handleAdmin(
      post('/__admin/publish', {
        full_slug: 'home',
        webhook_url: url,
        webhook_secret: 's3cret-value',
      }),
      '127.0.0.1',
      target(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cv: 7, webhook: { url, status: 200 } });
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(JSON.parse(hook!.body)).toMatchObject({
      action: 'published',
      full_slug: 'home',
      story_id: 42,
      space_id: 287416,
    });
    expect(hook!.headers['webhook-signature']).toBe(
      createHmac('sha1', 's3cret-value').update(hook!.body).digest('hex'),
    );
  });

  it('uses PLATFORM_WEBHOOK_URL when the body names none, and sends nothing without either', async () => {
    const { url, received } = await shop();
    await handleAdmin(
      post('/__admin/publish', {}),
      '127.0.0.1',
      target({ env: { PLATFORM_WEBHOOK_URL: url } }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-signature']).toBeUndefined();
    const res = await handleAdmin(post('/__admin/publish', {}), '127.0.0.1', target());
    expect(await res.json()).toEqual({ cv: 7 });
    expect(received).toHaveLength(1);
  });
});

describe('POST /__admin/draft', () => {
  it.each([
    [{ full_slug: 'home', content: { story_heading: 'x' } }, 200],
    [{ full_slug: 'home', content: { a: 1 }, from: 'published' }, 200],
    [{ full_slug: 'missing', content: {} }, 404],
    [{ full_slug: 'home', content: 'x' }, 400],
    [{ full_slug: 'home', content: [] }, 400],
    [{ content: {} }, 400],
    [{ full_slug: 'home', content: {}, from: 'elsewhere' }, 400],
  ])('%j → %i', async (body, status) => {
    const res = await handleAdmin(post('/__admin/draft', body), '127.0.0.1', target());
    expect(res.status).toBe(status);
  });

  it('is loopback-only like every admin call', async () => {
    const t = target();
    const res = await handleAdmin(
      post('/__admin/draft', { full_slug: 'home', content: {} }),
      '203.0.113.9',
      t,
    );
    expect(res.status).toBe(403);
    expect(t.drafts).toEqual([]);
  });
});
