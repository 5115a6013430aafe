import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContentEmulator } from '@/emulators/content/index';
import {
  loadStories,
  parseStoryFile,
  toStoryObject,
  type StoryRecord,
} from '@/emulators/content/stories';

const STORIES_DIR = fileURLToPath(new URL('../../content/stories', import.meta.url));
const stories = loadStories(STORIES_DIR);
const NOW = Date.parse('2025-11-01T12:00:00.000Z');
const CV = NOW / 1000;

function emulator(extra: Partial<Parameters<typeof createContentEmulator>[0]> = {}) {
  return createContentEmulator({ stories, now: () => NOW, ...extra });
}

async function get(content: ReturnType<typeof emulator>, path: string) {
  const response = await content.handle(new Request(`http://platform${path}`));
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

function slugs(body: Record<string, unknown>): string[] {
  return (body.stories as { full_slug: string }[]).map((s) => s.full_slug);
}

describe('demo content (content/stories)', () => {
  it('loads every story with its slug from its path', () => {
    expect(stories.map((s) => s.full_slug).sort()).toEqual([
      'home',
      'pages/about',
      'pages/returns',
      'pages/shipping',
      'settings/cart-settings',
      'settings/discount-popup-settings',
      'settings/global-settings',
      'settings/redirects',
    ]);
  });

  it.each([
    [
      'settings/discount-popup-settings',
      'discount_popup_settings',
      ['popup_title', 'popup_text', 'popup_button_label'],
    ],
    [
      'settings/cart-settings',
      'cart_settings',
      ['cart_summary_hex_color', 'free_shipping_text', 'checkout_button_label'],
    ],
    [
      'settings/global-settings',
      'global_settings',
      ['cta_buttons_color', 'cta_buttons_text_color', 'announcement', 'nav_links'],
    ],
    ['settings/redirects', 'redirects', ['list']],
    ['home', 'home', ['hero_title', 'hero_text', 'hero_image']],
  ])('%s is a %s with the fields the shop reads', (slug, component, fields) => {
    const content = stories.find((s) => s.full_slug === slug)?.content;
    expect(content?.component).toBe(component);
    for (const field of fields) expect(content).toHaveProperty(field);
  });

  it('holds the specified settings values', () => {
    const content = (slug: string): Record<string, unknown> =>
      stories.find((s) => s.full_slug === slug)?.content ?? {};
    expect(content('settings/global-settings')).toMatchObject({
      cta_buttons_color: '#1F4D3A',
      cta_buttons_text_color: '#FFFFFF',
    });
    expect(content('settings/cart-settings')).toMatchObject({ cart_summary_hex_color: '#F4EFE6' });
    expect(content('settings/discount-popup-settings')).toMatchObject({
      popup_button_label: 'Confirm',
    });
    expect(String(content('settings/discount-popup-settings').popup_title)).toContain('%code%');
    expect(content('settings/redirects').list).toMatchObject([
      { from: '/old-shop', to: '/' },
      { from: '/coffee', to: '/products/house-blend-coffee' },
    ]);
  });
});

describe('parseStoryFile', () => {
  const valid = {
    id: 1,
    uuid: 'u-1',
    name: 'A',
    group_id: 'g-1',
    created_at: '2025-01-01T00:00:00.000Z',
    published_at: '2025-01-02T00:00:00.000Z',
    first_published_at: '2025-01-02T00:00:00.000Z',
    content: { component: 'page', _uid: 'x' },
  };

  it('fills the optional editorial fields', () => {
    expect(parseStoryFile('a.json', 'folder/a', valid)).toEqual({
      ...valid,
      slug: 'a',
      full_slug: 'folder/a',
      parent_id: 0,
      position: 0,
      tag_list: [],
      is_startpage: false,
      sort_by_date: null,
      draft_content: null,
    });
  });

  it.each([
    [{ ...valid, id: 'one' }, 'id must be a positive integer'],
    [{ ...valid, content: { component: 'page' } }, 'content must be a blok'],
    [{ ...valid, content: null }, 'needs content, draft_content or both'],
    [{ ...valid, created_at: 'yesterday' }, 'created_at must be an ISO 8601 UTC timestamp'],
    [{ ...valid, published_at: null }, 'published_at must be an ISO 8601 UTC timestamp'],
    [{ ...valid, tag_list: [1] }, 'tag_list must be an array of strings'],
    [[], 'expected a JSON object'],
  ])('rejects %j', (data, message) => {
    expect(() => parseStoryFile('a.json', 'a', data)).toThrow(message);
  });

  it('rejects a path that is not a slug', () => {
    expect(() => parseStoryFile('A B.json', 'A B', valid)).toThrow('invalid slug');
  });
});

describe('toStoryObject', () => {
  it('has exactly the Content Delivery API story fields', () => {
    const home = stories.find((s) => s.full_slug === 'home') as StoryRecord;
    expect(Object.keys(toStoryObject(home, 'published') ?? {})).toEqual([
      'name',
      'created_at',
      'published_at',
      'id',
      'uuid',
      'content',
      'slug',
      'full_slug',
      'sort_by_date',
      'position',
      'tag_list',
      'is_startpage',
      'parent_id',
      'meta_data',
      'group_id',
      'first_published_at',
      'release_id',
      'lang',
      'path',
      'alternates',
      'default_full_slug',
      'translated_slugs',
    ]);
  });

  it('shows nothing in published for a never-published story, its draft in draft', () => {
    const returns = stories.find((s) => s.full_slug === 'pages/returns') as StoryRecord;
    expect(toStoryObject(returns, 'published')).toBeNull();
    expect(toStoryObject(returns, 'draft')?.content.title).toBe('Returns');
  });
});

describe('content emulator: /v2/cdn/stories', () => {
  const content = emulator();
  const token = 'token=demo-content-token';

  it('lists published stories with paging headers and the cv', async () => {
    const { status, headers, body } = await get(content, `/v2/cdn/stories?${token}`);
    expect(status).toBe(200);
    expect(body.cv).toBe(CV);
    expect(body.rels).toEqual([]);
    expect(body.links).toEqual([]);
    expect(slugs(body)).not.toContain('pages/returns');
    expect(headers.get('total')).toBe('7');
    expect(headers.get('per-page')).toBe('25');
    expect(headers.get('access-control-expose-headers')).toBe('per-page, total');
  });

  it.each([
    [
      'starts_with=settings/',
      [
        'settings/discount-popup-settings',
        'settings/cart-settings',
        'settings/global-settings',
        'settings/redirects',
      ],
    ],
    ['starts_with=settings/discount-popup-settings', ['settings/discount-popup-settings']],
    ['by_slugs=home,pages/*', ['home', 'pages/about', 'pages/shipping']],
    ['starts_with=pages/&excluding_slugs=pages/about', ['pages/shipping']],
    ['excluding_slugs=settings/*,pages/*', ['home']],
    ['starts_with=pages/&version=draft', ['pages/about', 'pages/shipping', 'pages/returns']],
    ['starts_with=pages/&sort_by=name:desc', ['pages/shipping', 'pages/about']],
    ['starts_with=pages/&sort_by=content.title:asc', ['pages/about', 'pages/shipping']],
    ['starts_with=nothing-here', []],
  ])('%s', async (query, expected) => {
    const { status, body } = await get(content, `/v2/cdn/stories?${token}&${query}`);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(expected);
  });

  it.each([
    ['per_page=3&page=1', 3, '3', ['home', 'pages/about', 'settings/discount-popup-settings']],
    ['per_page=3&page=3', 1, '3', ['settings/redirects']],
    ['per_page=3&page=4', 0, '3', []],
    ['per_page=500', 7, '100', null],
    ['per_page=0', 1, '1', null],
    ['per_page=abc', 7, '25', null],
    ['page=-2&per_page=2', 2, '2', ['home', 'pages/about']],
  ])('pages with %s', async (query, count, perPage, expected) => {
    const { headers, body } = await get(content, `/v2/cdn/stories?${token}&${query}`);
    expect((body.stories as unknown[]).length).toBe(count);
    expect(headers.get('per-page')).toBe(perPage);
    expect(headers.get('total')).toBe('7');
    if (expected) expect(slugs(body)).toEqual(expected);
  });

  it('accepts resolve_relations, resolve_links and language as no-ops', async () => {
    const { status, body } = await get(
      content,
      `/v2/cdn/stories?${token}&resolve_relations=page.author&resolve_links=url&language=de&starts_with=home`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ rels: [], links: [] });
    expect(slugs(body)).toEqual(['home']);
  });
});

