/**
 * Turns the bench results into rows (figure, floor, budget, pass/fail), prints them as a table and
 * records them with the machine and date in BENCHMARKS.md. Budgets: each is
 * judged against the floor measured in the same run, where it names the floor.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import * as prettier from 'prettier';
import { breakdownMarkdown } from './breakdown-report.mjs';

export const BUDGETS = {
  firstLoadOverFloorKb: 15,
  performanceUnderFloor: 3,
  accessibility: 100,
  // Best practices and SEO at 100 on every kind of page measured (docs/seo.md).
  bestPractices: 100,
  seo: 100,
  tbtFloorRatio: 1.5,
  lcpOverFloorMs: 300,
  cls: 0.01,
  clickToLineAtLoadOverFloorMs: 32,
  clickToLineOverFloorMs: 16,
  ratioToStatic: 0.9,
  errors: 0,
  memoryGrowth: 0.1,
  contentRequests: 0,
  stressFailures: 0,
};

const at = (max) => (v) => v <= max;
const least = (min) => (v) => v >= min;
/** A check against the floor's figure, or none when the floor has no figure. */
const overFloor = (floor, make) => (typeof floor === 'number' ? make(floor) : null);

/** One row: what, where, the shop's figure, the floor's (or ''), the budget, and the verdict. */
function row(metric, route, value, floor, budget, check) {
  const verdict = check === null || value === null ? '' : check(value) ? 'pass' : 'FAIL';
  return { metric, route, value: value ?? '', floor: floor ?? '', budget, verdict };
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

/**
 * The load rows of one measurement (`where`: how it was served). `judged`: the ratio to static and
 * the errors are held to their budgets (the front, as deployed); else they are reported.
 */
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
    const ratio = BUDGETS.ratioToStatic;
    out.push(
      row(
        `ratio to static${at_}`,
        r.name,
        r.ratioToStatic,
        null,
        judged ? `≥ ${ratio}` : '',
        judged ? least(ratio) : null,
      ),
    );
    out.push(row(`p99 latency (ms)${at_}`, r.name, r.p99Ms, null, '', null));
    out.push(
      row(
        `errors under load${at_}`,
        r.name,
        r.errors,
        null,
        judged ? `= ${BUDGETS.errors}` : '',
        judged ? at(BUDGETS.errors) : null,
      ),
    );
    out.push(
      row(`… of which no answer within 10 s${at_}`, r.name, r.timeouts ?? '', null, '', null),
    );
  }
}

/** Runs whose first paint was held, as `n of runs` (older results lack the count). */
const held = (r) => (r?.heldRuns === undefined ? null : `${r.heldRuns} of ${r.runs}`);

/** The LCP rows of one route: judged over the unheld runs, the rest reported. */
function lcpRows(out, l, f, noHold) {
  const unheld = (r) => (r?.unheldLcpMs === undefined ? null : (r.unheldLcpMs ?? 'every run held'));
  const lcp = overFloor(f.unheldLcpMs, (floor) => at(floor + BUDGETS.lcpOverFloorMs));
  out.push(
    row(
      'LCP (ms), runs whose first paint was not held',
      l.route,
      unheld(l),
      unheld(f),
      `≤ floor + ${BUDGETS.lcpOverFloorMs}`,
      typeof l.unheldLcpMs === 'number' ? lcp : null,
    ),
  );
  if (held(l) !== null)
    out.push(row('… runs whose first paint the browser held', l.route, held(l), held(f), '', null));
  out.push(row('LCP (ms), all runs', l.route, l.lcpMs, f.lcpMs, '', null));
  if (noHold) {
    const nf = noHold.floor ?? {};
    out.push(row('LCP (ms), PaintHolding off', l.route, noHold.lcpMs, nf.lcpMs, '', null));
    out.push(row('… PaintHolding off: runs held', l.route, held(noHold), held(nf), '', null));
  }
}

