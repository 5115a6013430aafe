import { describe, expect, it, vi } from 'vitest';

const TARGETS: Record<string, string> = {
  '/products/old-house-blend': '/products/house-blend-coffee',
  '/pages/gone': 'https://elsewhere.example/x',
};
const asked: string[] = [];
vi.mock('@/lib/shopify/url-redirects', () => ({
  getUrlRedirectTarget: async (path: string) => {
    asked.push(path);
    return TARGETS[path] ?? null;
  },
}));

const { notFoundRedirect } = await import('@/lib/not-found-redirect');

describe('notFoundRedirect', () => {
  it.each([
    ['/products/old-house-blend?utm_source=x', '/products/house-blend-coffee?utm_source=x'],
    // The variant route the proxy rewrote a `?variant=` link to: the product's redirect, query kept.
    ['/products/old-house-blend/variants/42?variant=42', '/products/house-blend-coffee?variant=42'],
    ['/products/unknown', null],
    [undefined, null],
    ['//elsewhere.example/products/old-house-blend', null],
    ['http://elsewhere.example/products/old-house-blend', null],
  ])('%j → %j', async (url, expected) => {
    expect(await notFoundRedirect(url)).toBe(expected);
  });

  it('refuses an external target (no allowed hosts are configured)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await notFoundRedirect('/pages/gone')).toBeNull();
  });

  it('asks the platform once a minute per path', async () => {
    asked.length = 0;
    await notFoundRedirect('/products/cached-miss');
    await notFoundRedirect('/products/cached-miss?x=1');
    expect(asked).toEqual(['/products/cached-miss']);
  });
});
