/**
 * The floor: a bare Next.js pages app (bench/floor-template) generated in a fresh folder of the
 * project (`.bench-floor-*`) and built with the project's own next/react, which Node and
 * Turbopack find in the project's node_modules as the shop's build does (no network), so every
 * figure of the shop can stand beside what Next alone costs on the same machine, in the same run.
 * Used by `npm run bench` and by npm test's first-load budget (scripts/check-first-load.mjs).
 *
 * Inside the project, not in the system's temp folder: Turbopack writes module paths relative to
 * its root into the chunks, and a root holding both /tmp and the checkout made the floor's
 * first-load JS depend on where the project was cloned (116.60 kB in /work/main, 116.54 in
 * /tmp/fc/main, the same commit).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const nextBin = path.join(
  path.dirname(require.resolve('next/package.json')),
  'dist',
  'bin',
  'next',
);

/** The longest folder both paths sit in ('/' at worst): Turbopack's root for the floor. */
export function commonRoot(a, b) {
  const pa = path.resolve(a).split(path.sep);
  const pb = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i += 1;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

function nextProcess(dir, args, options = {}) {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    FLOOR_WORKSPACE_ROOT: commonRoot(dir, path.dirname(require.resolve('next/package.json'))),
  };
  return spawn(process.execPath, [nextBin, ...args], { cwd: dir, env, ...options });
}

/**
 * The floor's prerendered pages (bench/floor-template), under its build's `server/pages`, which
 * the shop's pages of the same kind are measured beside.
 */
export const FLOOR_PAGES = {
  home: 'index.html',
  product: 'products/example.html',
  collection: 'collections/example.html',
};

/**
 * The shop's pictures the floor shows (bench/floor-template/lib/images.js), copied from the
 * shop's public/ into the floor's at the same paths: the hero (lib/content/copy.ts's fallback,
 * which the local platform's home story uses) and the product page's first picture (the local
 * platform serves it from the same folder), and the coffee collection's picture (bench/load.mjs's
 * collection page), served by the platform from there too.
 */
export const FLOOR_PICTURES = [
  'images/hero.webp',
  'images/products/house-blend-coffee-1.webp',
  'images/collections/coffee.webp',
];

/** Generates and builds the floor; returns its directory. */
export async function buildFloor(projectRoot) {
  const dir = mkdtempSync(path.join(projectRoot, '.bench-floor-'));
  // Without the declaration files, which only type the template for the project's tests.
  cpSync(path.join(projectRoot, 'bench', 'floor-template'), dir, {
    recursive: true,
    filter: (source) => !/\.d\.m?ts$/.test(source),
  });
  for (const picture of FLOOR_PICTURES) {
    mkdirSync(path.dirname(path.join(dir, 'public', picture)), { recursive: true });
    cpSync(path.join(projectRoot, 'public', picture), path.join(dir, 'public', picture));
  }
  const child = nextProcess(dir, ['build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`the floor app did not build (exit ${code}) in ${dir}`);
  return dir;
}

/** `next start` for the floor (detached, so the caller can stop the group). */
export function startFloor(dir, port) {
  return nextProcess(dir, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}