function lighthouseRows(out, results) {
  for (const l of results.lighthouse ?? []) {
    const f = l.floor ?? {};
    const perf = overFloor(f.performance, (floor) => least(floor - BUDGETS.performanceUnderFloor));
    out.push(
      row(
        `Lighthouse performance (median of ${l.runs ?? '?'})`,
        l.route,
        l.performance,
        f.performance,
        `≥ floor − ${BUDGETS.performanceUnderFloor}`,
        perf,
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
        `= ${BUDGETS.bestPractices}`,
        least(BUDGETS.bestPractices),
      ),
    );
    if (l.seo !== undefined)
      out.push(
        row('Lighthouse SEO', l.route, l.seo, f.seo, `= ${BUDGETS.seo}`, least(BUDGETS.seo)),
      );
    const tbt = overFloor(f.tbtMs, (floor) => at(floor * BUDGETS.tbtFloorRatio));
    out.push(row('TBT (ms)', l.route, l.tbtMs, f.tbtMs, `≤ ${BUDGETS.tbtFloorRatio} × floor`, tbt));
    out.push(row('CLS', l.route, l.cls, f.cls, `≤ ${BUDGETS.cls}`, at(BUDGETS.cls)));
    const noHold = results.lighthousePaintHoldingOff?.find((x) => x.route === l.route);
    lcpRows(out, l, f, noHold);
    if (l.scripts)
      out.push(
        row(
          'JS transferred by the end of a Lighthouse run (kB)',
          l.route,
          l.scripts.kb,
          f.scripts?.kb,
          '',
          null,
        ),
      );
  }
}

/**
 * The pages measured for SEO and best practices alone (one run each: content, policy); a page
 * that was not there is shown as skipped, unjudged.
 */
function seoPageRows(out, results) {
  for (const p of results.seoPages ?? []) {
    if (p.skipped) {
      out.push(row('Lighthouse SEO (one run)', p.route, `skipped: ${p.skipped}`, null, '', null));
      continue;
    }
    for (const [metric, value] of [
      ['Lighthouse SEO (one run)', p.seo],
      ['Lighthouse best practices (one run)', p.bestPractices],
    ])
      out.push(row(metric, p.route, value, null, '= 100', least(100)));
  }
}

/**
 * The web-vitals library's own figures in Chromium (bench/web-vitals.mjs), beside Lighthouse's:
 * reported, not judged (Lighthouse's LCP and CLS carry the budgets).
 */
function webVitalsRows(out, results) {
  const unit = { LCP: ' (ms)', FCP: ' (ms)', TTFB: ' (ms)', INP: ' (ms, a tap)', CLS: '' };
  for (const w of results.webVitals ?? []) {
    const label = (name) => `web-vitals ${name}${unit[name]}, Chromium 4× CPU, median of ${w.runs}`;
    for (const name of Object.keys(unit))
      out.push(row(label(name), w.route, w[name], w.floor?.[name], '', null));
    for (const name of ['LCP', 'INP'])
      if (w[`${name}_target`])
        out.push(row(`web-vitals ${name} element`, w.route, w[`${name}_target`], null, '', null));
  }
}

