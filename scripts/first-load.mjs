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
 * Gzip bytes (level 9) of the first-load JS of one prerendered page. A build with browser source
 * maps (PROFILE_MAPS=1, for the breakdown) ends each chunk with a `sourceMappingURL` comment; it is
 * left out, so the figure is that of a build without maps.
 */
export function firstLoadBytes(distDir, htmlFile) {
  let bytes = 0;
  for (const file of chunkFiles(distDir, htmlFile)) {
    const code = readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    bytes += gzipSync(code, { level: 9 }).length;
  }
  return bytes;
}

/** `firstLoadBytes` in kB (1 kB = 1000 bytes, as Next reported it), to one decimal. */
export function firstLoadKb(distDir, htmlFile) {
  return Math.round(firstLoadBytes(distDir, htmlFile) / 100) / 10;
}
