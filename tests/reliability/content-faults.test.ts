/**
 * The content service misbehaving, server side: 429 storms, 500s, silence and
 * missing settings stories, over the real Storyblok client with msw. Settings are not critical
 * (STYLE §6): each case must end in the defaults or the story, never in a rejection or a hang.
 *
 * | fault                                          | expected outcome                                        |
 * |------------------------------------------------|---------------------------------------------------------|
 * | 429 four times, then 200                       | the story, after waits of 1, 2, 3 and 4 s (SPEC §8)     |
 * | 429 on every attempt (a storm)                 | defaults after 5 attempts, logged; the next call retries |
 * | 500                                            | defaults, logged                                        |
 * | no answer at all                               | defaults once the client's timeout passes, logged       |
 * | settings stories missing (404)                 | defaults, and a log                                     |
 * | popup settings: 429 storm, or no stories       | the SPEC §5 popup defaults                              |
 * | redirects story: 500, no answer, 404           | no redirects (fail open), logged                        |
 */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createContentClient,
  DISCOUNT_POPUP_DEFAULTS,
  getCartSettings,
  getDiscountPopupSettings,
  getGlobalSettings,
  getRedirects,
  parseCartSettings,
  parseGlobalSettings,
  resetSettingsCache,
} from '@/lib/content';

const ENDPOINT = 'http://content.test/v2';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSettingsCache();
});
afterAll(() => server.close());

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

const GLOBAL = { cta_buttons_color: '#123456', announcement: 'From the CMS' };

/** A fresh client (its own cache) whose 429 waits are recorded instead of slept. */
function client(waits: number[] = [], timeoutMs?: number) {
  return createContentClient({
    token: `tok-${Math.random()}`,
    endpoint: ENDPOINT,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
}

/** Answers each request for `path` with the next status; 200 serves `content` as the story. */
function answers(path: string, statuses: number[], content: Record<string, unknown> = GLOBAL) {
  const seen: number[] = [];
  server.use(
    http.get(`${ENDPOINT}/cdn/stories/${path}`, () => {
      const status = statuses[Math.min(seen.length, statuses.length - 1)] ?? 200;
      seen.push(status);
      return status === 200
        ? HttpResponse.json({ story: { slug: path, full_slug: path, content }, cv: 1 })
        : HttpResponse.json({ error: `HTTP ${status}` }, { status });
    }),
  );
  return seen;
}

describe('settings under a failing content service', () => {
  it('429 four times, then 200: the story, after waits growing by 1000 ms', async () => {
    const waits: number[] = [];
    const seen = answers('settings/global-settings', [429, 429, 429, 429, 200]);
    expect(await getGlobalSettings(client(waits))).toEqual(parseGlobalSettings(GLOBAL));
    expect(seen).toEqual([429, 429, 429, 429, 200]);
    expect(waits).toEqual([1000, 2000, 3000, 4000]);
  });

  it('the timeout counts each attempt, not the 429 waits between them', async () => {
    answers('settings/global-settings', [429, 200]);
    const c = createContentClient({
      token: 'tok-slow-waits',
      endpoint: ENDPOINT,
      timeoutMs: 50,
      sleep: () => new Promise((resolve) => setTimeout(resolve, 120)),
    });
    expect(await getGlobalSettings(c)).toEqual(parseGlobalSettings(GLOBAL));
  });

  it('a 429 storm: defaults after 5 attempts, logged, and the next call tries again', async () => {
    const seen = answers('settings/global-settings', [429]);
    const c = client();
    expect(await getGlobalSettings(c)).toEqual(parseGlobalSettings(null));
    expect(seen).toHaveLength(5);
    expect(warn).toHaveBeenCalledWith(
      '[content] global settings unavailable, using defaults',
      expect.anything(),
    );
    server.resetHandlers();
    answers('settings/global-settings', [200]);
    expect((await getGlobalSettings(c)).announcement).toBe('From the CMS');
  });

  it('500: defaults, logged', async () => {
    answers('settings/cart-settings', [500]);
    expect(await getCartSettings(client())).toEqual(parseCartSettings(null));
    expect(warn).toHaveBeenCalledWith(
      '[content] cart settings unavailable, using defaults',
      expect.anything(),
    );
  });

  it('no answer at all: defaults once the timeout passes, logged', async () => {
    server.use(
      http.get(`${ENDPOINT}/cdn/stories/settings/global-settings`, () => delay('infinite')),
    );
    expect(await getGlobalSettings(client([], 50))).toEqual(parseGlobalSettings(null));
    expect(warn).toHaveBeenCalledOnce();
  });

  it('missing settings stories (404): defaults', async () => {
    answers('settings/global-settings', [404]);
    answers('settings/cart-settings', [404]);
    const c = client();
    expect(await getGlobalSettings(c)).toEqual(parseGlobalSettings(null));
    expect(await getCartSettings(c)).toEqual(parseCartSettings(null));
  });

  it('a missing settings story is logged', async () => {
    answers('settings/global-settings', [404]);
    await getGlobalSettings(client());
    expect(warn.mock.calls.length + error.mock.calls.length).toBeGreaterThan(0);
  });
});

describe('discount popup settings under a failing content service', () => {
  it.each([
    ['a 429 storm', () => HttpResponse.json({ error: 'busy' }, { status: 429 })],
    ['no stories', () => HttpResponse.json({ stories: [], cv: 1 })],
    ['a story without content', () => HttpResponse.json({ stories: [{}], cv: 1 })],
  ])('%s: the SPEC §5 defaults', async (_name, reply) => {
    server.use(http.get(`${ENDPOINT}/cdn/stories`, reply));
    expect(await getDiscountPopupSettings('published', client())).toEqual(DISCOUNT_POPUP_DEFAULTS);
  });
});

describe('redirects under a failing content service (fail open)', () => {
  it.each([
    ['500', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['404', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })],
    ['no answer', () => delay('infinite')],
  ])('%s: no redirects', async (name, reply) => {
    server.use(http.get(`${ENDPOINT}/cdn/stories/settings/redirects`, reply));
    expect(await getRedirects(client([], 50))).toEqual([]);
    if (name !== '404') expect(error).toHaveBeenCalledOnce();
  });
});
