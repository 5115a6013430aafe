#!/usr/bin/env node
/**
 * npm run bench: the benchmarks (not tests: they report figures, they do not pass or fail).
 *  1. bench/cart-bench.ts: add → optimistic state latency, requests sent per click.
 *  2. Lighthouse mobile on / and a product page of a production build (bench/lighthouse.mjs).
 * Results are printed and written to bench/results/latest.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, measure } from '../bench/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const summary = {};

function run(args, opts = {}) {
  return spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
}

function exitOf(child) {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

if (existsSync(path.join(root, 'bench', 'cart-bench.ts'))) {
  console.log('\n== cart benchmark');
  const code = await exitOf(run([tsx, 'bench/cart-bench.ts']));
  const file = path.join(root, 'bench', 'results', 'cart-bench.json');
  summary.cart =
    code === 0 && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { failed: code };
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('\n== production build');
  if ((await exitOf(run(['scripts/run.mjs', 'build']))) !== 0) process.exit(1);
}

console.log(`\n== lighthouse (mobile) against next start on ${base}`);
const server = run(['scripts/run.mjs', 'start', '-p', String(port)], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
try {
  await waitFor(`${base}/`, 120_000);
  // Every product page is generated at build time, so the first measured run is not a render.
  const results = await measure([`${base}/`, `${base}/products/house-blend-coffee`]);
  summary.lighthouse = results.map(({ all: _all, ...r }) => r);
  for (const r of results) console.log(describe(r, base));
} finally {
  process.kill(-server.pid, 'SIGTERM');
}

mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', 'latest.json'), JSON.stringify(summary, null, 2));
console.log('\nwritten bench/results/latest.json');
