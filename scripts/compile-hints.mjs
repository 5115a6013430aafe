/**
 * Eager compilation of the first-load scripts: V8's explicit compile hint (Chrome 136 and later), a
 * `//# allFunctionsCalledOnLoad` comment on a script's first line, which other engines read as a
 * comment.
 *
 * V8 compiles a function only when it is first called, on the main thread. The first-load chunks
 * hold React, Next's client and the app's shell, almost all of which runs as the page starts, so
 * with lazy compilation Turbopack's instantiation of those modules compiled them on the main
 * thread: one task of 45-70 ms on this machine, the largest of a load, which Lighthouse's mobile
 * estimate multiplies by four. With the hint, V8 compiles the chunks while they download, on a
 * background thread, and that task fell to 14-17 ms (Lighthouse, `/`, 2026-11-28). Chunks loaded
 * later (the drawer, the store, vendors after consent) keep lazy compilation: much of their code
 * may never run on a given page, and hinting the ones loaded at idle did not make an add faster.
 *
 * The build writes the hint into each chunk that a route's page loads at start (the build
 * manifest's `pages`, `/_app` included), and shifts the chunk's source map, when the build made
 * one, by the line it adds. Running it again changes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The distinct `.js` files (relative to the build folder) that any route loads at start. */
export function firstLoadChunks(buildManifest) {
  const files = Object.values(buildManifest.pages ?? {}).flat();
  return [...new Set(files.filter((file) => file.endsWith('.js')))].sort();
}

/** `code` with the hint on its first line (unchanged when it is there already). */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** A source map for the same code with one line added at the top. */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** The map file a chunk names in its last `sourceMappingURL` comment, if it is a file here. */
function mapFileOf(file, code) {
  const url = [...code.matchAll(/\/\/# sourceMappingURL=(\S+)/g)].at(-1)?.[1];
  if (!url || url.startsWith('data:')) return undefined;
  const mapFile = path.join(path.dirname(file), url);
  return existsSync(mapFile) ? mapFile : undefined;
}

/** Writes the hint into the build's first-load chunks; returns the chunks it changed. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const changed = [];
  for (const chunk of firstLoadChunks(manifest)) {
    const file = path.join(distDir, chunk);
    const code = readFileSync(file, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(file, hinted);
    const mapFile = mapFileOf(file, code);
    if (mapFile) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      writeFileSync(mapFile, JSON.stringify(shiftSourceMap(map)));
    }
    changed.push(chunk);
  }
  return changed;
}
