#!/usr/bin/env node
/**
 * `npm run test:cluster`: the shared cache, for real, on this machine. Starts
 * redis-server, the local platform, two production instances of one build (A and B, each in its
 * own copy of the standalone tree) with REDIS_URL, and nginx in front; then checks, with figures:
 *
 * 0. redis-down-at-start: the instances start before Redis, serve pages, report `down`, and share
 *    (`ok`) once Redis starts, without a restart;
 * 1. publish-hero: a publish whose webhook reaches A only; B serves the new hero within 5 s;
 * 2. isr-shared: meanwhile A rendered the home page and B rendered nothing: B served A's page from
 *    the shared cache;
 * 3. publish-redirect: a new CMS redirect published on A applies on B within 5 s (B's in-memory
 *    redirects list, told through Redis pub/sub);
 * 4. front-cache: through the deployed front (nginx's one-second cache): a repeat is a HIT, a
 *    visitor in draft mode BYPASSes it, and a publish to A shows through it within 5 s;
 * 4a. account-across-instances: a customer signs in through A (over HTTP: A's login route, the
 *    platform's sign-in page, A's callback) and /account on B greets them by name;
 * 4b. account-not-front-cached: through the front, the customer gets their account and a visitor
 *    without a cookie right after is sent to sign in, not served the customer's page;
 * 4c. sign-out-across-instances: signed out through B, /account on A sends them to sign in, even
 *    with the old session cookie replayed (scripts/cluster/account.mjs);
 * 5. kill-b: 50 connections for 6 s through nginx, B killed at 2 s: 0 failed requests;
 * 6. redis-outage: Redis stopped mid-run, started again: 0 failed requests, /api/health said
 *    `down`, then `ok` again without a restart, the outage logged once per connection (not per
 *    request), and a new publish on A again reaches B in 5 s;
 * 7. slow-redis: Redis frozen (SIGSTOP): pages still answer in a median of 500 ms at most (200 ms
 *    timeout), none over a second;
 * 8. with CLUSTER_THROUGHPUT=1 only: throughput through nginx with 1 and with 2 instances, and
 *    through the front cache (printed figures, not checks).
 *
 * CLUSTER_SHARED=0 starts the instances without REDIS_URL (Next's own per-instance cache): checks
 * 1-3 then fail, which shows they test the feature; CLUSTER_RETRY=0 takes nginx's retry on another
 * instance away, and check 5 fails; CLUSTER_SESSION_SECRET=per-instance gives A and B each their
 * own SESSION_SECRET (a deployment that did not share it), and check 4a fails. Uses the plain
 * build (.next), building it when missing. Every process is stopped by its id, also on failure and on Ctrl-C.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { accountChecks, platformAccountEnv, sessionSecrets } from './cluster/account.mjs';
import { nginxConfig } from './cluster/nginx.mjs';
import { ensurePackages, poll, start, stop, stopAll } from './cluster/processes.mjs';
import { health, html, instance, load, timePublish } from './cluster/shop.mjs';
import { prepareStandalone, standaloneDir } from './standalone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const shared = process.env.CLUSTER_SHARED !== '0';
// The build talks to the local platform on its default port (NEXT_PUBLIC_* are built in).
const PLATFORM_URL = `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4010}`;
const PORTS = { redis: 6391, a: 3401, b: 3402, proxy: 3400, proxyOne: 3409, front: 3408 };
const FRONT_URL = `http://127.0.0.1:${PORTS.front}`;
const instanceOrigins = [PORTS.a, PORTS.b].map((port) => `http://127.0.0.1:${port}`);
const PUBLISH_LIMIT_MS = 5000;
const results = [];

function check(name, pass, figure) {
  results.push({ name, pass, figure });
  console.log(`[cluster] ${pass ? 'pass' : 'FAIL'} ${name}: ${figure}`);
}

function ensureBuild() {
  if (existsSync(path.join(root, '.next', 'BUILD_ID')) && prepareStandalone(root)) return;
  console.log('[cluster] no production build: npm run build');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0 || !prepareStandalone(root)) throw new Error('the build failed');
}

function startRedis(bin, tmp) {
  const args = [
    '--port',
    String(PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  return start({ name: 'redis', command: bin, args: [...args, '--dir', tmp], logDir: tmp });
}

async function startPlatform(tmp) {
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const platform = start({
    name: 'platform',
    command: process.execPath,
    args: [tsx, 'emulators/server.ts'],
    cwd: root,
    // Sign-in's callback and logout URIs of A and B (the platform registers the dev ports only).
    env: { ...process.env, ...platformAccountEnv(instanceOrigins) },
    logDir: tmp,
  });
  const up = await poll(
    async () => (await fetch(`${PLATFORM_URL}/v2/cdn/spaces/me`)).status > 0,
    30_000,
  );
  if (!up || platform.exitCode !== null)
    throw new Error(`the platform did not start on ${PLATFORM_URL}`);
}

function startNginx(bin, tmp, upstreams) {
  const dir = path.join(tmp, 'nginx');
  mkdirSync(dir, { recursive: true });
  const sites = [
    { port: PORTS.proxy, upstreams },
    { port: PORTS.proxyOne, upstreams: [PORTS.a] },
    // The deployed front (deploy/nginx.conf): the same instances behind the one-second cache.
    { port: PORTS.front, upstreams, cache: true },
  ];
  const retry = process.env.CLUSTER_RETRY !== '0';
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, sites, retry }));
  const args = ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')];
  return start({ name: 'nginx', command: bin, args, logDir: tmp });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const heroOf = (shop, title) => async () => (await html(`${shop.url}/`)).includes(title);

/** Publishes a new home hero through A's webhook; times until B serves it. */
const publishHero = (a, b, title) =>
  timePublish({
    platformUrl: PLATFORM_URL,
    fullSlug: 'home',
    content: { hero_title: title },
    via: a,
    seen: heroOf(b, title),
    limitMs: PUBLISH_LIMIT_MS,
  });

