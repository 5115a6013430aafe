import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient, getAllStories, getStory, withRateLimitRetry } from '@/lib/content';
import { contentClient } from '@/lib/content/client';
import { CONTENT_MAX_AGE_MS } from '@/lib/content/max-age';

const ENDPOINT = 'http://content.test/v2';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function story(slug: string, extra: Record<string, unknown> = {}) {
  return {
    id: 1,
    uuid: `u-${slug}`,
    name: slug,
    slug,
    full_slug: slug,
    content: { component: 'page', ...extra },
  };
}

describe('withRateLimitRetry', () => {
  it.each([
    { statuses: [200], calls: 1, waits: [], ok: true },
    { statuses: [429, 200], calls: 2, waits: [1000], ok: true },
    { statuses: [429, 429, 429, 200], calls: 4, waits: [1000, 2000, 3000], ok: true },
    { statuses: [429, 429, 429, 429, 429], calls: 5, waits: [1000, 2000, 3000, 4000], ok: false },
    { statuses: [500], calls: 1, waits: [], ok: true },
  ])(
    'answers $statuses with $calls calls and waits $waits',
    async ({ statuses, calls, waits, ok }) => {
      const queue = [...statuses];
      const base = vi.fn(async () => new Response('{}', { status: queue.shift() ?? 200 }));
      const slept: number[] = [];
      const wrapped = withRateLimitRetry(base as unknown as typeof fetch, async (ms) => {
        slept.push(ms);
      });
      const outcome = wrapped('http://x.test/');
      if (ok) await expect(outcome).resolves.toBeInstanceOf(Response);
      else await expect(outcome).rejects.toThrow(/429 after 5 attempts/);
      expect(base).toHaveBeenCalledTimes(calls);
      expect(slept).toEqual(waits);
    },
  );
});

describe('content client', () => {
  it('caches published responses and tracks the cache version per token', async () => {
    const cvs: (string | null)[] = [];
    server.use(
      http.get(`${ENDPOINT}/cdn/stories/settings/global-settings`, ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('token')).toBe('tok-a');
        cvs.push(url.searchParams.get('cv'));
        return HttpResponse.json({ story: story('settings/global-settings'), cv: 111 });
      }),
    );
    const client = createContentClient({ token: 'tok-a', endpoint: ENDPOINT });
    for (let i = 0; i < 4; i += 1) await getStory('settings/global-settings', 'published', client);
    // The first answer teaches the client the cv; from then on requests carry it and are cached.
    expect(cvs).toEqual([null, '111']);
    expect(client.cacheVersion()).toBe(111);
  });

  it('flushes the cache for a draft request and never caches drafts', async () => {
    const versions: string[] = [];
    server.use(
      http.get(`${ENDPOINT}/cdn/stories/home`, ({ request }) => {
        versions.push(new URL(request.url).searchParams.get('version') ?? '');
        return HttpResponse.json({ story: story('home'), cv: 5 });
      }),
    );
    const client = createContentClient({ token: 'tok-b', endpoint: ENDPOINT });
    const flush = vi.spyOn(client, 'flushCache');
    await getStory('home', 'published', client);
    await getStory('home', 'draft', client);
    await getStory('home', 'draft', client);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(versions).toEqual(['published', 'draft', 'draft']);
  });

  it('returns null for a missing story and throws a ContentError for other failures', async () => {
    server.use(
      http.get(`${ENDPOINT}/cdn/stories/missing`, () =>
        HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
      http.get(`${ENDPOINT}/cdn/stories/broken`, () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    const client = createContentClient({ token: 'tok-c', endpoint: ENDPOINT });
    await expect(getStory('missing', 'published', client)).resolves.toBeNull();
    await expect(getStory('broken', 'published', client)).rejects.toMatchObject({
      name: 'ContentError',
      status: 500,
    });
  });

  it('fetches all pages, 25 per page by default', async () => {
    const all = Array.from({ length: 30 }, (_, i) => story(`pages/p${i}`));
    server.use(
      http.get(`${ENDPOINT}/cdn/stories`, ({ request }) => {
        const url = new URL(request.url);
        const perPage = Number(url.searchParams.get('per_page') ?? 25);
        const page = Number(url.searchParams.get('page') ?? 1);
        const slice = all.slice((page - 1) * perPage, page * perPage);
        return HttpResponse.json(
          { stories: slice, cv: 9 },
          { headers: { 'per-page': String(perPage), total: String(all.length) } },
        );
      }),
    );
    const client = createContentClient({ token: 'tok-d', endpoint: ENDPOINT });
    const stories = await getAllStories({ starts_with: 'pages/' }, client);
    expect(stories.map((s) => s.slug)).toEqual(all.map((s) => s.slug));
  });

  it('waits 1000 ms × attempt on 429 and then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${ENDPOINT}/cdn/stories/busy`, () => {
        calls += 1;
        return calls < 3
          ? HttpResponse.json({ error: 'Too many requests' }, { status: 429 })
          : HttpResponse.json({ story: story('busy'), cv: 1 });
      }),
    );
    const waits: number[] = [];
    const client = createContentClient({
      token: 'tok-e',
      endpoint: ENDPOINT,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await expect(getStory('busy', 'published', client)).resolves.toMatchObject({ slug: 'busy' });
    expect(waits).toEqual([1000, 2000]);
  });
});

describe('content client rate limit (SPEC §9)', () => {
  it.each([
    [undefined, 5],
    ['', 5],
    ['oauth-token', 3],
  ])('oauthToken %j → %i a second', async (oauthToken, expected) => {
    const { contentRateLimit, createContentClient } = await import('@/lib/content/client');
    expect(contentRateLimit(oauthToken)).toBe(expected);
    const client = createContentClient(oauthToken ? { oauthToken } : {});
    // The library keeps the limit it is given (7.7.6 does not lower it for an OAuth token).
    expect(
      (client as unknown as { rateLimitConfig: { userRateLimit: number } }).rateLimitConfig
        .userRateLimit,
    ).toBe(expected);
  });
});

describe('content client without the response cache', () => {
  it('asks the content service every time', async () => {
    const { createContentClient } = await import('@/lib/content/client');
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return new Response(JSON.stringify({ story: { content: {} }, cv: 1 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof fetch;
    const cached = createContentClient({ fetch: fetchImpl, endpoint: 'http://cms.test/v2' });
    await cached.get('cdn/stories/settings/redirects', { version: 'published' });
    await cached.get('cdn/stories/settings/redirects', { version: 'published' });
    await cached.get('cdn/stories/settings/redirects', { version: 'published' });
    const cachedCalls = calls;
    calls = 0;
    const fresh = createContentClient({
      fetch: fetchImpl,
      endpoint: 'http://cms.test/v2',
      cache: false,
    });
    await fresh.get('cdn/stories/settings/redirects', { version: 'published' });
    await fresh.get('cdn/stories/settings/redirects', { version: 'published' });
    await fresh.get('cdn/stories/settings/redirects', { version: 'published' });
    expect(cachedCalls).toBeLessThan(3);
    expect(calls).toBe(3);
  });
});

describe('contentClient (the process-wide client)', () => {
  it('is the same client, with its cache, for a minute, then a new one with an empty cache', () => {
    const t0 = 5_000_000;
    const first = contentClient(t0);
    expect(contentClient(t0 + CONTENT_MAX_AGE_MS - 1)).toBe(first);
    const next = contentClient(t0 + CONTENT_MAX_AGE_MS);
    expect(next).not.toBe(first);
    expect(contentClient(t0 + CONTENT_MAX_AGE_MS + 1)).toBe(next);
  });
});
