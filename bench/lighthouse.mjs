/**
 * Lighthouse mobile (the default form factor: Moto G Power emulation, simulated slow 4G and 4×
 * CPU throttling) against a running production build. Each URL is measured RUNS times, after
 * WARMUP_RUNS unrecorded ones, and the median is reported: single runs on a 2-core machine vary.
 *
 *   node bench/lighthouse.mjs http://127.0.0.1:3200/ http://127.0.0.1:3200/products/house-blend-coffee
 *   node bench/lighthouse.mjs --seo http://127.0.0.1:3200/pages/about   (SEO, best practices only)
 */
import * as chromeLauncher from 'chrome-launcher';
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { HELD_PAINT_MS, heldPaintMs } from './held-paint.mjs';
import { runInterleaved } from './interleave.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
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

/**
 * Every script the run fetched by its end (Lighthouse waits for the network to go quiet, so the
 * chunks loaded at idle time are in, none a click would load): Lighthouse's network-requests
 * audit, bytes over the wire (compressed, headers included) per request, in kB of 1000 bytes.
 */
export function scriptTransfer(audits) {
  const items = audits['network-requests']?.details?.items ?? [];
  const chunks = items
    .filter((i) => i.resourceType === 'Script' && i.transferSize > 0)
    .map((i) => ({ chunk: shortUrl(i.url), kb: Math.round(i.transferSize / 100) / 10 }))
    .sort((a, b) => b.kb - a.kb);
  const bytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return { kb: Math.round(bytes / 100) / 10, chunks };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A run counts as held when the browser kept its first paint back (./held-paint.mjs). */
export const isHeld = (run) => run.paintHeldMs !== null && run.paintHeldMs > HELD_PAINT_MS;

/**
 * The median LCP of the runs whose first paint was not held, or null when every run was: the
 * LCP budget judges those (a held run's LCP counts the second Chrome waited, not the page).
 */
export function unheldLcpMs(runs) {
  const unheld = runs.filter((r) => !isHeld(r));
  return unheld.length ? median(unheld.map((r) => r.lcpMs)) : null;
}

/**
 * The audits of `category` that cost it points in one run (score below 1, weighted), with the
 * first item Lighthouse names for each, so a score under 100 says what to fix.
 */
export function failingAudits(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const item = audit.details?.items?.[0];
      const what = item?.node?.snippet ?? item?.source ?? item?.url ?? item?.description;
      return `${audit.id}${what ? ` (${String(what).slice(0, 120)})` : ''}`;
    });
}

const score = (category) => (category ? Math.round(category.score * 100) : null);

/** One recorded Lighthouse run of `url`: the figures the bench reports. */
async function oneRun(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // SEO costs the run little (its audits read the same page) and is reported beside the rest.
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: score(categories.seo),
    failing: ['accessibility', 'seo', 'best-practices'].flatMap((c) =>
      failingAudits(result.lhr, c),
    ),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    transferKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
    mainThread: mainThreadDetail(audits),
    scripts: scriptTransfer(audits),
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
    seo: pick('seo'),
    // What cost SEO or best-practices points, in any run.
    failing: [...new Set(runs.flatMap((r) => r.failing ?? []))],
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    transferKb: pick('transferKb'),
    // Runs whose first paint the browser held back (./held-paint.mjs), and the LCP of the others.
    heldRuns: runs.filter(isHeld).length,
    unheldLcpMs: unheldLcpMs(runs),
    // All the JS fetched without interaction: the median total, and the chunks of that run.
    scripts: runs.find((r) => r.scripts.kb === median(runs.map((x) => x.scripts.kb))).scripts,
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
  return runs.map(({ performance, lcpMs, tbtMs, fcpMs, paintHeldMs, scripts }) => ({
    performance,
    lcpMs,
    tbtMs,
    fcpMs,
    paintHeldMs,
    ...(scripts ? { scriptKb: scripts.kb } : {}),
  }));
}

/**
 * Chrome's flags with one more feature off: chrome-launcher passes its own `--disable-features`
 * list, and Chrome keeps only the last value of a switch, so the list is extended, not repeated.
 */
export function withFeaturesOff(defaultFlags, features) {
  const prefix = '--disable-features=';
  const listed = defaultFlags.find((f) => f.startsWith(prefix))?.slice(prefix.length) ?? '';
  return `${prefix}${[...listed.split(',').filter(Boolean), ...features].join(',')}`;
}

