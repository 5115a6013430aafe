#!/usr/bin/env node
/**
 * `npm run bench:edges`: each framework edge the README lists, measured side by side with the
 * same build without it, in one run. Every variant is the committed tree (`git archive HEAD`)
 * with one edge taken out by a small source patch (EDGES below), built and served on a port of
 * its own; Lighthouse mobile then takes turns over every variant's pages (bench/interleave.mjs),
 * so each figure meets the same minutes of the machine. Prints a table and writes
 * bench/edges-results.json (not tracked); the copies sit beside the checkout while it runs.
 *
 * Settings: LIGHTHOUSE_RUNS (5), EDGES_PORT (3300, one port per variant from there), EDGES (a
 * comma-separated subset of the edge names).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadKb } from '../scripts/first-load.mjs';
import { HELD_PAINT_MS } from './held-paint.mjs';
import { startPlatform, startShop, waitFor } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Beside the checkout, not in it: inside, Next would take the checkout for the copies' workspace
// root (two lockfiles) and nest their standalone servers a folder deeper. Same disk, so the
// hard-linked node_modules cost nothing.
const work = path.join(path.dirname(root), `.${path.basename(root)}-edges`);
process.env.LIGHTHOUSE_RUNS ??= '5';
const basePort = Number(process.env.EDGES_PORT ?? 3300);
const PAGES = [
  { name: 'home', path: '/', html: 'index.html' },
  {
    name: 'product',
    path: '/products/house-blend-coffee',
    html: 'products/house-blend-coffee.html',
  },
];

/** Replaces `from` with `to` in a copy's file; fails when the code has moved, so it is noticed. */
function patch(dir, file, from, to) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`bench:edges: ${file} no longer has ${from}`);
  writeFileSync(full, next);
}

/** Each edge: how to take it out of a copy of the tree (or the build's environment). */
const EDGES = {
  'compile hints': { env: { COMPILE_HINTS: '0' } },
  'transition hydration': {
    patch: (dir) => patch(dir, 'pages/_app.tsx', /^installTransitionHydration\(\);$/m, ''),
  },
  'deferred product parts + early input': {
    patch: (dir) =>
      patch(
        dir,
        'components/product/ProductDetails.tsx',
        /const loadParts = [\s\S]*?void loadParts\(\)\.catch\(\(\) => \{\}\);/,
        "import { ProductGallery } from '@/components/product/ProductGallery';\n" +
          "import { ProductPurchase } from '@/components/product/ProductPurchase';",
      ),
  },
  'chunking (minChunkSize 400 kB)': {
    patch: (dir) =>
      patch(dir, 'next.config.ts', /experimental: \{\s*turbopackChunking: \{[^}]*\},\s*\},/, ''),
  },
};

function copyTree(name) {
  const dir = path.join(work, name.replace(/[^a-z0-9]+/gi, '-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('bash', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${dir}"`]);
  // Hard links: the same packages at no cost in disk or time.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

function build(dir, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_BUILD_TYPECHECK: '0', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${dir}`))));
  });
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** Median score, TBT and LCP; LCP over the runs whose first paint was not held. */
function figures(result) {
  const runs = result.all;
  const unheld = runs.filter((r) => !(r.paintHeldMs > HELD_PAINT_MS));
  return {
    performance: median(runs.map((r) => r.performance)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    lcpMs: median(unheld.map((r) => r.lcpMs)),
    held: `${runs.length - unheld.length} of ${runs.length}`,
  };
}

const wanted = process.env.EDGES?.split(',').map((s) => s.trim());
const names = Object.keys(EDGES).filter((n) => !wanted || wanted.includes(n));
const variants = [{ name: 'as built (every edge)', edge: {} }].concat(
  names.map((name) => ({ name: `without ${name}`, edge: EDGES[name] })),
);

// Each build starts (and stops) the local platform it needs; the servers then share one.
for (const variant of variants) {
  variant.dir = copyTree(variant.name);
  variant.edge.patch?.(variant.dir);
  console.log(`bench:edges: building "${variant.name}"`);
  await build(variant.dir, variant.edge.env);
  variant.kb = PAGES.map((p) => firstLoadKb(path.join(variant.dir, '.next'), p.html));
}
const platform = await startPlatform(root);
const servers = [];
try {
  for (const [i, variant] of variants.entries()) {
    variant.port = basePort + i;
    const shop = await startShop(variant.dir, variant.port);
    servers.push(shop);
    await shop.warmed;
  }
  for (const v of variants) {
    await waitFor(`http://127.0.0.1:${v.port}/`);
    // A shop without its platform still answers 200 with an empty catalogue: measure none of that.
    const home = await (await fetch(`http://127.0.0.1:${v.port}/`)).text();
    if (!home.includes('House Blend'))
      throw new Error(`bench:edges: "${v.name}" shows no catalogue`);
  }
  const { measure } = await import('./lighthouse.mjs');
  const urls = variants.flatMap((v) => PAGES.map((p) => `http://127.0.0.1:${v.port}${p.path}`));
  const measured = (await measure(urls)).default;
  const rows = variants.flatMap((v, i) =>
    PAGES.map((p, j) => ({
      variant: v.name,
      page: p.name,
      firstLoadKb: Number(v.kb[j].toFixed(2)),
      ...figures(measured[i * PAGES.length + j]),
    })),
  );
  console.log(
    '\n| variant | page | first load (kB) | Lighthouse | TBT (ms) | LCP, unheld (ms) | held |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.variant} | ${r.page} | ${r.firstLoadKb} | ${r.performance} | ${r.tbtMs} | ${r.lcpMs ?? '–'} | ${r.held} |`,
    );
  writeFileSync(
    path.join(root, 'bench', 'edges-results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: process.env.LIGHTHOUSE_RUNS, rows }, null, 2)}\n`,
  );
} finally {
  for (const s of servers) s.stop();
  platform.stop();
  if (process.env.EDGES_KEEP !== '1') rmSync(work, { recursive: true, force: true });
}
