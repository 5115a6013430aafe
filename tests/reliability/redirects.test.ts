/**
 * Hostile CMS redirects and requests, through the real proxy (proxy.ts) with the redirects story
 * served by msw. A redirect never leaves the shop's origin, a
 * loop is refused, the request's query is kept and nothing in the request picks the target.
 *
 * | request                          | CMS entry                         | expected outcome                           |
 * |----------------------------------|-----------------------------------|--------------------------------------------|
 * | /old-shop?utm_source=x           | /old-shop → /                     | 307 to /?utm_source=x                      |
 * | /old-shop/                       | same                              | 307 to /                                   |
 * | /old-shop?next=//evil.example    | same                              | 307 to / on the shop, query kept as data   |
 * | /q?a=1                           | /q → /target?x=1                  | 307 to /target?x=1&a=1 (request query kept) |
 * | /loop-a                          | /loop-a → /loop-b → /loop-a       | no redirect (loop refused)                 |
 * | /self                            | /self → /self/                    | no redirect (loop refused)                 |
 * | /hop-1                           | /hop-1 → /hop-2 → /hop-3 → /end   | 307 to /end (the chain followed)           |
 * | /evil-1 … /evil-7                | `//evil.example`, `https://evil.example`, `/\evil.example`, |
 * |                                  | `javascript:alert(1)`, `/%2F%2Fevil.example`, CR LF header  |
 * |                                  | injection, `http:evil.example`: no redirect, or one that    |
 * |                                  | stays on the shop's origin with no CR/LF in Location        |
 * | (parse only)                     | `/\evil.example`, `/<tab>/evil.example`, `/<LF>/evil…` | dropped: a browser reads them as //evil.example |
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { parseRedirects } from '@/lib/content/settings';
import { proxy } from '@/proxy';

const SHOP = 'http://shop.test';

const LIST = (
  [
    ['/old-shop', '/'],
    ['/q', '/target?x=1'],
    ['/loop-a', '/loop-b'],
    ['/loop-b', '/loop-a'],
    ['/self', '/self/'],
    ['/hop-1', '/hop-2'],
    ['/hop-2', '/hop-3'],
    ['/hop-3', '/end'],
    ['/evil-1', '//evil.example'],
    ['/evil-2', 'https://evil.example'],
    ['/evil-3', '/\\evil.example'],
    ['/evil-4', 'javascript:alert(1)'],
    ['/evil-5', '/%2F%2Fevil.example'],
    ['/evil-6', '/x\r\nSet-Cookie: pwned=1'],
    ['/evil-7', 'http:evil.example'],
  ] as const
).map(([from, to]) => ({ component: 'redirect', from, to }));

const server = setupServer(
  http.get(`${config.storyblok.endpoint}/cdn/stories/settings/redirects`, () =>
    HttpResponse.json({
      story: { slug: 'redirects', full_slug: 'settings/redirects', content: { list: LIST } },
      cv: 1,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Where the proxy sends `path`, or null when it lets the request through. */
async function target(path: string): Promise<{ status: number; location: string } | null> {
  const response = await proxy(new NextRequest(`${SHOP}${path}`));
  const location = response.headers.get('location');
  if (location === null) return null;
  return { status: response.status, location };
}

describe('CMS redirects in the proxy', () => {
  it.each([
    ['/old-shop?utm_source=x', `${SHOP}/?utm_source=x`],
    ['/old-shop/', `${SHOP}/`],
    ['/q?a=1', `${SHOP}/target?x=1&a=1`],
  ])('%s → %s (307)', async (path, location) => {
    expect(await target(path)).toEqual({ status: 307, location });
  });

  it('a query asking for another target is kept as data; the target stays the CMS one', async () => {
    const result = await target('/old-shop?next=//evil.example&to=https://evil.example');
    expect(result?.status).toBe(307);
    const url = new URL(result?.location ?? '');
    expect(url.origin).toBe(SHOP);
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('next')).toBe('//evil.example');
  });

  it.each(['/loop-a', '/loop-b', '/self', '/self/'])('%s: a loop is refused', async (path) => {
    expect(await target(path)).toBeNull();
  });

  it('a 3-hop chain is followed to its end', async () => {
    expect(await target('/hop-1')).toEqual({ status: 307, location: `${SHOP}/end` });
  });

  it.each(LIST.filter((r) => r.from.startsWith('/evil')).map((r) => [r.from, r.to]))(
    '%s → %j never leaves the shop',
    async (from) => {
      const result = await target(from);
      if (result === null) return;
      expect(new URL(result.location).origin).toBe(SHOP);
      expect(result.location).not.toMatch(/[\r\n]/);
      expect(result.location).not.toMatch(/^https?:\/\/[^/]*evil/);
    },
  );

  it('a request for a path no entry names passes through', async () => {
    const warn = vi.spyOn(console, 'error');
    expect(await target('/products/house-blend-coffee?x=<script>')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('parseRedirects keeps only targets a browser resolves on the shop', () => {
  // The router step (SPEC §2) hands `to` to the browser's URL parser, which reads a backslash as a
  // slash and drops tabs and newlines: '/\\evil.example' and '/\t/evil.example' become
  // '//evil.example', another host.
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\\\\evil.example',
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'http:evil.example',
  ])('%j is dropped or stays on the shop', (to) => {
    for (const entry of parseRedirects({ list: [{ from: '/x', to }] })) {
      expect(new URL(entry.to, SHOP).origin).toBe(SHOP);
    }
  });

  it.each(['/', '/products/house-blend-coffee', '/target?x=1', '/a/b#c'])('%j is kept', (to) => {
    expect(parseRedirects({ list: [{ from: '/x', to }] })).toEqual([{ from: '/x', to }]);
  });
});
