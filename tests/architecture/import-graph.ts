/**
 * The repository's import graph, read by hand (no dependency): the specifiers of `import … from`,
 * `import '…'`, `export … from`, `import('…')` (also in type positions) and `require('…')` /
 * `require.resolve('…')`, type-only imports included, resolved through the `@/` alias and relative
 * paths the way tsconfig's "bundler" resolution does. Used by imports.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ImportRef {
  specifier: string;
  /** `import type …` / `export type … from` (an inline `{ type X }` list counts as a value import). */
  typeOnly: boolean;
  line: number;
}

/**
 * The source with comments, template-literal text and regular-expression literals blanked out
 * (newlines kept, so line numbers stay), ordinary string literals kept: what is left can be
 * searched for import syntax without matching a comment or a pattern.
 */
export function blankNonCode(source: string): string {
  const out = source.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  // The last significant character, to tell a regular expression from a division.
  let previous = '';
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1] ?? '';
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      i = skipString(source, i, c);
      previous = c;
    } else if (c === '`') {
      const stop = skipTemplate(source, i);
      blank(i + 1, stop - 1);
      i = stop;
      previous = '`';
    } else if (c === '/' && startsRegex(previous, source, i)) {
      const stop = skipRegex(source, i);
      blank(i, stop);
      i = stop;
      previous = 'x';
    } else {
      if (!/\s/.test(c)) previous = c;
      i += 1;
    }
  }
  return out.join('');
}

/** Past a quoted string (which cannot span lines). */
function skipString(source: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < source.length && source[i] !== quote && source[i] !== '\n') {
    i += source[i] === '\\' ? 2 : 1;
  }
  return i + 1;
}

/** Past a template literal, `${…}` parts included (nested braces and templates counted). */
function skipTemplate(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') i += 2;
    else if (source[i] === '$' && source[i + 1] === '{') {
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        if (source[i] === '{') depth += 1;
        else if (source[i] === '}') depth -= 1;
        else if (source[i] === '`') i = skipTemplate(source, i) - 1;
        else if (source[i] === "'" || source[i] === '"')
          i = skipString(source, i, source[i] ?? '') - 1;
        i += 1;
      }
    } else i += 1;
  }
  return i + 1;
}

/** A `/` starts a regular expression after an operator, an opening bracket or `return`. */
function startsRegex(previous: string, source: string, i: number): boolean {
  if (previous === '' || '(,=:[!&|?{};+-*%<>~^'.includes(previous)) return true;
  return /\b(return|typeof|case|do|else|in|of|yield|await)\s*$/.test(
    source.slice(Math.max(0, i - 12), i),
  );
}

function skipRegex(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length && source[i] !== '\n') {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) break;
    i += 1;
  }
  i += 1;
  while (/[a-z]/i.test(source[i] ?? '')) i += 1;
  return i;
}

const STATIC = [
  // import x from '…', import type { X } from '…', import * as x from '…', multi-line lists.
  /(?:^|[;\n])\s*import\s+(type\s+)?[\w$*{}\s,]*?\s*from\s*(['"])([^'"\n]+)\2/g,
  // export { x } from '…', export type { X } from '…', export * from '…', export * as x from '…'.
  /(?:^|[;\n])\s*export\s+(type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])([^'"\n]+)\2/g,
  // import '…' (side effects only).
  /(?:^|[;\n])\s*import\s*()(['"])([^'"\n]+)\2/g,
];
// import('…') (a dynamic import or a type position), require('…'), require.resolve('…').
const CALL = /(?<![\w$.])(import|require(?:\.resolve)?)\s*\(\s*(['"])([^'"\n]+)\2\s*\)/g;

/** The import specifiers of one TS/TSX/JS module, in source order. */
export function parseImports(source: string): ImportRef[] {
  const code = blankNonCode(source);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const refs: Array<ImportRef & { index: number }> = [];
  for (const pattern of STATIC) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[3] ?? '';
      const index = match.index + match[0].lastIndexOf(specifier);
      refs.push({ specifier, typeOnly: Boolean(match[1]), line: lineAt(index), index });
    }
  }
  for (const match of code.matchAll(CALL)) {
    const specifier = match[3] ?? '';
    const index = match.index + match[0].lastIndexOf(specifier);
    const typeOnly = /typeof\s*$/.test(code.slice(Math.max(0, match.index - 10), match.index));
    refs.push({ specifier, typeOnly, line: lineAt(index), index });
  }
  return refs.sort((a, b) => a.index - b.index).map(({ index: _index, ...ref }) => ref);
}

export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.d.mts', '.mts', '.mjs', '.js', '.json'];

/**
 * The repository file a specifier names (relative to `root`, forward slashes), or null for a
 * package or a file that does not exist. `.mjs` modules win over their `.d.mts` declarations.
 */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.'))
    base = path.resolve(path.dirname(path.join(root, fromFile)), specifier);
  else return null;
  const candidates = [
    base,
    ...RESOLVE_EXTENSIONS.map((ext) => base + ext),
    ...RESOLVE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  return found ? path.relative(root, found).split(path.sep).join('/') : null;
}

/** The package a bare specifier names: `@scope/name` or `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Every source file under the given folders and files (relative to root), declarations aside. */
export function sourceFiles(root: string, entries: string[], skip: RegExp): string[] {
  const files: string[] = [];
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full) || skip.test(relative)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(`${relative}/${name}`);
    } else if (
      SOURCE_EXTENSIONS.some((ext) => relative.endsWith(ext)) &&
      !/\.d\.m?ts$/.test(relative)
    ) {
      files.push(relative);
    }
  };
  entries.forEach(visit);
  return files;
}

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  line: number;
}

/** The edges between repository files, and the bare specifiers each file names. */
export function buildGraph(root: string, files: string[]) {
  const edges: Edge[] = [];
  const packages: Array<{ from: string; specifier: string; line: number }> = [];
  const unresolved: Array<{ from: string; specifier: string; line: number }> = [];
  for (const from of files) {
    for (const ref of parseImports(readFileSync(path.join(root, from), 'utf8'))) {
      const bare = !ref.specifier.startsWith('.') && !ref.specifier.startsWith('@/');
      if (bare) {
        packages.push({ from, specifier: ref.specifier, line: ref.line });
        continue;
      }
      const to = resolveSpecifier(root, from, ref.specifier);
      if (to) edges.push({ from, to, typeOnly: ref.typeOnly, line: ref.line });
      else unresolved.push({ from, specifier: ref.specifier, line: ref.line });
    }
  }
  return { edges, packages, unresolved };
}

/** The strongly connected components with more than one file, or one file importing itself. */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  // Tarjan's algorithm, iterative so a long chain cannot overflow the call stack.
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const target = targets[frame.i++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, i: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = targets.includes(frame.node);
      if (component.length > 1 || selfLoop) found.push(component.sort());
    }
  }
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
