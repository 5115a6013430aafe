import { describe, expect, it, vi } from 'vitest';
import { createRedirectCache, findRedirect } from '@/lib/redirects';

const list = [
  { from: '/old-shop', to: '/' },
  { from: '/coffee/', to: '/products/house-blend-coffee' },
  { from: '/loop', to: '/loop/' },
  { from: '/ping', to: '/pong?x=1' },
  { from: '/pong', to: '/ping' },
];

describe('findRedirect', () => {
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
    expect(findRedirect(path, list)).toBe(expected);
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
});
