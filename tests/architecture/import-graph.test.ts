import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blankNonCode,
  cycles,
  packageName,
  parseImports,
  resolveSpecifier,
  type Edge,
} from './import-graph';

const root = path.resolve(__dirname, '../..');

describe('parseImports', () => {
  it('finds every kind of import, with its line and whether it is type-only', () => {
    const source = [
      "import a from './a';",
      "import type { B } from '@/lib/b';",
      'import {',
      '  c,',
      '  type D,',
      "} from '../c';",
      "import * as e from 'e-package';",
      "import '@/styles/globals.css';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "export * from './h';",
      "export * as i from './i';",
      "const j = await import('./j');",
      "type K = typeof import('./k');",
      "const l = require('l-package');",
      "const m = require.resolve('m-package/package.json');",
    ].join('\n');
    expect(parseImports(source)).toEqual([
      { specifier: './a', typeOnly: false, line: 1 },
      { specifier: '@/lib/b', typeOnly: true, line: 2 },
      { specifier: '../c', typeOnly: false, line: 6 },
      { specifier: 'e-package', typeOnly: false, line: 7 },
      { specifier: '@/styles/globals.css', typeOnly: false, line: 8 },
      { specifier: './f', typeOnly: false, line: 9 },
      { specifier: './g', typeOnly: true, line: 10 },
      { specifier: './h', typeOnly: false, line: 11 },
      { specifier: './i', typeOnly: false, line: 12 },
      { specifier: './j', typeOnly: false, line: 13 },
      { specifier: './k', typeOnly: true, line: 14 },
      { specifier: 'l-package', typeOnly: false, line: 15 },
      { specifier: 'm-package/package.json', typeOnly: false, line: 16 },
    ]);
  });

  it('ignores comments, template text and regular expressions, and keeps code after them', () => {
    const source = [
      "// import x from './commented';",
      '/* import y from "./block";',
      "   import('./block-dynamic') */",
      "const url = 'http://example.com/x'; // import z from './trailing'",
      "const pattern = /['\"]import\\('\\.\\/regex'\\)/g;",
      "const text = `import w from './template' ${value} import('./template-dynamic')`;",
      "import real from './real';",
    ].join('\n');
    expect(parseImports(source).map((ref) => ref.specifier)).toEqual(['./real']);
    expect(blankNonCode(source).split('\n')).toHaveLength(7);
  });

  it('does not take a division for a regular expression', () => {
    const source = "const half = total / 2; const q = a / b;\nimport later from './later';";
    expect(parseImports(source).map((ref) => ref.specifier)).toEqual(['./later']);
  });
});

describe('resolveSpecifier', () => {
  it('resolves the @/ alias, relative paths, folders (index) and .mjs over its .d.mts', () => {
    expect(resolveSpecifier(root, 'pages/index.tsx', '@/lib/config')).toBe('lib/config/index.ts');
    expect(resolveSpecifier(root, 'lib/security/site-policy.ts', '../config/integrations')).toBe(
      'lib/config/integrations.ts',
    );
    expect(resolveSpecifier(root, 'bench/browser.mjs', '../scripts/chromium.mjs')).toBe(
      'scripts/chromium.mjs',
    );
    expect(resolveSpecifier(root, 'pages/index.tsx', '@/lib/missing')).toBeNull();
    expect(resolveSpecifier(root, 'pages/index.tsx', 'react')).toBeNull();
  });

  it('names the package of a bare specifier', () => {
    expect(packageName('next/head')).toBe('next');
    expect(packageName('@playwright/test/cli')).toBe('@playwright/test');
    expect(packageName('zustand')).toBe('zustand');
  });
});

describe('cycles', () => {
  const edge = (from: string, to: string): Edge => ({ from, to, typeOnly: false, line: 1 });

  it('finds loops of any length and self-imports, and nothing in a tree', () => {
    expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([]);
    expect(
      cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd'), edge('e', 'e')]),
    ).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