/** The add, clicked at the load event (cart) and once the page has settled (cartSettled). */
function cartRows(out, results) {
  for (const [cart, when, margin] of [
    [results.cart, 'at load', BUDGETS.clickToLineAtLoadOverFloorMs],
    [results.cartSettled, 'settled', BUDGETS.clickToLineOverFloorMs],
  ]) {
    if (!cart) continue;
    const floor = cart.floor?.clickToLineMs ?? null;
    out.push(
      row(
        `add click ${when} → line visible (ms, ${cart.latencyMs} ms platform)`,
        cart.route,
        cart.clickToLineMs,
        floor,
        `≤ floor + ${margin}`,
        overFloor(floor, (f) => at(f + margin)),
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
}

function serverRows(out, results) {
  const load = results.load;
  if (!load) return;
  // With a front measured (results.front: nginx, its cache off), its figures are the judged ones:
  // that is how the shop is deployed. Node serving alone stays beside it, reported.
  loadRows(out, load, results.front ? 'Node alone' : '', !results.front);
  if (results.front) loadRows(out, results.front, 'behind nginx, cache off', true);
  // What a bare Next.js page measures against a file on this machine, in the same run.
  for (const r of results.floorRatio ?? [])
    out.push(
      row('ratio to static, the floor (Node alone)', r.name, r.ratioToStatic, null, '', null),
    );
  const m = load.memory;
  out.push(growthRow('server RSS start → end (MB)', m.rssStartMb, m.rssEndMb));
  out.push(
    row('server heap start → end (MB)', 'all', `${m.heapStartMb} → ${m.heapEndMb}`, null, '', null),
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
  // Whether nginx kept its connections to the shop alive: 1 request per connection if not.
  if (results.front?.requestsPerConnection != null)
    out.push(
      row(
        'requests per connection nginx opened to the shop',
        'all',
        results.front.requestsPerConnection,
        null,
        '',
        null,
      ),
    );
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
  lighthouseRows(out, results);
  seoPageRows(out, results);
  webVitalsRows(out, results);
  cartRows(out, results);
  serverRows(out, results);
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
  // The stress rounds moved out of the browser tests (bench/stress.mjs): failed runs per scenario.
  for (const s of results.stress ?? []) {
    out.push(
      row(
        `stress: failed runs of ${s.runs}`,
        s.scenario,
        s.failures,
        null,
        `= ${BUDGETS.stressFailures}`,
        at(BUDGETS.stressFailures),
      ),
    );
  }
  return out;
}

/**
 * The JS each page fetched by the end of a Lighthouse run (no interaction), chunk by chunk, the
 * shop's and the floor's: a Markdown section (empty when the run has no such figures).
 */
export function scriptsMarkdown(results) {
  const pages = (results.lighthouse ?? []).filter((l) => l.scripts);
  if (!pages.length) return '';
  // A first-load chunk is named by its largest package or folder (the breakdown's source maps).
  const list = (scripts, names = {}) =>
    scripts.chunks
      .map((c) => `${c.chunk}${names[c.chunk] ? ` (mostly ${names[c.chunk]})` : ''} ${c.kb}`)
      .join(', ') || '(none)';
  const parts = pages.map((l) => {
    const b = (results.breakdown ?? []).find((x) => x.route === l.route);
    const floor = l.floor?.scripts;
    return (
      `- \`${l.route}\`: shop ${l.scripts.kb} kB: ${list(l.scripts, b?.shop?.chunks)}\n` +
      `- \`${l.route}\`, the floor: ${floor ? `${floor.kb} kB: ${list(floor, b?.floor?.chunks)}` : '?'}`
    );
  });
  return `## JS transferred by the end of a Lighthouse run, by chunk (kB over the wire)\n\nAll the scripts fetched without interaction, in kB of 1000 bytes, largest first; lazy chunks\nloaded at idle time included.\n\n${parts.join('\n')}\n`;
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
  const short = s.lighthouseRuns < 5 || s.loadSeconds < 60;
  const text = `# Benchmarks

Written by \`npm run bench\` (bench/run.mjs; figures also in \`bench/results.json\`). The floor
is a bare Next.js pages app (bench/floor-template) built and measured in the same run.

- date: ${m.date}
- machine: ${m.cpu}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}; load average at start ${m.loadAverage}
- settings: Lighthouse ${s.lighthouseRuns} run(s) per page (median), autocannon ${s.connections}
  connections for ${s.loadSeconds} s per target (warm-up ${s.warmupSeconds} s), cart adds ${s.cartRuns}
  at ${s.latencyMs} ms added Storefront latency${short ? '\n- **a short run**: shorter than the issue asks (5 Lighthouse runs, 60 s of load); figures are indicative' : ''}

${table(list)}

${scriptsMarkdown(results)}
${breakdownMarkdown(results)}
${kept.map((section) => `\n${section}\n`).join('')}`;
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(`${text.trimEnd()}\n`, options));
}
