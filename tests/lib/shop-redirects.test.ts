import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedLookup, resolveShopRedirect } from '@/lib/shop-redirects';

const SITE = 'https://shop.example.com';
const TABLE: Record<string, string> = {
  '/products/old-house-blend': '/products/house-blend-coffee',
  '/collections/old-beans': '/collections/beans',
  '/collections/beans': '/collections/coffee',
  '/pages/loop-a': '/pages/loop-b',
  '/pages/loop-b': '/pages/loop-a',
  '/products/gone-abroad': 'https://elsewhere.example/products/gone-abroad',
  '/products/partner': 'https://partner.example/p?ref=shop',
  '/products/own-domain': 'https://shop.example.com/products/house-blend-coffee?from=old',
  '/shop': '/collections/all?sort=newest',
  '/sneaky': '//elsewhere.example/x',
  '/slashy': '/\\elsewhere.example',
  // A chain of seven hops: longer than the limit of five.
  ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`/chain/${i}`, `/chain/${i + 1}`])),
};
const lookup = async (path: string) => TABLE[path.toLowerCase().replace(/\/+$/, '')] ?? null;
const resolve = (path: string, search = '', allowedHosts: string[] = []) =>
  resolveShopRedirect(path, search, lookup, { allowedHosts, siteOrigin: SITE });

afterEach(() => vi.restoreAllMocks());

describe('resolveShopRedirect', () => {
  it.each([
    ['/products/old-house-blend', '', '/products/house-blend-coffee'],
    ['/products/old-house-blend', '?utm_source=x', '/products/house-blend-coffee?utm_source=x'],
    ['/products/old-house-blend/', '', '/products/house-blend-coffee'],
    ['/Products/Old-House-Blend', '', '/products/house-blend-coffee'],
    // Followed a lookup at a time, the query kept.
    ['/collections/old-beans', '?page=2', '/collections/coffee?page=2'],
    ['/shop', '?utm_source=x', '/collections/all?sort=newest&utm_source=x'],
    // An absolute target on the site's own origin is its path.
    ['/products/own-domain', '?a=1', '/products/house-blend-coffee?from=old&a=1'],
    ['/nothing-here', '', null],
  ])('%s%s → %j', async (path, search, expected) => {
    expect(await resolve(path, search)).toBe(expected);
  });

  it.each([
    ['an external target', '/products/gone-abroad'],
    ['a protocol-relative target', '/sneaky'],
    ['a backslash target', '/slashy'],
    ['a loop', '/pages/loop-a'],
    ['a chain longer than the hop limit', '/chain/0'],
  ])('refuses %s, and logs', async (_, path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await resolve(path)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('follows a chain up to the hop limit', async () => {
    expect(await resolve('/chain/2')).toBe('/chain/7');
  });

  it('allows an external target on an allowed host, with the query kept', async () => {
    expect(await resolve('/products/partner', '?utm=1', ['partner.example'])).toBe(
      'https://partner.example/p?ref=shop&utm=1',
    );
  });

  it('looks up each hop once, and stops at the first path without a redirect', async () => {
    const seen: string[] = [];
    await resolveShopRedirect(
      '/collections/old-beans',
      '',
      async (p) => (seen.push(p), lookup(p)),
      { siteOrigin: SITE },
    );
    expect(seen).toEqual(['/collections/old-beans', '/collections/beans', '/collections/coffee']);
  });
});

describe('cachedLookup', () => {
  it('asks once per path (any case) within the TTL, misses included, then again', async () => {
    let now = 0;
    const inner = vi.fn(async (path: string) => (path.startsWith('/a') ? '/b' : null));
    const cached = cachedLookup(inner, { ttlMs: 1000, now: () => now });
    expect(await cached('/a')).toBe('/b');
    expect(await cached('/A')).toBe('/b');
    expect(await cached('/missing')).toBeNull();
    expect(await cached('/missing')).toBeNull();
    expect(inner).toHaveBeenCalledTimes(2);
    now = 1001;
    expect(await cached('/a')).toBe('/b');
    expect(inner).toHaveBeenCalledTimes(3);
  });

  it('answers null for a failed lookup, logs, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inner = vi
      .fn<(path: string) => Promise<string | null>>()
      .mockRejectedValueOnce(new Error('platform down'))
      .mockResolvedValueOnce('/b');
    const cached = cachedLookup(inner);
    expect(await cached('/a')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('platform down'));
    expect(await cached('/a')).toBe('/b');
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries paths, dropping the oldest', async () => {
    const inner = vi.fn(async (_path: string) => null);
    const cached = cachedLookup(inner, { maxEntries: 2 });
    for (const path of ['/1', '/2', '/3', '/3', '/2', '/1']) await cached(path);
    // /1 was dropped when /3 came, so it is asked for again; /2 and /3 were held.
    expect(inner.mock.calls.map((c) => c[0])).toEqual(['/1', '/2', '/3', '/1']);
  });
});
