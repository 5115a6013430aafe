/**
 * Turns the bench results into rows (figure, floor, budget, pass/fail), prints them as a table and
 * records them with the machine and date in BENCHMARKS.md. Budgets are those of issue 10.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import * as prettier from 'prettier';
import { breakdownMarkdown } from './breakdown-report.mjs';

// Issue 20's budgets sit relative to the floor measured in the same run where it says so.
export const BUDGETS = {
  firstLoadOverFloorKb: 8,
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  tbtFloorRatio: 1.5,
  lcpOverFloorMs: 300,
  cls: 0.01,
  clickToLineAtLoadMs: 32,
  clickToLineMs: 16,
  ratioToStatic: { product: 0.9, home: 0.95 },
  errors: 0,
  memoryGrowth: 0.1,
  contentRequests: 0,
};

const at = (max) => (v) => v <= max;
const least = (min) => (v) => v >= min;

/** One row: what, where, the shop's figure, the floor's (or ''), the budget, and the verdict. */
function row(metric, route, value, floor, budget, check) {
  const verdict = check === null || value === null ? '' : check(value) ? 'pass' : 'FAIL';
  return { metric, route, value, floor: floor ?? '', budget, verdict };
}

/** A server-wide `start → end` row, judged by its growth (in whole percent) against the budget. */
function growthRow(metric, start, end) {
  const growth = Math.round(((end - start) / start) * 100) / 100;
  const budget = `growth ≤ ${BUDGETS.memoryGrowth * 100} %`;
  return row(
    metric,
    'all',
    `${start} → ${end}`,
    null,
    budget,
    () => growth <= BUDGETS.memoryGrowth,
  );
}

/** The load rows of one measurement (`where`: how it was served), the ratio budget if `judged`. */
function loadRows(out, load, where, judged) {
  const at_ = where ? `, ${where}` : '';
  for (const r of load.rows) {
    out.push(
      row(
        `requests/s (${load.connections} conn, ${load.seconds} s${at_})`,
        r.name,
        r.requestsPerSecond,
        null,
        '',
        null,
      ),
    );
    out.push(
      row(`requests/s as a static file${at_}`, r.name, r.staticRequestsPerSecond, null, '', null),
    );
    const ratio = judged ? BUDGETS.ratioToStatic[r.name] : null;
    out.push(
      row(
        `ratio to static${at_}`,
        r.name,
        r.ratioToStatic,
        null,
        ratio ? `≥ ${ratio}` : '',
        ratio ? least(ratio) : null,
      ),
    );
    out.push(row(`p99 latency (ms)${at_}`, r.name, r.p99Ms, null, '', null));
    out.push(
      row(
        `errors under load${at_}`,
        r.name,
        r.errors,
        null,
        `= ${BUDGETS.errors}`,
        at(BUDGETS.errors),
      ),
    );
    out.push(
      row(`… of which no answer within 10 s${at_}`, r.name, r.timeouts ?? '', null, '', null),
    );
  }
}

