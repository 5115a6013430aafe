/**
 * The import graph of the repository's own code: no cycles, type-only imports
 * included (ESLint's import/no-cycle skips those), no arrow against the layering below, and every
 * package named is a declared dependency.
 *
 * The layering. Each folder may import itself and the folders listed; nothing else.
 *
 *   graphql/     documents and generated types          → (nothing)
 *   lib/         framework-free TypeScript              → graphql
 *   stores/      the zustand store                      → lib, graphql
 *   components/  UI                                     → stores, lib, graphql
 *   pages/       routes and their data functions        → components, stores, lib, graphql
 *   proxy.ts, next.config.ts, cache-handler.mjs         → lib
 *   emulators/   the local platform, shares no app code → graphql
 *   scripts/     build and test tooling (plain Node)    → lib (its plain .mjs modules)
 *   bench/       benchmarks (`npm run bench`)           → scripts, emulators, stores, lib, graphql
 *
 * So bench/ depends on scripts/, never the reverse, and lib/ imports nothing from scripts/.
 *
 * Inside lib/ the folders form no cycle either (lib/a imports lib/b and lib/b imports lib/a is one
 * tangle, even when no single file closes the loop). components/ is checked file by file only: the
 * shell (components/layout) composes the domain components, which use the layout's hooks.
 * Tests and browser specs (tests/, e2e/) may import anything: they are checked for cycles only.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGraph, cycles, packageName, sourceFiles, type Edge } from './import-graph';

const root = path.resolve(__dirname, '../..');

const LAYERS: Record<string, string[]> = {
  graphql: [],
  lib: ['graphql'],
  stores: ['lib', 'graphql'],
  components: ['stores', 'lib', 'graphql'],
  pages: ['components', 'stores', 'lib', 'graphql'],
  'proxy.ts': ['lib'],
  'next.config.ts': ['lib'],
  'cache-handler.mjs': ['lib'],
  emulators: ['graphql'],
  scripts: ['lib'],
  bench: ['scripts', 'emulators', 'stores', 'lib', 'graphql'],
};

// The reader's own test is skipped: its fixtures are import statements written inside strings.
const SKIP =
  /(^|\/)(node_modules|\.next[^/]*)(\/|$)|^bench\/floor-template(\/|$)|^tests\/architecture\/import-graph\.test\.ts$/;
// tests/ and e2e/ are read too, for cycles and undeclared packages (the layering leaves them free).
const files = sourceFiles(
  root,
  [...Object.keys(LAYERS), 'tests', 'e2e', 'playwright.config.ts', 'vitest.config.ts'],
  SKIP,
);
const graph = buildGraph(root, files);

function layerOf(file: string): string | null {
  const top = file.split('/')[0] ?? file;
  return top in LAYERS ? top : null;
}

/**
 * Cycles of the folder graph inside lib/: an arrow from one folder to another, where neither holds
 * the other (a folder and its subfolders are one unit).
 */
function folderCycles(): string[][] {
  const nested = (a: string, b: string) => a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  const arrows = graph.edges
    .filter((edge) => edge.from.startsWith('lib/') && edge.to.startsWith('lib/'))
    .map((edge) => ({ ...edge, from: path.dirname(edge.from), to: path.dirname(edge.to) }))
    .filter((edge) => edge.from !== edge.to && !nested(edge.from, edge.to));
  return cycles(arrows);
}

const show = (edge: Edge) =>
  `${edge.from}:${edge.line} -> ${edge.to}${edge.typeOnly ? ' (type-only)' : ''}`;

describe('the import graph', () => {
  it('reads a graph of the whole repository (the test is looking at something)', () => {
    expect(files.length).toBeGreaterThan(150);
    for (const layer of ['lib', 'stores', 'components', 'pages', 'scripts', 'bench', 'emulators'])
      expect(files.some((file) => file.startsWith(`${layer}/`))).toBe(true);
    expect(graph.edges.length).toBeGreaterThan(400);
    expect(graph.edges.some((edge) => edge.typeOnly)).toBe(true);
  });

  it('resolves every relative and @/ import to a file', () => {
    expect(graph.unresolved).toEqual([]);
  });

  it('has no cycles, type-only imports included', () => {
    const found = cycles(graph.edges);
    const inCycle = (edge: Edge, cycle: string[]) =>
      cycle.includes(edge.from) && cycle.includes(edge.to);
    expect(
      found.map((cycle) => ({
        files: cycle,
        arrows: graph.edges.filter((edge) => inCycle(edge, cycle)).map(show),
      })),
      'import cycles',
    ).toEqual([]);
  });

  it('has no cycle between the folders of lib/', () => {
    const found = folderCycles();
    const inCycle = (edge: Edge, cycle: string[]) =>
      cycle.includes(path.dirname(edge.from)) &&
      cycle.includes(path.dirname(edge.to)) &&
      path.dirname(edge.from) !== path.dirname(edge.to);
    expect(
      found.map((cycle) => ({
        folders: cycle,
        arrows: graph.edges.filter((edge) => inCycle(edge, cycle)).map(show),
      })),
      'folder cycles in lib/',
    ).toEqual([]);
  });

  it('has no arrow against the layering', () => {
    const back = graph.edges.filter((edge) => {
      const from = layerOf(edge.from);
      const to = layerOf(edge.to);
      if (!from || !to || from === to) return false;
      return !(LAYERS[from] ?? []).includes(to);
    });
    expect(back.map(show), 'back-arrows (see the layering at the top of this file)').toEqual([]);
  });

  it('names only declared dependencies and Node built-ins', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
    const builtin = new Set(builtinModules);
    const undeclared = graph.packages.filter(({ specifier }) => {
      if (specifier.startsWith('node:')) return false;
      const name = packageName(specifier);
      return !declared.has(name) && !builtin.has(name);
    });
    expect(undeclared.map((p) => `${p.from}:${p.line} ${p.specifier}`)).toEqual([]);
  });
});
