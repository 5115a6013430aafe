import { describe, expect, it } from 'vitest';
import { createContentClient, getStory } from '@/lib/content/client';
import { acceptsResponse, createResponseCache } from '@/lib/content/response-cache';

describe('acceptsResponse', () => {
  it.each([
    [0, 0, true],
    [3, 3, true],
    [2, 3, false],
    [undefined, 0, false],
  ])('begun in %s, now %s → %s', (startedIn, current, expected) => {
    expect(acceptsResponse(startedIn, current)).toBe(expected);
  });
});

/**
 * A content service whose answers can be held back: `hold()` makes the next request's answer wait
 * (its body is the content at the moment it was asked, as a CDN answers) until `release()`.
 */
function contentService() {
  const state = { hero: 'old', cv: 1 };
  let held: { resolve: () => void } | null = null;
  let holdNext = false;
  const fetch = (async (input: string | URL | Request) => {
    const slug = new URL(String(input)).pathname.replace('/v2/cdn/stories/', '');
    const body = JSON.stringify({
      story: { slug, full_slug: slug, content: { hero: state.hero } },
      cv: state.cv,
    });
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => (held = { resolve }));
    }
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    publish: () => Object.assign(state, { hero: 'new', cv: state.cv + 1 }),
    hold: () => (holdNext = true),
    release: () => held?.resolve(),
  };
}

const hero = async (client: ReturnType<typeof createContentClient>) =>
  (await getStory('home', 'published', client))?.content.hero as string;

describe('the content client after a publish: the webhook answered, so the new hero shows, not the old', () => {
  it('serves the new story although a request begun before the flush answers after it', async () => {
    const cms = contentService();
    const client = createContentClient({ endpoint: 'http://cms.test/v2', fetch: cms.fetch });
    // Any earlier read: the client now tracks cv 1.
    await getStory('settings/global-settings', 'published', client);
    cms.hold();
    // A render under way asks for the home story; the CMS answers with the old hero...
    const underWay = hero(client);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // ...the marketer publishes and the webhook flushes the cache before that answer arrives.
    cms.publish();
    await client.flushCache();
    cms.release();
    expect(await underWay).toBe('old');
    // The webhook's regeneration reads the home story: it must be the new one.
    expect(await hero(client)).toBe('new');
    expect(await hero(client)).toBe('new');
  });

  it('still caches: five reads ask the CMS twice', async () => {
    let asked = 0;
    const cms = contentService();
    const counting = ((...args: Parameters<typeof fetch>) => {
      asked += 1;
      return cms.fetch(...args);
    }) as typeof fetch;
    // Its own token: the library tracks cv per token for the whole process.
    const client = createContentClient({
      token: 'tok-counting',
      endpoint: 'http://cms.test/v2',
      fetch: counting,
    });
    // The first answer is cached under the key without a cv, later reads ask with cv 1: the library
    // asks twice before its cache answers.
    for (let i = 0; i < 5; i += 1) await hero(client);
    expect(asked).toBe(2);
  });
});

describe('createResponseCache', () => {
  it('drops a write from a request begun before the flush, keeps a later one', async () => {
    const cache = createResponseCache();
    const stale: string[] = [];
    const result = { data: {}, headers: {} } as never;
    await cache.track(
      async () => {
        await cache.flush();
        await cache.set('k', result);
      },
      () => stale.push('k'),
    );
    expect(await cache.get('k')).toBeUndefined();
    expect(stale).toEqual(['k']);
    await cache.track(
      () => cache.set('k', result),
      () => stale.push('again'),
    );
    expect(await cache.get('k')).toBe(result);
    expect(stale).toEqual(['k']);
  });
});