/**
 * The browsers a measure runs in: Chrome as it ships, and with `PaintHolding` off (the feature
 * that keeps the previous page on screen until the new one's first frame, ./held-paint.mjs), so
 * the LCP can be read without the second it sometimes adds. Lighthouse comes from about:blank, so
 * the cross-origin variant's switch goes too (an unknown feature name is ignored by Chrome).
 */
export const BROWSERS = {
  default: [],
  paintHoldingOff: [
    withFeaturesOff(Launcher.defaultFlags(), ['PaintHolding', 'PaintHoldingCrossOrigin']),
  ],
};

/**
 * Measures every URL RUNS times in each of `browsers` (names of BROWSERS), in turn
 * (./interleave.mjs): the shop's pages and the floor's, passed together, then meet the same
 * minutes of the machine instead of following each other. Each URL's unrecorded warm-up runs
 * come first. Returns, per browser name, one summary per URL.
 */
export async function measure(urls, browsers = ['default']) {
  const chromes = [];
  try {
    for (const name of browsers) {
      chromes.push(
        await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...BROWSERS[name]],
        }),
      );
    }
    for (const url of urls) {
      for (let i = 0; i < WARMUP_RUNS; i += 1) {
        await lighthouse(url, {
          port: chromes[0].port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
      }
    }
    const targets = chromes.flatMap((chrome, b) => urls.map((url) => ({ url, chrome, b })));
    const runs = await runInterleaved(targets, RUNS, (t) => oneRun(t.url, t.chrome.port));
    return Object.fromEntries(
      browsers.map((name, b) => [
        name,
        urls.map((url, i) => summary(url, runs[b * urls.length + i])),
      ]),
    );
  } finally {
    for (const chrome of chromes) await chrome.kill();
  }
}

/**
 * SEO and best practices alone (one Lighthouse mobile run each: they do not vary from run to run
 * as timings do), for pages the performance runs do not cover. A URL that is not there (a 404:
 * a route not built yet) is skipped and says so.
 */
export async function measureSeo(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const results = [];
    for (const url of urls) {
      const status = await fetch(url).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) {
        results.push({ url, skipped: status ? `HTTP ${status}` : 'no answer' });
        continue;
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo', 'best-practices'],
      });
      const { categories } = result.lhr;
      results.push({
        url,
        seo: score(categories.seo),
        bestPractices: score(categories['best-practices']),
        failing: [
          ...failingAudits(result.lhr, 'seo'),
          ...failingAudits(result.lhr, 'best-practices'),
        ],
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** One line for a page of measureSeo. */
export function describeSeo(r, base = '') {
  const page = r.url.replace(base, '');
  if (r.skipped) return `lighthouse SEO ${page}: skipped (${r.skipped})`;
  return (
    `lighthouse SEO ${page}: SEO ${r.seo}, best practices ${r.bestPractices}` +
    `${r.failing.length ? `, failing ${r.failing.join('; ')}` : ''}`
  );
}

/** One human line per measured URL; `base` is stripped from the URL when given. */
export function describe(r, base = '') {
  return (
    `lighthouse mobile ${r.url.replace(base, '')}: performance ${r.performance} ` +
    `(runs ${r.all.map((x) => x.performance).join('/')}), accessibility ${r.accessibility}, ` +
    `best practices ${r.bestPractices}, SEO ${r.seo}, ` +
    `${r.failing?.length ? `failing ${r.failing.join('; ')}, ` : ''}` +
    `LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, FCP ${r.fcpMs} ms, ${r.transferKb} KB, ` +
    `first paint held in ${r.heldRuns} of ${r.runs} (LCP of the others ` +
    `${r.unheldLcpMs === null ? 'none' : `${r.unheldLcpMs} ms`}), ` +
    `JS transferred ${r.scripts.kb} kB in ${r.scripts.chunks.length} scripts`
  );
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--seo') {
  // node bench/lighthouse.mjs --seo <url>…: SEO and best practices only, one run per page.
  for (const r of await measureSeo(process.argv.slice(3))) console.log(describeSeo(r));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const { default: results } = await measure(process.argv.slice(2));
  for (const r of results) console.log(describe(r));
  console.log(JSON.stringify(results.map(({ all: _all, ...r }) => r)));
}
