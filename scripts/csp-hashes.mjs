/**
 * CSP hashes of the inline scripts a page of this build can carry,
 * written to `<distDir>/csp-script-hashes.json` after `next build`; the proxy names them in
 * script-src instead of 'unsafe-inline'. Pages are cached HTML (static, ISR), so they cannot carry
 * a per-request nonce.
 *
 * The prerendered pages are not enough: a page first rendered at run time (a product published
 * after the build, served through getStaticPaths fallback; an ISR regeneration; a draft) can carry
 * inline scripts no prerendered page had. So the hashes are of what is constant per build, taken
 * from the framework itself:
 * - the route bootstraps: Next writes one per route from the build manifest (below), so every
 *   route of the build is covered, prerendered or not;
 * - React's instruction scripts: a Suspense boundary whose HTML React outlines (once a page's
 *   HTML passes React's progressive chunk size, ~12.8 kB) is revealed by an inline
 *   `$RC("B:<id>","S:<id>")`, the first with React's runtime before it. Which boundaries are
 *   outlined depends on the page's data (a long product description outlines the gallery and the
 *   buy box), and a build's prerendered pages show at most the ones they happened to outline;
 * - the prerendered pages' own inline scripts (the app's early-input hold, written by _document).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCRIPT_HASHES_FILE } from '../lib/security/script-hashes-file.mjs';

export { SCRIPT_HASHES_FILE };

const require = createRequire(import.meta.url);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const JS_TYPES = new Set(['text/javascript', 'application/javascript', 'module']);
/** React's Suspense boundary markers in server HTML: complete, pending, client-rendered. */
const BOUNDARY = /<!--\$[?!]?-->/g;
/**
 * Scripts the framework writes (a Turbopack bootstrap, a React instruction): the build checks
 * that every one of them in its prerendered pages is among the hashes it derived.
 */
const FRAMEWORK_SCRIPT = /^(\(globalThis\[|\$R[A-Z]|requestAnimationFrame\(function\(\)\{\$RT=)/;
/**
 * Boundary ids hashed: twice the most boundaries a prerendered page has, and at least this many.
 * A run-time page of a route has its prerendered siblings' components; the margin is for data
 * that adds boundaries (a longer list of parts).
 */
const MIN_BOUNDARY_IDS = 8;

const hashOf = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The texts of the executable inline scripts in `html` (JSON data blocks and files aside). */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    const type = TYPE.exec(attrs)?.[1]?.toLowerCase();
    if (/\bsrc\s*=/i.test(attrs) || (type && !JS_TYPES.has(type)) || body === '') continue;
    scripts.push(body);
  }
  return scripts;
}

/** The 'sha256-…' sources of the executable inline scripts in `html`. */
export function inlineScriptHashes(html) {
  return inlineScripts(html).map(hashOf);
}

/**
 * Turbopack's inline bootstrap of every route in `buildManifest` (`.next/build-manifest.json`),
 * made as pages/_document makes it: Next's getTurbopackChunkGroupBootstrap of the shared `/_app`
 * params and the route's, escaped by htmlEscapeJsonString. None without the manifest's bootstrap
 * params (a webpack build writes no inline bootstrap).
 */
export function routeBootstrapScripts(buildManifest) {
  const params = buildManifest?.pagesChunkGroupBootstrapParams;
  const global = buildManifest?.chunkLoadingGlobal;
  if (!params || !global) return [];
  const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files.js');
  const { htmlEscapeJsonString } = require('next/dist/shared/lib/htmlescape.js');
  return Object.keys(params)
    .filter((page) => page !== '/_app')
    .map((page) => getTurbopackChunkGroupBootstrap(params, global, ['/_app', page]))
    .filter((bootstrap) => typeof bootstrap === 'string')
    .map(htmlEscapeJsonString);
}

/**
 * The inline scripts React writes for a page whose first `count` Suspense boundaries it outlines:
 * rendered by the react-dom/server Next renders pages with (next/dist/server/ReactDOMServerPages),
 * whole (Next waits for allReady, so no boundary is streamed late: React then numbers the
 * outlined boundaries 0, 1, 2… in the order it writes them, and writes no `$RS` or `$RX`).
 */
export async function reactBoundaryScripts(count) {
  const { createElement, Suspense } = require('react');
  const server = require('next/dist/server/ReactDOMServerPages.js');
  // Each boundary far past React's progressive chunk size, so that React outlines every one.
  const filler = 'x'.repeat(1 << 16);
  const boundaries = Array.from({ length: count }, (_, i) =>
    createElement(Suspense, { key: i, fallback: null }, createElement('p', null, filler)),
  );
  const stream = await server.renderToReadableStream(createElement('div', null, ...boundaries));
  await stream.allReady;
  const scripts = inlineScripts(await new Response(stream).text());
  const reveals = scripts.filter((script) => /\$RC\("B:[0-9a-f]+","S:[0-9a-f]+"\)$/.test(script));
  if (reveals.length !== count)
    throw new Error(`csp-hashes: React outlined ${reveals.length} of ${count} boundaries`);
  return scripts;
}

function htmlFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function readManifest(distDir) {
  const file = path.join(distDir, 'build-manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Writes the distinct hashes of the inline scripts a page of the build in `distDir` can carry
 * (see the top of this file); returns them, sorted. Throws when a prerendered page carries a
 * framework script the derivation did not make: Next or React then writes its scripts in a way
 * this file does not know, and pages first rendered at run time would be refused theirs.
 */
export async function writeScriptHashes(distDir) {
  const pages = htmlFiles(path.join(distDir, 'server', 'pages')).map((file) =>
    readFileSync(file, 'utf8'),
  );
  const mostBoundaries = Math.max(0, ...pages.map((html) => html.match(BOUNDARY)?.length ?? 0));
  const derived = [
    ...routeBootstrapScripts(readManifest(distDir)),
    ...(await reactBoundaryScripts(Math.max(MIN_BOUNDARY_IDS, 2 * mostBoundaries))),
  ];
  const known = new Set(derived);
  const framework = pages.flatMap(inlineScripts).filter((script) => FRAMEWORK_SCRIPT.test(script));
  const missed = [...new Set(framework.filter((script) => !known.has(script)))];
  if (missed.length > 0)
    throw new Error(
      `csp-hashes: prerendered pages carry framework scripts the build did not derive: ${missed
        .map((script) => JSON.stringify(script.slice(0, 80)))
        .join(', ')}`,
    );
  const hashes = new Set([...derived, ...pages.flatMap(inlineScripts)].map(hashOf));
  const scriptHashes = [...hashes].sort();
  writeFileSync(path.join(distDir, SCRIPT_HASHES_FILE), JSON.stringify({ scriptHashes }) + '\n');
  return scriptHashes;
}