describe('content emulator: single story, space, tokens', () => {
  const content = emulator();
  const token = 'token=demo-content-token';

  it('returns a story by full slug with the cv', async () => {
    const { status, body } = await get(content, `/v2/cdn/stories/settings/redirects?${token}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ cv: CV, rels: [], links: [] });
    expect(body.story).toMatchObject({
      full_slug: 'settings/redirects',
      slug: 'redirects',
      lang: 'default',
    });
  });

  it.each([
    ['/v2/cdn/stories/5100000024', 'settings/redirects'],
    ['/v2/cdn/stories/3f9a1c2e-8b4d-4e6f-9a1b-2c3d4e5f6a24?find_by=uuid', 'settings/redirects'],
    ['/v2/cdn/stories/settings/redirects/', 'settings/redirects'],
    ['/v2/cdn/stories/settings%2Fredirects', 'settings/redirects'],
  ])('finds %s', async (path, slug) => {
    const sep = path.includes('?') ? '&' : '?';
    const { status, body } = await get(content, `${path}${sep}${token}`);
    expect(status).toBe(200);
    expect((body.story as { full_slug: string }).full_slug).toBe(slug);
  });

  it('serves draft content in draft and published content by default', async () => {
    const published = await get(content, `/v2/cdn/stories/home?${token}`);
    const draft = await get(content, `/v2/cdn/stories/home?${token}&version=draft`);
    expect((published.body.story as { content: { hero_title: string } }).content.hero_title).toBe(
      'Good mornings,',
    );
    expect((draft.body.story as { content: { hero_title: string } }).content.hero_title).toBe(
      'Autumn roasts have landed',
    );
  });

  it.each([
    ['/v2/cdn/stories/nope', 404, ['This record could not be found']],
    ['/v2/cdn/stories/pages/returns', 404, ['This record could not be found']],
    ['/v2/cdn/stories/%E0%A4%A', 404, ['This record could not be found']],
    ['/v2/cdn/unknown', 404, ['This record could not be found']],
  ])('%s → %i', async (path, status, body) => {
    const result = await get(content, `${path}?${token}`);
    expect(result.status).toBe(status);
    expect(result.body).toEqual(body);
  });

  it.each([
    '/v2/cdn/stories?token=wrong',
    '/v2/cdn/stories',
    '/v2/cdn/stories/home?token=',
    '/v2/cdn/spaces/me?token=demo-content-token-2',
  ])('401 for %s', async (path) => {
    const result = await get(content, path);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: 'Unauthorized' });
  });

  it('lets a public token read published content only', async () => {
    const withPublic = emulator({ publicToken: 'public-token' });
    expect((await get(withPublic, '/v2/cdn/stories/home?token=public-token')).status).toBe(200);
    expect(
      (await get(withPublic, '/v2/cdn/stories/home?token=public-token&version=draft')).status,
    ).toBe(401);
  });

  it('describes the space with its cache version', async () => {
    const { status, body } = await get(content, `/v2/cdn/spaces/me?${token}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      space: {
        id: 287416,
        name: 'Morrow & Co.',
        domain: 'http://localhost:3000/',
        version: CV,
        language_codes: [],
      },
    });
  });

  it('answers 405 to writes', async () => {
    const response = await content.handle(
      new Request(`http://platform/v2/cdn/stories?${token}`, { method: 'POST' }),
    );
    expect(response.status).toBe(405);
  });
});

