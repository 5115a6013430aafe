#!/usr/bin/env node
/**
 * The load part of the bench alone, interleaved: each round hammers a page and then its static
 * copy (same server, same conditions), so a busy machine slows both alike. Uses the current build.
 *   node bench/throughput.mjs [rounds=3] [seconds=10]    (BENCH_PORT, BENCH_CONNECTIONS)
 * SERVER_ARGS adds node flags to the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 * BENCH_ROOTS=dirA,dirB (each holding a .next build) runs the builds side by side, one server per
 * build on consecutive ports, interleaved target by target: an A/B under the same conditions.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PAGES, hammer, loadTargets, publishStaticCopies, warmUp } from './load.mjs';
import { startPlatform, waitFor } from './server.mjs';
import { prepareStandalone } from '../scripts/standalone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3300);
// Product first: it is the page with a budget.
const PAGES = [...BENCH_PAGES].reverse();

const only = process.env.BENCH_PAGES?.split(',');
if (only) PAGES.splice(0, PAGES.length, ...PAGES.filter((p) => only.includes(p.name)));
const roots = (process.env.BENCH_ROOTS ?? root).split(',');
const extra = (process.env.SERVER_ARGS ?? '').split(' ').filter(Boolean);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
// The servers need the platform (reused when one answers).
const platform = await startPlatform(root);
const servers = roots.map((dir, i) => {
  prepareStandalone(dir);
  publishStaticCopies(dir, PAGES);
  const child = spawn(process.execPath, [...extra, 'server.js'], {
    cwd: path.join(dir, '.next', 'standalone'),
    env: { ...process.env, PORT: String(port + i), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, child, base: `http://127.0.0.1:${port + i}` };
});
const run = { connections, seconds };
try {
  for (const { base } of servers) {
    await waitFor(`${base}/api/health`);
    // Steady state is what is measured: JIT, the page modules, the ISR cache.
    await warmUp(base, PAGES, { connections, seconds: 3 });
  }
  const rows = [];
  for (let r = 1; r <= rounds; r += 1) {
    for (const page of PAGES) {
      for (const { dir, base } of servers) {
        const targets = loadTargets(base, page);
        const dyn = await hammer(targets.page, run);
        const stat = await hammer(targets.asStatic, run);
        const row = {
          build: path.basename(dir),
          round: r,
          page: page.name,
          rps: dyn.requestsPerSecond,
          staticRps: stat.requestsPerSecond,
          ratio: Math.round((dyn.requestsPerSecond / stat.requestsPerSecond) * 100) / 100,
          p99: dyn.p99Ms,
          staticP99: stat.p99Ms,
          errors: dyn.errors,
          timeouts: dyn.timeouts,
          staticErrors: stat.errors,
          load: load(),
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const { dir } of servers) {
    for (const page of PAGES) {
      const mine = rows.filter((x) => x.page === page.name && x.build === path.basename(dir));
      const m = (key) => median(mine.map((x) => x[key]));
      console.log(
        `${path.basename(dir)} ${page.name}: median ratio ${m('ratio')}, ${m('rps')} vs ${m('staticRps')} req/s, p99 ${m('p99')} ms, errors ${mine.reduce((n, x) => n + x.errors, 0)}`,
      );
    }
  }
} finally {
  for (const { child } of servers) child.kill('SIGINT');
  platform.stop();
}
