/**
 * Field Web Vitals in the bench's browser runs: the `web-vitals` library's attribution build (the
 * one the shop sends to PostHog, lib/integrations/web-vitals.ts) injected into each page before
 * its own scripts, so its figures stand beside Lighthouse's lab ones. Chromium through Playwright,
 * a 390 × 844 phone viewport and 4× CPU slowdown (Lighthouse's mobile CPU; no network throttling,
 * so LCP and FCP here are the page's own work on a local network, where Lighthouse simulates a
 * slow 4G). Each run: load, settle, a click on the page's heading (for INP), then the page taken
 * for hidden, where the library reports CLS and INP; the median of the runs per metric.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// @playwright/test (declared) re-exports playwright-core's browser launchers.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { runInterleaved } from './interleave.mjs';

export const METRICS = ['LCP', 'FCP', 'TTFB', 'CLS', 'INP'];

// The package's exports name no IIFE build: it is read from beside the build they name.
const library = () => {
  const named = createRequire(import.meta.url).resolve('web-vitals/attribution');
  const dist = named.slice(0, named.lastIndexOf(`${path.sep}dist${path.sep}`) + 5);
  return readFileSync(path.join(dist, 'web-vitals.attribution.iife.js'), 'utf8');
};

/** Runs in the page before its scripts: the library, watching every metric, into a global. */
function watch() {
  const seen = {};
  window.__benchVitals = seen;
  const keep = (m) => {
    const a = m.attribution ?? {};
    seen[m.name] = {
      value: m.value,
      target: a.target ?? a.largestShiftTarget ?? a.interactionTarget ?? null,
    };
  };
  // The library's IIFE, declared just before this runs in the same script.
  const lib = webVitals;
  for (const on of ['onLCP', 'onFCP', 'onTTFB', 'onCLS', 'onINP'])
    lib[on](keep, { reportAllChanges: true });
}

/** The median of the numbers in `values`, null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

/** Per metric: the median value (CLS to 3 places, times in whole ms) and the most named target. */
export function summarise(samples) {
  const out = { runs: samples.length };
  for (const name of METRICS) {
    const values = samples.map((s) => s[name]?.value);
    const mid = median(values);
    out[name] =
      mid === null ? null : name === 'CLS' ? Math.round(mid * 1000) / 1000 : Math.round(mid);
    const targets = samples.map((s) => s[name]?.target).filter(Boolean);
    const counts = new Map();
    for (const t of targets) counts.set(t, (counts.get(t) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (top) out[`${name}_target`] = top[0];
  }
  return out;
}

async function oneRun(browser, script, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({ content: `${script};(${watch.toString()})();` });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A tap on the heading (nothing happens; it is an interaction for INP), then the page hidden.
  const heading = page.locator('h1').first();
  await ((await heading.count()) ? heading : page.locator('body')).click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  const seen = await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    return window.__benchVitals;
  });
  await context.close();
  return seen;
}

/** Field Web Vitals of each `{ route, url }` target, `runs` times each, in turn. */
export async function fieldWebVitals(targets, { runs }) {
  const script = library();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const samples = await runInterleaved(targets, runs, (t) => oneRun(browser, script, t.url));
    return targets.map((t, i) => ({ route: t.route, ...summarise(samples[i]) }));
  } finally {
    await browser.close();
  }
}