describe('content emulator: publish and reset', () => {
  it('bumps cv on publish and promotes a draft when given a slug', async () => {
    const content = emulator();
    const token = 'token=demo-content-token';
    expect(content.publish()).toEqual({ cv: CV + 1 });
    expect(content.publish('home')).toEqual({ cv: CV + 2 });
    const home = await get(content, `/v2/cdn/stories/home?${token}`);
    expect(home.body.cv).toBe(CV + 2);
    expect((home.body.story as { content: { hero_title: string } }).content.hero_title).toBe(
      'Autumn roasts have landed',
    );
    expect(content.publish('home')).toBeNull();
    expect(content.publish('no-such-story')).toBeNull();

    content.reset();
    const restored = await get(content, `/v2/cdn/stories/home?${token}`);
    expect(restored.body.cv).toBe(CV + 3);
    expect((restored.body.story as { content: { hero_title: string } }).content.hero_title).toBe(
      'Good mornings,',
    );
  });
});

describe('content emulator: saveDraft', () => {
  it('merges fields into the draft, or into the published content when asked', async () => {
    const { createContentEmulator } = await import('../../emulators/content/index');
    const { loadStories } = await import('../../emulators/content/stories');
    const emulator = createContentEmulator({ stories: loadStories('content/stories') });
    const read = async (version: string) => {
      const res = await emulator.handle(
        new Request(`http://x/v2/cdn/stories/home?token=demo-content-token&version=${version}`),
      );
      return ((await res.json()) as { story: { content: Record<string, unknown> } }).story.content;
    };
    expect(emulator.saveDraft('home', { story_heading: 'Draft heading' })).toBe(true);
    expect((await read('draft')).story_heading).toBe('Draft heading');
    expect((await read('draft')).hero_title).toBe('Autumn roasts have landed');
    expect(emulator.saveDraft('home', { story_heading: 'Only this' }, 'published')).toBe(true);
    expect((await read('draft')).hero_title).toBe('Good mornings,');
    expect((await read('published')).story_heading).not.toBe('Only this');
    expect(emulator.saveDraft('nope', {})).toBe(false);
  });
});
