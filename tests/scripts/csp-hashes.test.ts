import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, writeScriptHashes } from '@/scripts/csp-hashes.mjs';

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

describe('writeScriptHashes', () => {
  it('writes the distinct hashes of every prerendered page, sorted', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const pages = path.join(dist, 'server', 'pages');
    mkdirSync(path.join(pages, 'products'), { recursive: true });
    writeFileSync(path.join(pages, 'index.html'), '<script>a()</script>');
    writeFileSync(
      path.join(pages, 'products', 'tea.html'),
      '<script>a()</script><script>b()</script>',
    );
    writeFileSync(path.join(pages, 'index.json'), '{"<script>c()</script>":1}');
    const expected = [sha('a()'), sha('b()')].sort();
    expect(writeScriptHashes(dist)).toEqual(expected);
    expect(JSON.parse(readFileSync(path.join(dist, 'csp-script-hashes.json'), 'utf8'))).toEqual({
      scriptHashes: expected,
    });
  });
});
