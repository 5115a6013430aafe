import { describe, expect, it, vi } from 'vitest';
import { createRedirectCache, resolveRedirect } from '@/lib/redirects';

const list = [
  { from: '/old-shop', to: '/' },
  { from: '/coffee/', to: '/products/house-blend-coffee' },
  { from: '/loop', to: '/loop/' },
  { from: '/ping', to: '/pong?x=1' },
  { from: '/pong', to: '/ping' },
];

describe('resolveRedirect on a path without a query', () => {
  it.each([
    ['/old-shop', '/'],
    ['/old-shop/', '/'],
    ['/coffee', '/products/house-blend-coffee'],
    ['/old-shop/more', null],
    ['/OLD-SHOP', null],
    ['/', null],
    ['/loop', null],
    ['/ping', null],
    ['/pong', null],
  ])('%s → %s', (path, expected) => {
    expect(resolveRedirect(path, '', list)).toBe(expected);
  });
});

const table = [
  { from: '/a', to: '/b' },
  { from: '/with-query', to: '/b?ref=cms' },
  { from: '/c1', to: '/c2' },
  { from: '/c2/', to: '/c3' },
  { from: '/c3', to: '/c4?hop=3' },
  { from: '/l1', to: '/l2' },
  { from: '/l2', to: '/l3' },
  { from: '/l3', to: '/l1' },
  { from: '/h1', to: '/h2' },
  { from: '/h2', to: '/h3' },
  { from: '/h3', to: '/h4' },
  { from: '/h4', to: '/h5' },
  { from: '/h5', to: '/h6' },
  { from: '/h6', to: '/h7' },
  { from: '/proto-relative', to: '//evil.example' },
  { from: '/proto-relative-path', to: '//evil.example/x' },
  { from: '/absolute', to: 'https://evil.example' },
  { from: '/partner', to: 'https://partner.example/landing' },
  { from: '/backslash', to: '/\\evil.example' },
  { from: '/js', to: 'javascript:alert(1)' },
  { from: '//evil.example', to: '/b' },
  { from: '/to-partner-chain', to: '/partner' },
];

describe('resolveRedirect', () => {
  it.each([
    ['/a', '', '/b'],
    ['/a/', '', '/b'],
    ['/a', '?utm_source=x', '/b?utm_source=x'],
    ['/a/', '?utm_source=x&utm_campaign=welcome', '/b?utm_source=x&utm_campaign=welcome'],
    ['/with-query', '?utm_source=x', '/b?ref=cms&utm_source=x'],
    ['/b', '', null],
    ['/A', '', null],
    ['/a/b', '', null],
    // a 3-hop chain, trailing slash on a middle `from`
    ['/c1', '', '/c4?hop=3'],
    ['/c1', '?q=1', '/c4?hop=3&q=1'],
    // a loop, and a chain longer than 5 hops
    ['/l1', '', null],
    ['/l2', '', null],
    ['/h1', '', null],
    ['/h2', '', '/h7'],
    // hostile targets and request paths
    ['/proto-relative', '', null],
    ['/proto-relative-path', '', null],
    ['/absolute', '', null],
    ['/partner', '', null],
    ['/backslash', '', null],
    ['/js', '', null],
    ['//evil.example', '', null],
    ['https://evil.example', '', null],
    ['/a', '?next=//evil.example', '/b?next=//evil.example'],
  ])('%s%s → %s', (path, search, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveRedirect(path, search, table)).toBe(expected);
    warn.mockRestore();
  });

  it.each([
    ['/partner', '?utm_source=x', 'https://partner.example/landing?utm_source=x'],
    ['/to-partner-chain', '', 'https://partner.example/landing'],
    ['/absolute', '', null],
    ['/proto-relative', '', null],
  ])('with partner.example allowed: %s%s → %s', (path, search, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveRedirect(path, search, table, ['partner.example'])).toBe(expected);
    warn.mockRestore();
  });

  it('logs a refused loop', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resolveRedirect('/l1', '', table);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('loop'));
    warn.mockRestore();
  });
});

describe('createRedirectCache', () => {
  it('loads once per ttl and shares the in-flight load', async () => {
    const load = vi.fn(async () => list);
    const cache = createRedirectCache(load, 1000);
    await Promise.all([cache.get(0), cache.get(10)]);
    await cache.get(999);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(1001);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers the expired list while one shared reload runs, then the new one', async () => {
    const next = [{ from: '/new', to: '/' }];
    let finish: (value: typeof next) => void = () => {};
    const load = vi
      .fn<() => Promise<typeof list>>()
      .mockResolvedValueOnce(list)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const cache = createRedirectCache(load, 1000);
    expect(await cache.get(0)).toBe(list);
    // Expired: nobody waits for the reload, and concurrent requests start no second one.
    expect(await cache.get(1001)).toBe(list);
    expect(await cache.get(1002)).toBe(list);
    expect(load).toHaveBeenCalledTimes(2);
    finish(next);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(1003)).toBe(next);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the old list when a reload rejects, and tries again after the ttl', async () => {
    const load = vi
      .fn<() => Promise<typeof list>>()
      .mockResolvedValueOnce(list)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([]);
    const cache = createRedirectCache(load, 1000);
    await cache.get(0);
    expect(await cache.get(1001)).toBe(list);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(1500)).toBe(list);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get(2002);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(2003)).toEqual([]);
  });
});

describe('createRedirectCache.expire (a publish)', () => {
  it('reloads on the next get, and drops a reload begun before the publish', async () => {
    const lists = [
      [{ from: '/a', to: '/' }],
      [{ from: '/old', to: '/' }],
      [{ from: '/new', to: '/' }],
    ];
    let release: (() => void) | null = null;
    let calls = 0;
    const load = vi.fn(async () => {
      const list = lists[calls] ?? [];
      calls += 1;
      // The second load (begun before the publish) is held back until after it.
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      return list;
    });
    const cache = createRedirectCache(load, 60_000);
    expect(await cache.get(0)).toEqual(lists[0]);
    void cache.get(70_000); // expired: a background reload starts, and hangs
    cache.expire();
    void cache.get(70_001); // after the publish: a new reload
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    (release as (() => void) | null)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(70_002)).toEqual(lists[2]);
  });
});