async function publishChecks(a, b, run) {
  await html(`${a.url}/`);
  await html(`${b.url}/`);
  const before = { a: a.rendersOf('/'), b: b.rendersOf('/') };
  const title = `Cluster hero ${run}`;
  const hero = await publishHero(a, b, title);
  check(
    'publish-hero',
    hero.ms !== null,
    `B served the new hero ${hero.ms ?? `not within ${PUBLISH_LIMIT_MS}`} ms after the publish to A`,
  );
  const renders = { a: a.rendersOf('/') - before.a, b: b.rendersOf('/') - before.b };
  check(
    'isr-shared',
    hero.ms !== null && renders.a >= 1 && renders.b === 0,
    `renders of / during the publish: A ${renders.a}, B ${renders.b}`,
  );

  const from = `/cluster-check-${run}`;
  const redirect = await timePublish({
    platformUrl: PLATFORM_URL,
    fullSlug: 'settings/redirects',
    content: { list: [{ component: 'redirect', _uid: `cluster-${run}`, from, to: '/' }] },
    via: a,
    seen: async () =>
      (await fetch(`${b.url}${from}`, { redirect: 'manual', signal: AbortSignal.timeout(5000) }))
        .status === 307,
    limitMs: PUBLISH_LIMIT_MS,
  });
  check(
    'publish-redirect',
    redirect.ms !== null,
    `B applied the new redirect ${redirect.ms ?? `not within ${PUBLISH_LIMIT_MS}`} ms after the publish to A`,
  );
}

/**
 * The front cache: a second request within the second is nginx's (HIT), a visitor in draft mode
 * is never served from it (BYPASS), and a publish to A shows through it within the same 5 s.
 */
