/**
 * Lighthouse mobile (the default form factor: Moto G Power emulation, simulated slow 4G and 4×
 * CPU throttling) against a running production build. Each URL is measured RUNS times, after
 * WARMUP_RUNS unrecorded ones, and the median is reported: single runs on a 2-core machine vary.
 *
 *   node bench/lighthouse.mjs http://127.0.0.1:3200/ http://127.0.0.1:3200/products/house-blend-coffee
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { HELD_PAINT_MS, heldPaintMs } from './held-paint.mjs';
import { runInterleaved } from './interleave.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// One unrecorded run per URL first: the first visit makes the server encode every image size it
// asks for (AVIF, on the same two cores as the browser) and compile the page's code paths, which a
// deployed shop has long done (its image cache is on disk); that cold run scored 78-82 against
// 90-96 for the runs after it.
const WARMUP_RUNS = Number(process.env.LIGHTHOUSE_WARMUP_RUNS ?? 1);

const ms = (v) => Math.round(v);
const shortUrl = (url) =>
  /^https?:/.test(url) ? new URL(url).pathname.split('/').pop() || url : url;

/**
 * What kept the main thread busy in one run, from Lighthouse's own audits: per script (bootup-time:
 * evaluation and parse/compile), per kind of work (mainthread-work-breakdown) and the long tasks.
 */
export function mainThreadDetail(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  return {
    scripts: items('bootup-time')
      .slice(0, 8)
      .map((i) => ({
        script: shortUrl(i.url),
        totalMs: ms(i.total),
        scriptingMs: ms(i.scripting),
        parseMs: ms(i.scriptParseCompile),
      })),
    work: items('mainthread-work-breakdown').map((i) => ({
      kind: i.groupLabel ?? i.group,
      ms: ms(i.duration),
    })),
    longTasks: items('long-tasks')
      .slice(0, 8)
      .map((i) => ({ script: shortUrl(i.url), startMs: ms(i.startTime), ms: ms(i.duration) })),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One recorded Lighthouse run of `url`: the figures the bench reports. */
async function oneRun(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    transferKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
    mainThread: mainThreadDetail(audits),
    paintHeldMs: heldPaintMs(result.artifacts.Trace?.traceEvents ?? []),
  };
}

/** The medians of one URL's runs, with the runs themselves under `all`. */
function summary(url, runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    url,
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    transferKb: pick('transferKb'),
    // Runs whose first paint the browser held back (./held-paint.mjs).
    heldRuns: runs.filter((r) => r.paintHeldMs > HELD_PAINT_MS).length,
    // The busy main thread of the run with the median TBT.
    mainThread: runs.find((r) => r.tbtMs === pick('tbtMs')).mainThread,
    all: runs,
  };
}

/**
 * Each run's own figures, in the order run, for bench/results.json: which runs were held
 * (./held-paint.mjs) and what each scored, where the medians alone cannot say.
 */
export function perRun(runs) {
  return runs.map(({ performance, lcpMs, tbtMs, fcpMs, paintHeldMs }) => ({
    performance,
    lcpMs,
    tbtMs,
    fcpMs,
    paintHeldMs,
  }));
}

/**
 * Measures every URL RUNS times, in turn (./interleave.mjs): the shop's pages and the floor's,
 * passed together, then meet the same minutes of the machine instead of following each other.
 * Each URL's unrecorded warm-up runs come first.
 */
export async function measure(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    for (const url of urls) {
      for (let i = 0; i < WARMUP_RUNS; i += 1) {
        await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
      }
    }
    const runs = await runInterleaved(urls, RUNS, (url) => oneRun(url, chrome.port));
    return urls.map((url, i) => summary(url, runs[i]));
  } finally {
    await chrome.kill();
  }
}

/** One human line per measured URL; `base` is stripped from the URL when given. */
export function describe(r, base = '') {
  return (
    `lighthouse mobile ${r.url.replace(base, '')}: performance ${r.performance} ` +
    `(runs ${r.all.map((x) => x.performance).join('/')}), accessibility ${r.accessibility}, ` +
    `best practices ${r.bestPractices}, ` +
    `LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, FCP ${r.fcpMs} ms, ${r.transferKb} KB, ` +
    `first paint held in ${r.heldRuns} of ${r.runs}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measure(process.argv.slice(2));
  for (const r of results) console.log(describe(r));
  console.log(JSON.stringify(results.map(({ all: _all, ...r }) => r)));
}
