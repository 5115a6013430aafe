/** The shop's URL redirect for a path, asked of the Storefront emulator in process. */
import { describe, expect, it } from 'vitest';
import { createStorefrontEmulator } from '@/emulators/storefront';
import { createStorefrontClient } from '@/lib/shopify/client';
import { getUrlRedirectTarget, urlRedirectQuery } from '@/lib/shopify/url-redirects';

const TOKEN = 'redirects-test-token';
const emulator = createStorefrontEmulator({ token: TOKEN });
const client = createStorefrontClient({
  endpoint: 'http://127.0.0.1:4010/api/2023-10/graphql.json',
  token: TOKEN,
  fetch: (input, init) => emulator.handle(new Request(input, init)),
});

describe('urlRedirectQuery', () => {
  it.each([
    ['/products/Old-House-Blend', 'path:"/products/old-house-blend"'],
    ['/products/old-house-blend/', 'path:"/products/old-house-blend"'],
    ['/', 'path:"/"'],
    ['/a%20b', 'path:"/a%20b"'],
    ['/a"b', null],
    ['/a\\b', null],
    ['/a\nb', null],
    ['/products/*', null],
    ['/products/old*', null],
  ])('%j → %j', (path, expected) => {
    expect(urlRedirectQuery(path)).toBe(expected);
  });
});

describe('getUrlRedirectTarget', () => {
  it.each([
    ['/products/old-house-blend', '/products/house-blend-coffee'],
    ['/Products/Old-House-Blend/', '/products/house-blend-coffee'],
    ['/products/gone-abroad', 'https://elsewhere.example/products/gone-abroad'],
    ['/products/old-house', null],
    ['/products/old-house-blend-x', null],
    ['/products/*', null],
    ['/a"b', null],
  ])('%j → %j', async (path, expected) => {
    expect(await getUrlRedirectTarget(path, client)).toBe(expected);
  });
});
