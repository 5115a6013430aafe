/**
 * Load: autocannon (N connections for D seconds) on `/` and a product page, and on the same HTML
 * served as a static file by the same server (copied into its public/ folder before it starts),
 * with errors, p99 latency, and the server's memory before and after.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export const STATIC_DIR = '__bench';

/** The pages the bench measures, their prerendered HTML and the name of their static copy. */
export const BENCH_PAGES = [
  { name: 'home', path: '/', html: 'index.html', staticName: 'home.html' },
  {
    name: 'product',
    path: '/products/house-blend-coffee',
    html: 'products/house-blend-coffee.html',
    staticName: 'product.html',
  },
  // Compared with the floor's collection page (bench/floor-template), which shows the same picture.
  {
    name: 'collection',
    path: '/collections/coffee',
    html: 'collections/coffee.html',
    staticName: 'collection.html',
  },
];

/** The page's URL and its static copy's, on the server at `base`. */
export function loadTargets(base, page) {
  return { page: `${base}${page.path}`, asStatic: `${base}/${STATIC_DIR}/${page.staticName}` };
}

/**
 * Warms every target, not only the first page: a page route never requested yet loads its modules
 * and serves its first (stale) ISR entry under full load, which measured seconds of stall.
 */
export async function warmUp(base, pages, { connections, seconds }) {
  for (const page of pages) {
    const { page: url, asStatic } = loadTargets(base, page);
    await hammer(url, { connections, seconds });
    await hammer(asStatic, { connections, seconds });
  }
}

/** Copies the prerendered HTML of each page into the standalone server's public/__bench/. */
export function publishStaticCopies(root, pages) {
  const standalone = path.join(root, '.next', 'standalone');
  mkdirSync(path.join(standalone, 'public', STATIC_DIR), { recursive: true });
  for (const page of pages) {
    copyFileSync(
      path.join(root, '.next', 'server', 'pages', page.html),
      path.join(standalone, 'public', STATIC_DIR, page.staticName),
    );
  }
}

export async function hammer(url, { connections, seconds }) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    // autocannon's `errors` already includes its `timeouts` (no answer within 10 s).
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

const mb = (bytes) => Math.round(bytes / 1048576);
const mbTenths = (bytes) => Math.round(bytes / 104857.6) / 10;

const ROUNDS = 3;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
const sum = (values) => values.reduce((total, v) => total + v, 0);

/**
 * One row from rounds of `{ page, asStatic }` (hammer's results): mean requests/s, worst p99, all
 * errors, and the median of the rounds' ratios to static.
 */
export function combineRounds(rounds) {
  const pages = rounds.map((r) => r.page);
  const statics = rounds.map((r) => r.asStatic);
  return {
    url: pages[0].url,
    requestsPerSecond: Math.round(mean(pages.map((r) => r.requestsPerSecond))),
    p99Ms: Math.max(...pages.map((r) => r.p99Ms)),
    errors: sum(pages.map((r) => r.errors)),
    timeouts: sum(pages.map((r) => r.timeouts)),
    total: sum(pages.map((r) => r.total)),
    staticRequestsPerSecond: Math.round(mean(statics.map((r) => r.requestsPerSecond))),
    staticP99Ms: Math.max(...statics.map((r) => r.p99Ms)),
    staticErrors: sum(statics.map((r) => r.errors)),
    ratioToStatic:
      Math.round(
        median(rounds.map((r) => r.page.requestsPerSecond / r.asStatic.requestsPerSecond)) * 100,
      ) / 100,
    rounds: rounds.length,
  };
}

/** Runs every page and its static copy; `server` is bench/server.mjs's handle. */
/**
 * The floor's own ratio to static, Node alone, measured as the shop's is (page and static copy in
 * turns): what a bare Next.js page costs against a file, beside the shop's figure. `floorPaths`
 * maps each page's name to the floor's path; the copies are published with `publishFloorCopies`.
 */
export async function measureFloorRatio(base, pages, floorPaths, options) {
  const turn = {
    connections: options.connections,
    seconds: Math.max(1, Math.round(options.loadSeconds / ROUNDS)),
  };
  const rows = [];
  for (const page of pages) {
    const url = `${base}${floorPaths[page.name]}`;
    const asStatic = `${base}/${STATIC_DIR}/${page.staticName}`;
    await hammer(url, { ...turn, seconds: options.warmupSeconds });
    await hammer(asStatic, { ...turn, seconds: options.warmupSeconds });
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1)
      rounds.push({ page: await hammer(url, turn), asStatic: await hammer(asStatic, turn) });
    rows.push({ name: page.name, ...combineRounds(rounds) });
  }
  return rows;
}

/** Copies the floor's prerendered pages into its public/ folder, before it starts. */
export function publishFloorCopies(floorDir, pages, floorHtml) {
  mkdirSync(path.join(floorDir, 'public', STATIC_DIR), { recursive: true });
  for (const page of pages) {
    copyFileSync(
      path.join(floorDir, '.next', 'server', 'pages', floorHtml[page.name]),
      path.join(floorDir, 'public', STATIC_DIR, page.staticName),
    );
  }
}

export async function measureLoad(base, pages, server, options) {
  const run = { connections: options.connections, seconds: options.loadSeconds };
  // Warm-up: the first requests fill caches and JIT, which is not steady state.
  await warmUp(base, pages, { ...run, seconds: options.warmupSeconds });
  const { memory: before, connections: connectionsBefore } = await server.stats();
  const retainedBefore = await server.statsAfterGc();
  const rows = [];
  // Page and static copy take turns, ROUNDS times, so a slow spell of a shared machine falls on
  // both; the ratio is the median of the rounds' ratios.
  const turn = { ...run, seconds: Math.max(1, Math.round(run.seconds / ROUNDS)) };
  let served = 0;
  for (const page of pages) {
    const targets = loadTargets(base, page);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      rounds.push({
        page: await hammer(targets.page, turn),
        asStatic: await hammer(targets.asStatic, turn),
      });
    }
    served += sum(rounds.flatMap((r) => [r.page.total, r.asStatic.total]));
    rows.push({ name: page.name, ...combineRounds(rounds) });
  }
  const { memory: after, connections: connectionsAfter } = await server.stats();
  const retainedAfter = await server.statsAfterGc();
  return {
    connections: options.connections,
    seconds: options.loadSeconds,
    rows,
    // Requests answered per connection the server accepted over the measured rounds (after the
    // warm-up): 1 when every request opens its own. Behind nginx, each autocannon run's end drops
    // the connections its requests in flight were on (nginx closes an upstream connection whose
    // client went away), so even kept alive there are about BENCH_CONNECTIONS per run.
    requestsPerConnection:
      connectionsBefore === undefined
        ? null
        : Math.round(served / Math.max(1, connectionsAfter - connectionsBefore)),
    memory: {
      rssStartMb: mb(before.rss),
      rssEndMb: mb(after.rss),
      heapStartMb: mb(before.heapUsed),
      heapEndMb: mb(after.heapUsed),
      // The heap after a full collection (null when the server could not collect on demand).
      retainedStartMb: retainedBefore.collected ? mbTenths(retainedBefore.memory.heapUsed) : null,
      retainedEndMb: retainedAfter.collected ? mbTenths(retainedAfter.memory.heapUsed) : null,
    },
  };
}
