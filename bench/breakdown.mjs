/**
 * Where a route's first-load kB come from, by module: each first-load chunk's gzip size shared out
 * over its sources in proportion to the bytes each source's code takes in the chunk (read from the
 * browser source maps that a PROFILE_MAPS=1 build publishes). Approximate per module, exact per
 * chunk; the rows of one route add up to its first-load figure.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sourceMap from 'source-map-js';
import { chunkFiles } from '../scripts/first-load.mjs';

// The build's manifests are plain scripts with no source map.
const MANIFEST = /_(build|ssg|clientMiddleware)Manifest\.js$/;

/** `node_modules/react-dom/cjs/x.js` → `react-dom`; `[project]/components/cart/X.tsx` → `components/cart`. */
export function groupOf(source) {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (inPackage) return inPackage[1];
  if (source.includes('[turbopack]') || source.includes('[next]')) return '(bundler runtime)';
  const local = source.replace(/^.*\[project\]\//, '').replace(/ \[.*$/, '');
  const parts = local.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0];
}

/** Raw bytes of generated code per original source in one chunk, or null without a source map. */
function bytesPerSource(file) {
  const code = readFileSync(file, 'utf8');
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName && path.join(path.dirname(file), mapName);
  if (!mapFile || !existsSync(mapFile)) return null;
  const consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  const out = new Map();
  let previous = null;
  const credit = (to) => {
    if (!previous?.source) return;
    const length =
      to && to.generatedLine === previous.generatedLine
        ? to.generatedColumn - previous.generatedColumn
        : (lines[previous.generatedLine - 1]?.length ?? 0) - previous.generatedColumn;
    out.set(previous.source, (out.get(previous.source) ?? 0) + Math.max(0, length));
  };
  consumer.eachMapping(
    (m) => {
      credit(m);
      previous = m;
    },
    null,
    sourceMap.SourceMapConsumer.GENERATED_ORDER,
  );
  credit(null);
  return { out, total: code.length };
}

/**
 * The first load of one prerendered page by group (package or app folder) and by source file, in
 * gzip kB; `mapped` is false when the build has no source maps.
 */
export function firstLoadModules(distDir, htmlFile) {
  const groups = new Map();
  const files = new Map();
  // Each chunk's largest group, to name the hashed script names in Lighthouse's audits.
  const chunks = {};
  let mapped = true;
  const add = (map, key, kb) => map.set(key, (map.get(key) ?? 0) + kb);
  for (const file of chunkFiles(distDir, htmlFile)) {
    const gzipKb = gzipSync(readFileSync(file), { level: 9 }).length / 1000;
    const shares = bytesPerSource(file);
    if (!shares && MANIFEST.test(file)) {
      add(groups, '(Next manifests)', gzipKb);
      continue;
    }
    if (!shares) {
      mapped = false;
      add(groups, `(no source map) ${path.basename(file)}`, gzipKb);
      continue;
    }
    let attributed = 0;
    const own = new Map();
    for (const [source, bytes] of shares.out) add(own, groupOf(source), bytes);
    chunks[path.basename(file)] = [...own].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    for (const [source, bytes] of shares.out) {
      const kb = (bytes / shares.total) * gzipKb;
      attributed += kb;
      add(groups, groupOf(source), kb);
      add(files, source.replace(/^.*\[project\]\//, '').replace(/^.*node_modules\//, ''), kb);
    }
    add(groups, '(chunk glue: unmapped bytes)', gzipKb - attributed);
  }
  const sorted = (map) =>
    [...map]
      .map(([name, kb]) => ({ name, kb: Math.round(kb * 100) / 100 }))
      .sort((a, b) => b.kb - a.kb);
  return { mapped, groups: sorted(groups), files: sorted(files), chunks };
}
