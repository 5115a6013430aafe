import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadModules, groupOf } from '@/bench/breakdown.mjs';
import { firstLoadKb } from '@/scripts/first-load.mjs';

describe('groupOf', () => {
  it.each([
    [
      'turbopack:///[project]/node_modules/react-dom/cjs/react-dom-client.production.js',
      'react-dom',
    ],
    ['turbopack:///[project]/node_modules/@swc/helpers/cjs/x.cjs', '@swc/helpers'],
    ['turbopack:///[project]/node_modules/next/dist/client/index.js', 'next'],
    ['turbopack:///[project]/components/cart/CartButton.tsx', 'components/cart'],
    ['turbopack:///[project]/lib/redirects.ts', 'lib'],
    ['turbopack:///[project]/proxy.ts', 'proxy.ts'],
    [
      'turbopack:///[project]/components/product/gallery.module.css [client] (css module)',
      'components/product',
    ],
    ['turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts', '(bundler runtime)'],
  ])('%s → %s', (source, expected) => {
    expect(groupOf(source)).toBe(expected);
  });
});

// A build folder with one page whose one chunk holds two sources: `aaaa…` from lib/a.ts, then
// `bb` from node_modules/b.
const dist = mkdtempSync(path.join(os.tmpdir(), 'breakdown-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const code = `${'a'.repeat(300)}bb\n//# sourceMappingURL=c.js.map`;
mkdirSync(path.join(dist, 'server', 'pages'), { recursive: true });
mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
writeFileSync(
  path.join(dist, 'server', 'pages', 'index.html'),
  '<script src="/_next/static/chunks/c.js"></script>',
);
writeFileSync(path.join(dist, 'static', 'chunks', 'c.js'), code);
writeFileSync(
  path.join(dist, 'static', 'chunks', 'c.js.map'),
  JSON.stringify({
    version: 3,
    sources: ['turbopack:///[project]/lib/a.ts', 'turbopack:///[project]/node_modules/b/i.js'],
    names: [],
    // Column 0 → source 0, column 300 → source 1 (base64 VLQ: "AAAA" and "4SCAA").
    mappings: 'AAAA,4SCAA',
  }),
);

describe('firstLoadModules', () => {
  it('shares each chunk out over its sources by their bytes, and adds up to the chunk', () => {
    const { mapped, groups } = firstLoadModules(dist, 'index.html');
    expect(mapped).toBe(true);
    const byName = Object.fromEntries(groups.map((g) => [g.name, g.kb]));
    expect(byName.lib).toBeGreaterThan((byName.b ?? Infinity) * 100);
    const total = groups.reduce((sum, g) => sum + g.kb, 0);
    expect(total).toBeCloseTo(gzipSync(code, { level: 9 }).length / 1000, 1);
  });

  it('leaves the source-map comment out of the first-load figure', () => {
    const withoutComment = gzipSync(code.replace(/\n\/\/# sourceMappingURL=\S+$/, ''), {
      level: 9,
    }).length;
    expect(firstLoadKb(dist, 'index.html')).toBe(Math.round(withoutComment / 100) / 10);
  });
});
