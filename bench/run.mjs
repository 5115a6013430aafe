#!/usr/bin/env node
/**
 * npm run bench: the shop's figures beside a bare Next.js app (the floor), checked against the
 * budgets, most of them relative to the floor measured in the same run; prints a
 * table, writes bench/results.json and BENCHMARKS.md (see bench/README.md), and runs the stress
 * rounds moved out of the browser tests. BENCH_QUICK=1 makes a quick run. The shop is built with
 * every integration key set.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadModules } from './breakdown.mjs';
import { firstLoadKb } from '../scripts/first-load.mjs';
import { buildFloor, FLOOR_PAGES, startFloor } from '../scripts/floor.mjs';
import { startFront } from './front.mjs';
import { quickClickStress } from './stress.mjs';
import {
  BENCH_PAGES as PAGES,
  measureFloorRatio,
  measureLoad,
  publishFloorCopies,
  publishStaticCopies,
} from './load.mjs';
import { machine, rows, table, writeMarkdown } from './report.mjs';
import { startPlatform, startShop, waitFor } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const quick = env.BENCH_QUICK === '1';
// Durations come from the environment, so a quick run is possible.
const num = (name, full, short) => Number(env[name] ?? (quick ? short : full));
const settings = {
  quick,
  lighthouseRuns: num('LIGHTHOUSE_RUNS', 5, 1),
  loadSeconds: num('BENCH_LOAD_SECONDS', 60, 10),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 10, 3),
  connections: num('BENCH_CONNECTIONS', 100, 100),
  cartRuns: num('BENCH_CART_RUNS', 15, 3),
  latencyMs: num('BENCH_LATENCY_MS', 300, 300),
  stressRuns: num('BENCH_STRESS_RUNS', 20, 2),
  webVitalsRuns: num('BENCH_VITALS_RUNS', 5, 2),
};
process.env.LIGHTHOUSE_RUNS = String(settings.lighthouseRuns);
// Both builds publish browser source maps, for the first-load breakdown (firstLoadKb leaves their
// comment out of the figure).
process.env.PROFILE_MAPS = '1';
const port = Number(env.BENCH_PORT ?? 3200);
const floorPort = Number(env.BENCH_FLOOR_PORT ?? port + 1);
const base = `http://127.0.0.1:${port}`;
const floorBase = `http://127.0.0.1:${floorPort}`;

// Every optional integration switched on (placeholder ids: nothing is reachable from here anyway).
const INTEGRATION_KEYS = {
  NEXT_PUBLIC_SENTRY_DSN: 'https://public@o0.ingest.sentry.io/0',
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_bench',
  NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'bench',
  NEXT_PUBLIC_UET_TAG_ID: '000000',
  NEXT_PUBLIC_PINTEREST_TAG_ID: '000000',
  NEXT_PUBLIC_CONVERT_PROJECT: '1000/2000',
  NEXT_PUBLIC_CHAT_APP_ID: 'bench',
  NEXT_PUBLIC_REFERRAL_ID: 'bench',
  NEXT_PUBLIC_RECOMMENDATIONS_ID: 'bench',
  NEXT_PUBLIC_AWIN_MERCHANT_ID: '0000',
  NEXT_PUBLIC_PIXEL_ID: '0000',
};

const FLOOR_PATH = {
  home: '/',
  product: '/products/example',
  collection: '/collections/example',
};
// The page kinds the performance runs (PAGES: home, product, collection) do not cover, measured
// for SEO and best practices alone. A policy page answering 404 (not built) is skipped.
const SEO_PAGES = ['/pages/about', '/policies/privacy-policy'];

function step(title) {
  console.log(`\n== ${title}`);
}

async function buildShop() {
  const child = spawn(process.execPath, ['scripts/run.mjs', 'build'], {
    cwd: root,
    env: { ...env, ...INTEGRATION_KEYS },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`the shop did not build (exit ${code})`);
}

const results = { machine: machine(), settings };
console.log(`bench: ${JSON.stringify(settings)}`);

step('build: the shop (every integration key set) and the floor');
// BENCH_REUSE_BUILD=1 keeps the current .next (when it was built by a previous bench run).
if (env.BENCH_REUSE_BUILD !== '1') await buildShop();
const floorDir = await buildFloor(root);
publishStaticCopies(root, PAGES);

step('first-load JS');
results.bundles = PAGES.map((p) => ({
  route: p.path,
  kb: firstLoadKb(path.join(root, '.next'), p.html),
  floorKb: firstLoadKb(path.join(floorDir, '.next'), FLOOR_PAGES[p.name]),
}));

results.breakdown = PAGES.map((p) => ({
  route: p.path,
  shop: firstLoadModules(path.join(root, '.next'), p.html),
  floor: firstLoadModules(path.join(floorDir, '.next'), FLOOR_PAGES[p.name]),
}));

// The shop's server needs the platform (the build started and stopped its own).
const platform = await startPlatform(root);
const shop = await startShop(root, port);
await shop.warmed;
publishFloorCopies(floorDir, PAGES, FLOOR_PAGES);
const floor = startFloor(floorDir, floorPort);
try {
  await waitFor(`${floorBase}/`);
  step(`lighthouse mobile, median of ${settings.lighthouseRuns}, and again with PaintHolding off`);
  const { measure, describe, perRun } = await import('./lighthouse.mjs');
  // One measure of both apps in both browsers: their runs alternate (bench/interleave.mjs).
  const measured = await measure(
    [
      ...PAGES.map((p) => `${base}${p.path}`),
      ...PAGES.map((p) => `${floorBase}${FLOOR_PATH[p.name]}`),
    ],
    ['default', 'paintHoldingOff'],
  );
  const strip = ({ all, url: _url, ...r }) => ({ ...r, perRun: perRun(all) });
  const byRoute = (list, label) => {
    const mine = list.slice(0, PAGES.length);
    const bare = list.slice(PAGES.length);
    for (const r of [...mine, ...bare]) console.log(`${label}${describe(r)}`);
    return PAGES.map((p, i) => ({ route: p.path, ...strip(mine[i]), floor: strip(bare[i]) }));
  };
  results.lighthouse = byRoute(measured.default, '');
  results.lighthousePaintHoldingOff = byRoute(measured.paintHoldingOff, '[PaintHolding off] ');

  step('lighthouse SEO and best practices, one run each: a content page and a policy page');
  const { measureSeo, describeSeo } = await import('./lighthouse.mjs');
  const seoPages = await measureSeo(SEO_PAGES.map((p) => `${base}${p}`));
  for (const r of seoPages) console.log(describeSeo(r, base));
  results.seoPages = seoPages.map(({ url, ...r }) => ({ route: url.replace(base, ''), ...r }));

  step(`field Web Vitals: the web-vitals library in Chromium, median of ${settings.webVitalsRuns}`);
  const { fieldWebVitals } = await import('./web-vitals.mjs');
  // Home and a product page, the shop's and the floor's, in turn.
  const vitalsPages = PAGES.filter((p) => p.name === 'home' || p.name === 'product');
  const vitals = await fieldWebVitals(
    [
      ...vitalsPages.map((p) => ({ route: p.path, url: `${base}${p.path}` })),
      ...vitalsPages.map((p) => ({ route: p.path, url: `${floorBase}${FLOOR_PATH[p.name]}` })),
    ],
    { runs: settings.webVitalsRuns },
  );
  results.webVitals = vitalsPages.map((_, i) => ({
    ...vitals[i],
    floor: vitals[vitalsPages.length + i],
  }));
  for (const v of vitals) console.log(JSON.stringify(v));

  step('requests per warm page view, add-to-basket latency (Chromium)');
  const { requestsPerWarmView, addLatencies } = await import('./browser.mjs');
  results.requests = await requestsPerWarmView(
    base,
    PAGES.map((p) => p.path),
    shop,
  );
  // The floor's product page has a bare React add (a line into an open dialog), timed the same
  // way, in turn with the shop's adds: what a click to a frame costs on this machine before any
  // shop code runs.
  const adds = (settle) =>
    addLatencies(
      [
        {
          base,
          path: PAGES[1].path,
          productName: 'House Blend Coffee',
          latencyMs: settings.latencyMs,
        },
        { base: floorBase, path: FLOOR_PATH.product, productName: 'Floor coffee 1', latencyMs: 0 },
      ],
      { runs: settings.cartRuns, settle },
    );
  const [atLoad, atLoadFloor] = await adds('load');
  results.cart = { route: PAGES[1].path, ...atLoad, floor: atLoadFloor };
  const [settled, settledFloor] = await adds('networkidle');
  results.cartSettled = { route: PAGES[1].path, ...settled, floor: settledFloor };

  step(`autocannon: ${settings.connections} connections, ${settings.loadSeconds} s per target`);
  results.load = await measureLoad(base, PAGES, shop, settings);
  step('autocannon again, through the nginx front (deploy/nginx.conf: keep-alive, cache off)');
  const front = await startFront(port + 2, port, { cache: false });
  try {
    results.front = await measureLoad(front.base, PAGES, shop, settings);
  } finally {
    await front.stop();
  }

  step('autocannon on the floor: its page against its own static copy, Node alone');
  results.floorRatio = await measureFloorRatio(floorBase, PAGES, FLOOR_PATH, settings);

  step(`stress: the quick-click scenarios, ${settings.stressRuns} runs each (Playwright)`);
  results.stress = await quickClickStress(root, port, settings.stressRuns);
  for (const s of results.stress) console.log(`${s.scenario}: ${s.failures} of ${s.runs} failed`);
} finally {
  shop.stop();
  process.kill(-floor.pid, 'SIGTERM');
  platform.stop();
  rmSync(floorDir, { recursive: true, force: true });
}

const list = rows(results);
results.rows = list;
writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
await writeMarkdown(path.join(root, 'BENCHMARKS.md'), results, list);
console.log(`\n${table(list)}\n\nwritten bench/results.json and BENCHMARKS.md`);
