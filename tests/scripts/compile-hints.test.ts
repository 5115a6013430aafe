import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  addCompileHints,
  firstLoadChunks,
  shiftSourceMap,
  withCompileHint,
} from '@/scripts/compile-hints.mjs';

describe('firstLoadChunks', () => {
  it.each([
    ['no pages', {}, []],
    [
      'every route, /_app included, each file once, scripts only',
      {
        pages: {
          '/': ['static/chunks/home.js', 'static/chunks/home.css', 'static/chunks/turbopack.js'],
          '/_app': ['static/chunks/react-dom.js', 'static/chunks/turbopack.js'],
        },
        lowPriorityFiles: ['static/b/_buildManifest.js'],
      },
      ['static/chunks/home.js', 'static/chunks/react-dom.js', 'static/chunks/turbopack.js'],
    ],
  ])('%s', (_, manifest, expected) => {
    expect(firstLoadChunks(manifest)).toEqual(expected);
  });
});

describe('withCompileHint', () => {
  it.each([
    [
      'a chunk',
      '(globalThis.TURBOPACK||[]).push([])',
      `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`,
    ],
    ['a chunk hinted already', `${COMPILE_HINT}a()`, `${COMPILE_HINT}a()`],
    ['an empty file', '', COMPILE_HINT],
  ])('%s', (_, code, expected) => {
    expect(withCompileHint(code)).toBe(expected);
  });

  it('is the comment V8 reads, alone on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

describe('shiftSourceMap', () => {
  it.each([
    ['a plain map', { version: 3, mappings: 'AAAA;AACA' }, { version: 3, mappings: ';AAAA;AACA' }],
    [
      'an index map',
      { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { mappings: 'AAAA' } }] },
      { version: 3, sections: [{ offset: { line: 1, column: 0 }, map: { mappings: 'AAAA' } }] },
    ],
  ])('%s', (_, map, expected) => {
    expect(shiftSourceMap(map)).toEqual(expected);
  });
});

describe('addCompileHints', () => {
  function build() {
    const dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    const pages = {
      '/': ['static/chunks/a.js', 'static/chunks/a.css'],
      '/_app': ['static/chunks/b.js'],
    };
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ pages }));
    writeFileSync(path.join(dist, 'static/chunks/a.js'), 'a()\n//# sourceMappingURL=a.js.map');
    writeFileSync(path.join(dist, 'static/chunks/a.js.map'), '{"version":3,"mappings":"AAAA"}');
    writeFileSync(path.join(dist, 'static/chunks/b.js'), 'b()');
    writeFileSync(path.join(dist, 'static/chunks/a.css'), 'p{}');
    writeFileSync(path.join(dist, 'static/chunks/lazy.js'), 'c()');
    return dist;
  }
  const read = (dist: string, file: string) =>
    readFileSync(path.join(dist, 'static/chunks', file), 'utf8');

  it('hints the first-load scripts, shifts their maps, and leaves the rest', () => {
    const dist = build();
    expect(addCompileHints(dist)).toEqual(['static/chunks/a.js', 'static/chunks/b.js']);
    expect(read(dist, 'a.js')).toBe(`${COMPILE_HINT}a()\n//# sourceMappingURL=a.js.map`);
    expect(JSON.parse(read(dist, 'a.js.map')).mappings).toBe(';AAAA');
    expect(read(dist, 'b.js')).toBe(`${COMPILE_HINT}b()`);
    expect(read(dist, 'a.css')).toBe('p{}');
    expect(read(dist, 'lazy.js')).toBe('c()');
  });

  it('changes nothing when run again', () => {
    const dist = build();
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(read(dist, 'a.js')).toBe(`${COMPILE_HINT}a()\n//# sourceMappingURL=a.js.map`);
    expect(JSON.parse(read(dist, 'a.js.map')).mappings).toBe(';AAAA');
  });
});
