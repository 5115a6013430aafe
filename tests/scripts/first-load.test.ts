import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialScripts, pageRoutes, routeChunkFiles } from '@/scripts/first-load.mjs';
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

describe('routeChunkFiles and pageRoutes (a build manifest)', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      pages: {
        '/_app': ['static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/runtime.js'],
        '/_error': ['static/chunks/error.js'],
        '/': ['static/chunks/home.js', 'static/chunks/runtime.js'],
        '/search': ['static/chunks/search.js', 'static/chunks/search.css'],
        '/api/health': ['static/chunks/none.js'],
      },
      lowPriorityFiles: ['static/B/_buildManifest.js', 'static/B/_ssgManifest.js'],
    }),
  );

  it("names _app's scripts, the route's and the manifests, once each, no CSS", () => {
    expect(routeChunkFiles(dist, '/').map((f) => path.relative(dist, f))).toEqual([
      'static/chunks/app.js',
      'static/chunks/runtime.js',
      'static/chunks/home.js',
      'static/B/_buildManifest.js',
      'static/B/_ssgManifest.js',
    ]);
  });

  it('fails by name for a route the build does not have', () => {
    expect(() => routeChunkFiles(dist, '/nowhere')).toThrow(/no route \/nowhere/);
  });

  it('lists the page routes, not _app, _error or API routes', () => {
    expect(pageRoutes(dist)).toEqual(['/', '/search']);
  });
});
