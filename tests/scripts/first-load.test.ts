import { describe, expect, it } from 'vitest';
import { initialScripts } from '@/scripts/first-load.mjs';
import { commonRoot } from '@/scripts/floor.mjs';

describe('initialScripts', () => {
  it.each([
    ['<script src="/_next/a.js" defer=""></script>', ['/_next/a.js']],
    [
      '<script src="/_next/a.js"></script><script src="/_next/b.js"></script>',
      ['/_next/a.js', '/_next/b.js'],
    ],
    ['<script src="/_next/polyfills.js" noModule=""></script>', []],
    ['<script id="__NEXT_DATA__" type="application/json">{}</script>', []],
    ['<script>inline()</script>', []],
    ['<link rel="preload" href="/_next/a.js" as="script"/>', []],
  ])('%s → %j', (html, expected) => {
    expect(initialScripts(html)).toEqual(expected);
  });
});

describe('commonRoot', () => {
  it.each([
    ['/tmp/bench-floor-x', '/work/shop/node_modules/next', '/'],
    ['/work/a/b', '/work/a/c', '/work/a'],
    ['/work/a', '/work/a', '/work/a'],
  ])('%s + %s → %s', (a, b, expected) => {
    expect(commonRoot(a, b)).toBe(expected);
  });
});
