import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement, Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  inlineScripts,
  reactBoundaryScripts,
  routeBootstrapScripts,
  writeScriptHashes,
} from '@/scripts/csp-hashes.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const BOOT = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})';

describe('inlineScriptHashes', () => {
  it.each([
    ['an inline script', `<script>${BOOT}</script>`, [sha(BOOT)]],
    ['a module script', '<script type="module">a()</script>', [sha('a()')]],
    ['text/javascript', "<script type='text/javascript'>b()</script>", [sha('b()')]],
    ['a script file', '<script src="/_next/a.js" defer></script>', []],
    ['JSON data', '<script id="__NEXT_DATA__" type="application/json">{"a":1}</script>', []],
    ['an empty script', '<script></script>', []],
    ['exact text, whitespace kept', '<script>\n x() \n</script>', [sha('\n x() \n')]],
    ['two scripts', '<script>a()</script><p></p><SCRIPT>b()</SCRIPT>', [sha('a()'), sha('b()')]],
  ])('%s', (_, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

// A build manifest as Turbopack writes it (.next/build-manifest.json), trimmed.
const MANIFEST = {
  pages: {},
  chunkLoadingGlobal: 'TURBOPACK',
  pagesChunkGroupBootstrapParams: {
    '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1, 2] },
    '/products/[handle]': { otherChunks: ['static/chunks/p&<x>.js'], runtimeModuleIds: [1, 3] },
    '/pages/[slug]': { otherChunks: ['static/chunks/s.js'], runtimeModuleIds: [1, 4] },
  },
};
const push = (params: string) =>
  `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${params});`;

describe('routeBootstrapScripts', () => {
  it("is every route's bootstrap as Next writes it: the shared /_app params, then the route's", () => {
    const app = push('{"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[1,2]}');
    expect(routeBootstrapScripts(MANIFEST)).toEqual([
      // Escaped for HTML as _document escapes it (htmlEscapeJsonString).
      `${app}\n${push('{"otherChunks":["static/chunks/p\\u0026\\u003cx\\u003e.js"],"runtimeModuleIds":[1,3]}')}`,
      `${app}\n${push('{"otherChunks":["static/chunks/s.js"],"runtimeModuleIds":[1,4]}')}`,
    ]);
  });

  it('is none for a manifest without bootstrap params (webpack writes no inline bootstrap)', () => {
    expect(routeBootstrapScripts({ pages: {} })).toEqual([]);
    expect(routeBootstrapScripts(null)).toEqual([]);
  });
});

/** The inline scripts React writes for `element`, rendered whole as Next renders a page. */
async function scriptsOf(element: ReactNode): Promise<string[]> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return inlineScripts(await new Response(stream).text());
}

const text = (bytes: number) => createElement('p', null, 'y'.repeat(bytes));
const boundary = (key: number, ...children: ReactNode[]) =>
  createElement(Suspense, { key, fallback: null }, ...children);

describe('reactBoundaryScripts', () => {
  it("is React's shell-time script, its runtime with the first reveal, then one reveal per id", async () => {
    const scripts = await reactBoundaryScripts(3);
    expect(scripts).toHaveLength(4);
    expect(scripts[0]).toBe('requestAnimationFrame(function(){$RT=performance.now()});');
    expect(scripts[1]).toMatch(/^\$RB=\[\];\$RV=function.*\$RC\("B:0","S:0"\)$/s);
    expect(scripts.slice(2)).toEqual(['$RC("B:1","S:1")', '$RC("B:2","S:2")']);
  });

  it.each([
    // A product page with a long description: a large shell, then the gallery, buy box and form.
    [
      'a large shell, then three parts',
      [text(14_000), boundary(0, text(4_000)), boundary(1, text(2_000)), boundary(2, text(600))],
    ],
    [
      'a part inside an outlined part',
      [text(13_000), boundary(0, text(1_000), boundary(1, text(13_000)))],
    ],
    [
      'ten outlined parts (hexadecimal ids)',
      Array.from({ length: 10 }, (_, i) => boundary(i, text(13_000))),
    ],
    ['small parts, none outlined', [text(1_000), boundary(0, text(600))]],
  ])('covers every script React writes for a page with %s', async (_, children) => {
    const page = await scriptsOf(createElement('main', null, ...children));
    const derived = new Set(await reactBoundaryScripts(12));
    expect(page.filter((script) => !derived.has(script))).toEqual([]);
  });

  it('does not cover more boundaries than it was asked for', async () => {
    const page = await scriptsOf(
      createElement('main', null, boundary(0, text(13_000)), boundary(1, text(13_000))),
    );
    expect(page).toContain('$RC("B:1","S:1")');
    expect(await reactBoundaryScripts(1)).not.toContain('$RC("B:1","S:1")');
  });
});

function buildFolder(pages: Record<string, string>, manifest: unknown = MANIFEST): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
  for (const [name, html] of Object.entries(pages)) {
    const file = path.join(dist, 'server', 'pages', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('writeScriptHashes', () => {
  it("writes, sorted, the prerendered pages' scripts, every route's bootstrap and React's", async () => {
    const [products, cmsPage] = routeBootstrapScripts(MANIFEST);
    const dist = buildFolder({
      'index.html': '<script>a()</script>',
      'products/tea.html': `<script>a()</script><script>b()</script><script>${products}</script>`,
      'index.json': '{"<script>c()</script>":1}',
    });
    const hashes = await writeScriptHashes(dist);
    expect(hashes).toEqual([...hashes].sort());
    expect(new Set(hashes).size).toBe(hashes.length);
    // The CMS route had no prerendered page: its bootstrap is hashed all the same.
    for (const script of ['a()', 'b()', products!, cmsPage!, '$RC("B:7","S:7")'])
      expect(hashes).toContain(sha(script));
    expect(hashes).not.toContain(sha('c()'));
    expect(hashes).not.toContain(sha('$RC("B:8","S:8")'));
    expect(JSON.parse(readFileSync(path.join(dist, 'csp-script-hashes.json'), 'utf8'))).toEqual({
      scriptHashes: hashes,
    });
  });

  it('hashes boundary ids for twice the most boundaries a prerendered page has', async () => {
    const dist = buildFolder({ 'index.html': '<main><!--$-->a<!--/$--></main>'.repeat(5) });
    const hashes = await writeScriptHashes(dist);
    expect(hashes).toContain(sha('$RC("B:9","S:9")'));
    expect(hashes).not.toContain(sha('$RC("B:a","S:a")'));
  });

  it.each([
    ['a bootstrap the manifest does not give', `<script>${BOOT}</script>`],
    ['a React instruction it did not derive', '<script>$RX("B:0","digest")</script>'],
  ])('fails the build on %s', async (_, html) => {
    await expect(writeScriptHashes(buildFolder({ 'index.html': html }))).rejects.toThrow(
      /framework scripts the build did not derive/,
    );
  });
});
