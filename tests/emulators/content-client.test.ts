// The real storyblok-js-client (7.7.6) against the platform's Storyblok emulator: if the library
// works unchanged here, the shop's content code works against the emulator as against Storyblok.
import StoryblokClient, { type ISbStoryData } from 'storyblok-js-client';
import { describe, expect, it, vi } from 'vitest';
import { admin, platformForSuite } from './server-fixtures';

const platform = platformForSuite('after');

function client(options: { accessToken?: string; cache?: boolean } = {}) {
  return new StoryblokClient({
    accessToken: options.accessToken ?? 'demo-content-token',
    endpoint: `${platform.url}/v2`,
    // The library's own 429 retry, made quick for the test.
    retriesDelay: 10,
    ...(options.cache ? { cache: { type: 'memory' as const, clear: 'auto' as const } } : {}),
  });
}

const titleOf = (story: ISbStoryData) => (story.content as { hero_title?: string }).hero_title;

describe('storyblok-js-client against the platform', () => {
  it('fetches every published story a page at a time with getAll and per_page 1', async () => {
    const stories = (await client().getAll('cdn/stories', { per_page: 1 })) as ISbStoryData[];
    expect(stories.map((s) => s.full_slug).sort()).toEqual([
      'home',
      'pages/about',
      'pages/shipping',
      'settings/cart-settings',
      'settings/discount-popup-settings',
      'settings/global-settings',
      'settings/redirects',
    ]);
  });

  it('receives a numeric cv and the paging headers', async () => {
    const sb = client();
    const result = await sb.get('cdn/stories', { per_page: 2, starts_with: 'settings/' });
    expect(typeof result.data.cv).toBe('number');
    expect(result.total).toBe(4);
    expect(result.perPage).toBe(2);
    expect(result.data.stories).toHaveLength(2);
    expect(sb.cacheVersion()).toBe(result.data.cv);
  });

  it('reads the redirects story', async () => {
    const { data } = await client().get('cdn/stories/settings/redirects');
    expect(data.story.content.list).toMatchObject([
      { from: '/old-shop', to: '/' },
      { from: '/coffee', to: '/products/house-blend-coffee' },
    ]);
  });

  it('reads the first discount-popup settings story as the shop asks for it', async () => {
    const { data } = await client().get('cdn/stories', {
      per_page: 1,
      starts_with: 'settings/discount-popup-settings',
      version: 'published',
    });
    expect(data.stories[0].content).toMatchObject({
      component: 'discount_popup_settings',
      popup_button_label: 'Confirm',
    });
  });

  it('gets draft content with version draft and published content by default', async () => {
    const sb = client({ accessToken: 'demo-preview-token' });
    const published = await sb.get('cdn/stories/home');
    const draft = await sb.get('cdn/stories/home', { version: 'draft' });
    expect(titleOf(published.data.story)).toBe('Good mornings,');
    expect(titleOf(draft.data.story)).toBe('Autumn roasts have landed');
    const all = (await sb.getAll('cdn/stories', {
      version: 'draft',
      starts_with: 'pages/',
    })) as ISbStoryData[];
    expect(all.map((s) => s.full_slug)).toContain('pages/returns');
  });

  it('refuses a draft read with the public token (401), as Storyblok does', async () => {
    await expect(client().get('cdn/stories/home', { version: 'draft' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('marks every blok of a draft read editable, and no blok of a published one', async () => {
    const sb = client({ accessToken: 'demo-preview-token' });
    const draft = (await sb.get('cdn/stories/home', { version: 'draft' })).data.story;
    expect(draft.content._editable).toBe(
      `<!--#storyblok#{"name":"home","space":"287416","uid":"${draft.content._uid}","id":"${draft.id}"}-->`,
    );
    expect(draft.content.story_points[0]._editable).toContain('"name":"story_point"');
    const published = (await sb.get('cdn/stories/home')).data.story;
    expect(JSON.stringify(published)).not.toContain('_editable');
  });

  it('is refused with 401 for a wrong token', async () => {
    await expect(
      client({ accessToken: 'not-the-token' }).get('cdn/stories/home'),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });

  it('gets a 404 for a missing story', async () => {
    await expect(client().get('cdn/stories/settings/missing')).rejects.toMatchObject({
      status: 404,
      message: 'This record could not be found',
    });
  });

  it('retries through a 429 burst on its own and then succeeds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await admin(platform.url, 'POST', '/__admin/faults', { contentBurst429: 3 });
    const { data } = await client().get('cdn/stories/settings/global-settings');
    expect(data.story.content).toMatchObject({
      cta_buttons_color: '#1F4D3A',
      cta_buttons_text_color: '#FFFFFF',
    });
    expect((await admin(platform.url, 'GET', '/__admin/faults')).body).toMatchObject({
      faults: { contentBurst429: 0 },
    });
  });

  it('sees a publish through the cv once an uncached response carries it', async () => {
    // The preview token: a draft read needs it, and the library tracks cv per token.
    const sb = client({ cache: true, accessToken: 'demo-preview-token' });
    // The library keeps cv per token across instances; the first call syncs it to the current cv
    // (flushing the cache), the second fills the cache under that cv.
    await sb.get('cdn/stories/home');
    const before = await sb.get('cdn/stories/home');
    const cvBefore = before.data.cv as number;

    await admin(platform.url, 'POST', '/__admin/publish', { full_slug: 'home' });
    // The published response is cached under the old cv, as it would be against Storyblok.
    expect(titleOf((await sb.get('cdn/stories/home')).data.story)).toBe('Good mornings,');

    // A draft request is never cached; it brings the new cv, which flushes the cache.
    const draft = await sb.get('cdn/stories/settings/redirects', { version: 'draft' });
    expect(draft.data.cv).toBeGreaterThan(cvBefore);
    const after = await sb.get('cdn/stories/home');
    expect(after.data.cv).toBe(draft.data.cv);
    expect(titleOf(after.data.story)).toBe('Autumn roasts have landed');
  });

  it('reads the space with its cache version', async () => {
    const { data } = await client().get('cdn/spaces/me');
    expect(data.space).toMatchObject({ name: 'Morrow & Co.', language_codes: [] });
    expect(typeof data.space.version).toBe('number');
  });
});
