/**
 * Figures taken in Chromium (Playwright):
 *  - content and Storefront requests per warm page view: the browser's own plus the server's
 *    (bench/count-requests.mjs), for a new visitor after the pages were viewed once (the median
 *    of three such views);
 *  - at PLATFORM_LATENCY_MS added to every Storefront request (in this browser only, so the
 *    shared local platform stays fast for everyone else): from the add click to the line in the
 *    drawer (the first frame after it is in the DOM), and to confirmed totals (aria-busy false).
 */
// @playwright/test (declared) re-exports playwright-core's browser launchers.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { kindOf } from './count-requests.mjs';
import { runInterleaved } from './interleave.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resolves once no request has started or finished for `quietMs`. */
function settled(page, quietMs = 750) {
  return new Promise((resolve) => {
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        page.off('request', arm).off('requestfinished', arm).off('requestfailed', arm);
        resolve();
      }, quietMs);
    };
    page.on('request', arm).on('requestfinished', arm).on('requestfailed', arm);
    arm();
  });
}

// Views per page: the row is their median, so a timed refresh that one view happens to meet (the
// proxy reloads the CMS redirects once a minute, in the background) is not counted per view.
const WARM_VIEWS = 3;

/** The content and Storefront requests that one new visitor's view of `url` causes. */
async function oneWarmView(browser, url, server) {
  await server.reset();
  const page = await browser.newPage();
  const inBrowser = { content: 0, storefront: 0 };
  page.on('request', (request) => {
    const kind = kindOf(request.url());
    if (kind !== 'other') inBrowser[kind] += 1;
  });
  const quiet = settled(page);
  await page.goto(url, { waitUntil: 'load' });
  await quiet;
  const { counts } = await server.stats();
  await page.close();
  return {
    content: counts.content + inBrowser.content,
    storefront: counts.storefront + inBrowser.storefront,
    serverContent: counts.content,
    serverStorefront: counts.storefront,
  };
}

export async function requestsPerWarmView(base, paths, server) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const warm = await browser.newPage();
    for (const p of paths) await warm.goto(`${base}${p}`, { waitUntil: 'load' });
    await warm.close();
    const rows = [];
    for (const p of paths) {
      const views = [];
      for (let i = 0; i < WARM_VIEWS; i += 1)
        views.push(await oneWarmView(browser, `${base}${p}`, server));
      const of = (key) => median(views.map((view) => view[key]));
      rows.push({
        path: p,
        content: of('content'),
        storefront: of('storefront'),
        serverContent: of('serverContent'),
        serverStorefront: of('serverStorefront'),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function oneAdd(browser, url, productName, latencyMs, settle) {
  const page = await browser.newPage();
  await page.route('**/api/*/graphql.json', async (route) => {
    await new Promise((r) => setTimeout(r, latencyMs));
    await route.fallback();
  });
  // 'load': the click comes at the load event, before the idle-time work (worst case);
  // 'networkidle': once the page has settled, as a shopper reading the page first would click.
  await page.goto(url, { waitUntil: settle });
  const add = page.getByRole('button', { name: /add to (cart|basket)/i }).first();
  await add.waitFor();
  await page.evaluate((name) => {
    const marks = {};
    window.__benchMarks = marks;
    document.addEventListener('click', (e) => (marks.click ??= e.timeStamp), true);
    const check = () => {
      if (marks.click === undefined) return;
      // The drawer (a native <dialog>; the floor's is a role="dialog" box) may be in the page
      // already, closed: it counts once it is shown.
      const dialog = [...document.querySelectorAll('dialog, [role="dialog"]')].find((d) =>
        d.checkVisibility(),
      );
      const line =
        dialog && [...dialog.querySelectorAll('li')].find((li) => li.textContent.includes(name));
      if (line && marks.lineDom === undefined) {
        marks.lineDom = performance.now();
        requestAnimationFrame(() => (marks.line = performance.now()));
      }
      const busy = dialog?.querySelector('[aria-busy]');
      if (line && busy?.getAttribute('aria-busy') === 'false' && marks.confirmed === undefined) {
        marks.confirmed = performance.now();
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }, productName);
  await add.click();
  await page.waitForFunction(() => window.__benchMarks.confirmed !== undefined, null, {
    timeout: 30_000,
  });
  const marks = await page.evaluate(() => window.__benchMarks);
  await page.close();
  return { lineMs: marks.line - marks.click, confirmedMs: marks.confirmed - marks.click };
}

/**
 * Add latencies of several targets (`{ base, path, productName, latencyMs }`), RUNS adds each, in
 * turn (./interleave.mjs) in one browser: the shop's and the floor's adds meet the same minutes.
 */
export async function addLatencies(targets, { runs, settle = 'load' }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const samples = await runInterleaved(targets, runs, (t) =>
      oneAdd(browser, `${t.base}${t.path}`, t.productName, t.latencyMs, settle),
    );
    const round = (v) => Math.round(v * 10) / 10;
    return targets.map((t, i) => ({
      latencyMs: t.latencyMs,
      runs,
      settle,
      clickToLineMs: round(median(samples[i].map((s) => s.lineMs))),
      clickToConfirmedMs: round(median(samples[i].map((s) => s.confirmedMs))),
      samples: samples[i].map((s) => ({
        lineMs: round(s.lineMs),
        confirmedMs: round(s.confirmedMs),
      })),
    }));
  } finally {
    await browser.close();
  }
}