async function frontCacheCheck(a) {
  const front = FRONT_URL;
  const status = async (cookie) => {
    const headers = cookie ? { cookie } : {};
    const res = await fetch(`${front}/`, { headers, signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.headers.get('x-cache');
  };
  const first = await status();
  const second = await status();
  const draft = await status('__prerender_bypass=cluster-check');
  const title = `Cluster hero through the front ${Date.now()}`;
  const hero = await timePublish({
    platformUrl: PLATFORM_URL,
    fullSlug: 'home',
    content: { hero_title: title },
    via: a,
    seen: heroOf({ url: front }, title),
    limitMs: PUBLISH_LIMIT_MS,
  });
  check(
    'front-cache',
    second === 'HIT' && draft === 'BYPASS' && hero.ms !== null,
    `GET / twice: ${first}, ${second}; in draft mode: ${draft}; a publish to A showed through the front ${hero.ms ?? `not within ${PUBLISH_LIMIT_MS}`} ms later`,
  );
}

async function killCheck(b) {
  // Load from 2 s before the kill to 4 s after it (a check, not a throughput figure: bench/).
  const result = await load(`http://127.0.0.1:${PORTS.proxy}/`, 6, async () => {
    await sleep(2000);
    await stop(b.child, 'SIGKILL');
  });
  check(
    'kill-b',
    result.failed === 0,
    `${result.failed} failed of ${result.total} requests (B killed at 2 s of 6 s, ${result.rps} req/s)`,
  );
  await b.start();
}

async function redisCheck({ redisBin, tmp, a, b, redis }) {
  const states = [];
  let current = redis;
  const logged = { a: a.outageLines, b: b.outageLines };
  const result = await load(`http://127.0.0.1:${PORTS.proxy}/`, 11, async () => {
    await sleep(2000);
    await stop(current);
    await sleep(1500);
    states.push((await health(a).catch(() => null))?.redis ?? 'no answer');
    await sleep(3500);
    current = startRedis(redisBin, tmp);
  });
  const back = await poll(
    async () => (await health(a))?.redis === 'ok' && (await health(b))?.redis === 'ok',
    15_000,
  );
  check(
    'redis-outage',
    result.failed === 0 && states[0] === 'down' && Boolean(back),
    `${result.failed} failed of ${result.total} requests (Redis down from 2 s to 7 s of 11 s); health during: ${states[0]}, after: ${back ? 'ok on both' : 'not ok'}`,
  );
  // One line per connection (the cache's and the publish channel's) and instance, not per request.
  const lines = [a.outageLines - logged.a, b.outageLines - logged.b];
  check(
    'redis-logged-once',
    lines.every((n) => n >= 1 && n <= 2),
    `"Redis unreachable" lines during the outage: A ${lines[0]}, B ${lines[1]} (one per connection)`,
  );
  const title = 'Cluster hero after the outage';
  const rendersBefore = b.rendersOf('/');
  const hero = await publishHero(a, b, title);
  const rendersOnB = b.rendersOf('/') - rendersBefore;
  check(
    'publish-after-outage',
    hero.ms !== null && rendersOnB === 0,
    `B served A's new hero ${hero.ms ?? `not within ${PUBLISH_LIMIT_MS}`} ms after a publish to A, rendering / ${rendersOnB} times itself`,
  );
  return current;
}

/**
 * Redis frozen (SIGSTOP: the connection stays open, nothing answers): page answers from A, which
 * holds `/` in its local cache, must not wait much past the 200 ms Redis timeout.
 */
async function slowRedisCheck(a, redis) {
  await html(`${a.url}/`);
  process.kill(redis.pid, 'SIGSTOP');
  const times = [];
  let state;
  try {
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const page = await html(`${a.url}/`).catch(() => '');
      times.push(page ? Math.round(performance.now() - started) : Infinity);
    }
    state = (await health(a).catch(() => null))?.redis;
  } finally {
    process.kill(redis.pid, 'SIGCONT');
  }
  // The median, not the slowest: on a loaded CI machine one page of five can meet a GC pause or a
  // busy core (604 ms seen once, at a load average of 9). Without the Redis timeout every page would
  // wait for the frozen Redis (seconds, or the 5 s limit of html()), and the median shows that; the
  // slowest still may not pass a second.
  const median = [...times].sort((x, y) => x - y)[Math.floor(times.length / 2)] ?? Infinity;
  const slowest = Math.max(...times);
  check(
    'slow-redis',
    median <= 500 && slowest <= 1000 && state !== 'ok',
    `Redis frozen: 5 pages from A in ${times.join(', ')} ms (median limit 500 = 200 ms timeout + render margin, slowest 1000); health said ${state}`,
  );
}

/** Redis away when the instances start: they serve anyway, and share once it comes, unrestarted. */
async function startWithoutRedis({ a, b, redisBin, tmp }) {
  await Promise.all([a.start(), b.start()]);
  const shops = [a, b];
  const pages = await Promise.all(shops.map(async (shop) => (await fetch(`${shop.url}/`)).status));
  const during = await Promise.all(shops.map(async (shop) => (await health(shop))?.redis));
  const redis = startRedis(redisBin, tmp);
  const back = await poll(
    async () => (await health(a))?.redis === 'ok' && (await health(b))?.redis === 'ok',
    15_000,
  );
  check(
    'redis-down-at-start',
    pages.every((s) => s === 200) && during.every((s) => s === 'down') && Boolean(back),
    `with no Redis: pages ${pages.join(', ')}, health ${during.join(', ')}; after it started: ${back ? 'ok on both' : 'not ok'}`,
  );
  return redis;
}

/** Throughput through nginx with 1 and 2 instances and through the front cache (printed). */
async function throughput() {
  const one = await load(`http://127.0.0.1:${PORTS.proxyOne}/`, 10);
  const two = await load(`http://127.0.0.1:${PORTS.proxy}/`, 10);
  const cached = await load(`http://127.0.0.1:${PORTS.front}/`, 10);
  console.log(
    `[cluster] throughput through nginx, 50 connections, 10 s, GET /: 1 instance ${one.rps} req/s (${one.failed} failed), 2 instances ${two.rps} req/s (${two.failed} failed), 2 instances behind the front cache ${cached.rps} req/s (${cached.failed} failed); load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

async function main() {
  const bins = ensurePackages();
  if (!bins) process.exit(1);
  ensureBuild();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
  // Readable by nginx's workers, which run as `nobody` when it is started as root: the front
  // cache's files are theirs (mkdtemp makes the folder 0700).
  chmodSync(tmp, 0o755);
  console.log(`[cluster] logs in ${tmp}; shared cache ${shared ? 'on' : 'OFF (CLUSTER_SHARED=0)'}`);
  try {
    await startPlatform(tmp);
    const env = shared ? { REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` } : {};
    // One SESSION_SECRET on every instance, as a deployment sets it (not the local default).
    const secrets = sessionSecrets(
      ['a', 'b'],
      process.env.CLUSTER_SESSION_SECRET === 'per-instance',
    );
    const standalone = standaloneDir(root);
    const shop = (name) =>
      instance({ name, port: PORTS[name], standalone, tmp, env: { ...env, ...secrets[name] } });
    const a = shop('a');
    const b = shop('b');
    const redis = await startWithoutRedis({ a, b, redisBin: bins.redis, tmp });
    startNginx(bins.nginx, tmp, [PORTS.a, PORTS.b]);
    await poll(async () => (await fetch(`http://127.0.0.1:${PORTS.proxy}/api/health`)).ok, 10_000);

    await publishChecks(a, b, Date.now());
    await frontCacheCheck(a);
    await accountChecks({ a, b, front: { name: 'the front', url: FRONT_URL } }, check);
    await killCheck(b);
    const redisNow = await redisCheck({ redisBin: bins.redis, tmp, a, b, redis });
    await slowRedisCheck(a, redisNow);
    // Figures, not checks: only on request (the bench's business, not the test suite's).
    if (process.env.CLUSTER_THROUGHPUT === '1') await throughput();
  } finally {
    await stopAll();
  }
  const failed = results.filter((r) => !r.pass);
  console.log(`[cluster] ${results.length - failed.length} of ${results.length} checks passed`);
  // On failure the logs stay for reading; the two copies of the build (about 60 MB each) go.
  if (failed.length === 0) rmSync(tmp, { recursive: true, force: true });
  else
    for (const copy of ['a', 'b']) rmSync(path.join(tmp, copy), { recursive: true, force: true });
  process.exit(failed.length === 0 && results.length > 0 ? 0 : 1);
}

await main();
