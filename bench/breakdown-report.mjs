/**
 * BENCHMARKS.md's breakdown section: per route, where the first-load kB come from (by package or
 * app folder, the floor's beside it, then the largest app files), and what kept the main thread
 * busy under Lighthouse's mobile throttling (per script, per kind of work, the long tasks).
 */

const GROUP_ROWS = 14;
const FILE_ROWS = 12;

const kb = (v) => (v === undefined ? '' : v.toFixed(2));
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
    .concat(rows.map((r) => `| ${r.join(' | ')} |`))
    .join('\n');

function bundleTables({ shop, floor }) {
  if (!shop.mapped)
    return '_No source maps in this build (BENCH_REUSE_BUILD of a build without them)._';
  const floorKb = new Map(floor.groups.map((g) => [g.name, g.kb]));
  const groups = shop.groups
    .slice(0, GROUP_ROWS)
    .map((g) => [g.name, kb(g.kb), kb(floorKb.get(g.name)), kb(g.kb - (floorKb.get(g.name) ?? 0))]);
  const appFiles = shop.files
    .filter((f) => /^(components|lib|stores|pages|proxy)/.test(f.name))
    .slice(0, FILE_ROWS)
    .map((f) => [f.name, kb(f.kb)]);
  return [
    table(['package or folder', 'shop kB', 'floor kB', 'over the floor'], groups),
    table(['largest app files', 'kB'], appFiles),
  ].join('\n\n');
}

function mainThreadTables(detail, floorDetail, chunks = {}) {
  if (!detail) return '';
  const name = (script) => (chunks[script] ? `${script} (mostly ${chunks[script]})` : script);
  const floorWork = new Map((floorDetail?.work ?? []).map((w) => [w.kind, w.ms]));
  return [
    table(
      ['script (bootup-time)', 'total ms', 'evaluation ms', 'parse + compile ms'],
      detail.scripts.map((s) => [name(s.script), s.totalMs, s.scriptingMs, s.parseMs]),
    ),
    table(
      ['main-thread work', 'shop ms', 'floor ms'],
      detail.work.map((w) => [w.kind, w.ms, floorWork.get(w.kind) ?? '']),
    ),
    table(
      ['long task (script)', 'starts at ms', 'ms'],
      detail.longTasks.map((t) => [name(t.script), t.startMs, t.ms]),
    ),
  ].join('\n\n');
}

/** The markdown section; empty when the run measured neither. */
export function breakdownMarkdown(results) {
  const parts = [];
  for (const b of results.breakdown ?? []) {
    const lh = (results.lighthouse ?? []).find((l) => l.route === b.route);
    parts.push(`### ${b.route}

First-load JS by package or app folder (gzip kB, each chunk's size shared out over its sources by
their bytes in it; read from the build's source maps):

${bundleTables(b)}

Main thread at load, Lighthouse mobile (4× CPU throttling), the run with the median TBT:

${mainThreadTables(lh?.mainThread, lh?.floor?.mainThread, b.shop.chunks)}
`);
  }
  return parts.length ? `## Breakdown\n\n${parts.join('\n')}` : '';
}