export function rows(results) {
  const out = [];
  for (const b of results.bundles ?? []) {
    out.push(
      row(
        'first-load JS (kB gzip)',
        b.route,
        b.kb,
        b.floorKb,
        `≤ floor + ${BUDGETS.firstLoadOverFloorKb}`,
        at(b.floorKb + BUDGETS.firstLoadOverFloorKb),
      ),
    );
  }
  for (const l of results.lighthouse ?? []) {
    const f = l.floor ?? {};
    out.push(
      row(
        'Lighthouse performance',
        l.route,
        l.performance,
        f.performance,
        `≥ ${BUDGETS.performance}`,
        least(BUDGETS.performance),
      ),
    );
    out.push(
      row(
        'Lighthouse accessibility',
        l.route,
        l.accessibility,
        f.accessibility,
        `= ${BUDGETS.accessibility}`,
        least(BUDGETS.accessibility),
      ),
    );
    out.push(
      row(
        'Lighthouse best practices',
        l.route,
        l.bestPractices,
        f.bestPractices,
        `≥ ${BUDGETS.bestPractices}`,
        least(BUDGETS.bestPractices),
      ),
    );
    const tbt = f.tbtMs === undefined ? null : f.tbtMs * BUDGETS.tbtFloorRatio;
    out.push(
      row(
        'TBT (ms)',
        l.route,
        l.tbtMs,
        f.tbtMs,
        `≤ ${BUDGETS.tbtFloorRatio} × floor`,
        tbt && at(tbt),
      ),
    );
    out.push(row('CLS', l.route, l.cls, f.cls, `≤ ${BUDGETS.cls}`, at(BUDGETS.cls)));
    const lcp = f.lcpMs === undefined ? null : f.lcpMs + BUDGETS.lcpOverFloorMs;
    out.push(
      row(
        'LCP (ms)',
        l.route,
        l.lcpMs,
        f.lcpMs,
        `≤ floor + ${BUDGETS.lcpOverFloorMs}`,
        lcp && at(lcp),
      ),
    );
    // Not a budget: why an LCP moved (bench/held-paint.mjs). Older results lack the count.
    const held = (r) => (r.heldRuns === undefined ? null : `${r.heldRuns} of ${r.runs}`);
    if (held(l) !== null) {
      out.push(
        row('… runs whose first paint the browser held', l.route, held(l), held(f), '', null),
      );
    }
  }
  // The add is clicked at the load event (cart) and once the page has settled (cartSettled).
  for (const [cart, when, budget] of [
    [results.cart, 'at load', BUDGETS.clickToLineAtLoadMs],
    [results.cartSettled, 'settled', BUDGETS.clickToLineMs],
  ]) {
    if (!cart) continue;
    out.push(
      row(
        `add click ${when} → line visible (ms, ${cart.latencyMs} ms platform)`,
        cart.route,
        cart.clickToLineMs,
        cart.floor?.clickToLineMs ?? null,
        `≤ ${budget}`,
        at(budget),
      ),
    );
    out.push(
      row(
        `add click ${when} → confirmed totals (ms, ${cart.latencyMs} ms platform)`,
        cart.route,
        cart.clickToConfirmedMs,
        null,
        '',
        null,
      ),
    );
  }
  const load = results.load;
  if (load) {
    // With a front measured (results.front), the ratio budget is the front's: that is how the shop
    // is deployed. The Node server's own ratio stays beside it, for reference (Next's page path).
    loadRows(out, load, results.front ? 'Node alone' : '', !results.front);
    if (results.front) loadRows(out, results.front, 'behind the nginx front', true);
    const m = load.memory;
    out.push(growthRow('server RSS start → end (MB)', m.rssStartMb, m.rssEndMb));
    out.push(
      row(
        'server heap start → end (MB)',
        'all',
        `${m.heapStartMb} → ${m.heapEndMb}`,
        null,
        '',
        null,
      ),
    );
    // The leak check: the heap after a full collection, before and after the load.
    if (m.retainedStartMb != null && m.retainedEndMb != null)
      out.push(
        growthRow(
          'server heap after a full GC, start → end (MB)',
          m.retainedStartMb,
          m.retainedEndMb,
        ),
      );
  }
  for (const v of results.requests ?? []) {
    out.push(
      row(
        'content requests per warm view',
        v.path,
        v.content,
        null,
        `= ${BUDGETS.contentRequests}`,
        at(BUDGETS.contentRequests),
      ),
    );
    out.push(row('Storefront requests per warm view', v.path, v.storefront, null, '', null));
  }
  return out;
}

export function table(list) {
  const head = ['metric', 'route', 'shop', 'floor', 'budget', ''];
  const cells = list.map((r) => [
    r.metric,
    r.route,
    String(r.value),
    String(r.floor),
    r.budget,
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memoryGb: Math.round(os.totalmem() / 1e9),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

/** Writes BENCHMARKS.md, formatted as the project's Prettier settings want it (`npm test` checks). */
// Sections of BENCHMARKS.md written by hand (what stays over the floor and why, read from a run's
// breakdown) or by other commands (npm run test:cluster's "Scale out"): a bench run rewrites
// everything else and keeps these as they were.
const KEPT_SECTIONS = ['## What stays', '## Scale out'];

/** The kept sections of an earlier BENCHMARKS.md text, each to the next `## ` heading. */
export function keptSections(markdown) {
  const parts = markdown.split(/\n(?=## )/);
  return parts
    .filter((part) => KEPT_SECTIONS.some((heading) => part.startsWith(heading)))
    .map((part) => part.trimEnd());
}

export async function writeMarkdown(file, results, list) {
  const kept = existsSync(file) ? keptSections(readFileSync(file, 'utf8')) : [];
  const m = results.machine;
  const s = results.settings;
  const short = s.lighthouseRuns < 3 || s.loadSeconds < 60;
  const text = `# Benchmarks

Written by \`npm run bench\` (bench/run.mjs; figures also in \`bench/results.json\`). The floor
is a bare Next.js pages app (bench/floor-template) built and measured in the same run.

- date: ${m.date}
- machine: ${m.cpu}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}; load average at start ${m.loadAverage}
- settings: Lighthouse ${s.lighthouseRuns} run(s) per page (median), autocannon ${s.connections}
  connections for ${s.loadSeconds} s per target (warm-up ${s.warmupSeconds} s), cart adds ${s.cartRuns}
  at ${s.latencyMs} ms added Storefront latency${short ? '\n- **a short run**: shorter than the issue asks (3 Lighthouse runs, 60 s of load); figures are indicative' : ''}

${table(list)}

${breakdownMarkdown(results)}
${kept.map((section) => `\n${section}\n`).join('')}`;
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(`${text.trimEnd()}\n`, options));
}
