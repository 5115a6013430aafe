/**
 * The floor: a bare Next.js pages app (bench/floor-template) generated in a temp dir and built with
 * the project's own next/react (node_modules is symlinked: no network), so every figure of the shop
 * can stand beside what Next alone costs on the same machine, in the same run. Used by
 * `npm run bench` and by npm test's first-load budget (scripts/check-first-load.mjs).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
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
 * The floor's prerendered pages (bench/floor-template), under its build's `server/pages`: the home
 * page and its one product page, which the shop's pages are measured beside.
 */
export const FLOOR_PAGES = { home: 'index.html', product: 'products/example.html' };

/** Generates and builds the floor; returns its directory. */
export async function buildFloor(projectRoot) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  cpSync(path.join(projectRoot, 'bench', 'floor-template'), dir, { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
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
