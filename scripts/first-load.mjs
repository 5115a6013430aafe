/**
 * First-load JS of a route: the gzip size of every script a prerendered page's HTML loads at
 * once (`<script src>`, not `nomodule` polyfills, which modern browsers skip), Next's build
 * manifests included. Read from the HTML rather than from build logs, which Next 16 no longer
 * prints, so the figure is what a browser fetches before the page is interactive. The budget in
 * `npm test` (./check-first-load.mjs) and `npm run bench` (bench/run.mjs) both measure with it, so
 * the test holds the figure the bench reports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The script URLs a page's HTML loads at start. */
export function initialScripts(html) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((src) => src !== undefined);
}

/** The files of the scripts a prerendered page's HTML loads at start. */
export function chunkFiles(distDir, htmlFile) {
  const html = readFileSync(path.join(distDir, 'server', 'pages', htmlFile), 'utf8');
  return initialScripts(html).map((src) =>
    path.join(distDir, src.replace(/^\/_next\//, '').split('?')[0]),
  );
}

/**
 * The files of the scripts a route's HTML loads at start, from the build manifest, for a route
 * rendered per request (no prerendered HTML to read): `_app`'s chunks, the route's, and the
 * manifests Next appends. For a prerendered route it names the same files as its HTML
 * (tests/scripts/first-load.test.ts holds that).
 */
export function routeChunkFiles(distDir, route) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const own = manifest.pages[route];
  if (!own) throw new Error(`no route ${route} in ${distDir}/build-manifest.json`);
  const files = [...manifest.pages['/_app'], ...own, ...manifest.lowPriorityFiles];
  return [...new Set(files.filter((file) => file.endsWith('.js')))].map((file) =>
    path.join(distDir, file),
  );
}

/** The routes of a build's pages, but `_app`, `_error`, `_document` and API routes. */
export function pageRoutes(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return Object.keys(manifest.pages).filter(
    (route) => !/^\/(_app|_error|_document|api\/)/.test(route),
  );
}

/** Gzip bytes (level 9) of `files`, each without a trailing source-map comment. */
function gzipBytes(files) {
  let bytes = 0;
  for (const file of files) {
    const code = readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    bytes += gzipSync(code, { level: 9 }).length;
  }
  return bytes;
}

/** `firstLoadBytes` of a route, read from the build manifest (see routeChunkFiles). */
export function routeFirstLoadBytes(distDir, route) {
  return gzipBytes(routeChunkFiles(distDir, route));
}

/**
 * Gzip bytes (level 9) of the first-load JS of one prerendered page. A build with browser source
 * maps (PROFILE_MAPS=1, for the breakdown) ends each chunk with a `sourceMappingURL` comment; it is
 * left out, so the figure is that of a build without maps.
 */
export function firstLoadBytes(distDir, htmlFile) {
  return gzipBytes(chunkFiles(distDir, htmlFile));
}

/** `firstLoadBytes` in kB (1 kB = 1000 bytes, as Next reported it), to one decimal. */
export function firstLoadKb(distDir, htmlFile) {
  return Math.round(firstLoadBytes(distDir, htmlFile) / 100) / 10;
}
