#!/usr/bin/env node
/**
 * Runs the shop with the local platform (emulators/): `dev` (npm run dev), `build` (npm run build:
 * pages are generated from the Storefront API at build time) and `start` (npm start: builds if
 * needed, then the standalone server, with next start's -p/-H flags).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';
import { writeScriptHashes } from './csp-hashes.mjs';
import { distDir, prepareStandalone, serverEnv, standaloneDir } from './standalone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const mode = process.argv[2];
const platformPort = Number(process.env.PLATFORM_PORT ?? 4010);
const platformUrl = `http://127.0.0.1:${platformPort}`;
const usesLocalPlatform = !process.env.NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL;

if (!['dev', 'build', 'start'].includes(mode)) {
  console.error('usage: node scripts/run.mjs dev|build|start');
  process.exit(2);
}

const children = new Set();

function run(command, args, options = {}) {
  // Next's telemetry would only dial out to a network this machine may not have.
  const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

async function platformAnswers() {
  try {
    await fetch(`${platformUrl}/v2/cdn/spaces/me`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the local platform unless real services are configured
 * (NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL) or one already answers on PLATFORM_PORT: that one is reused
 * and left running.
 */
async function ensurePlatform() {
  if (!usesLocalPlatform) return;
  if (await platformAnswers()) {
    console.log(`[run] reusing the local platform already on ${platformUrl}`);
    return;
  }
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const platform = run(process.execPath, [tsx, 'emulators/server.ts']);
  platform.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[run] the local platform exited with code ${code}`);
      stopAll();
      process.exit(1);
    }
  });
  const deadline = Date.now() + 30_000;
  while (!(await platformAnswers())) {
    if (Date.now() > deadline)
      throw new Error(`the local platform did not answer on ${platformUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function next(args) {
  const bin = path.join(path.dirname(require.resolve('next/package.json')), 'dist', 'bin', 'next');
  return new Promise((resolve) => {
    run(process.execPath, [bin, ...args]).on('exit', (code, signal) =>
      resolve(code ?? (signal ? 1 : 0)),
    );
  });
}

/** The standalone server when the build made one, else `next start`. */
function start(args) {
  if (!prepareStandalone(root)) return next(['start', ...args]);
  const server = path.join(standaloneDir(root), 'server.js');
  return new Promise((resolve) => {
    run(process.execPath, [server], {
      env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...serverEnv(args) },
    }).on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

await ensurePlatform();
let code = 0;
if (mode === 'dev') {
  code = await next(['dev', ...process.argv.slice(3)]);
} else {
  const dist = path.join(root, distDir());
  if (mode === 'build' || !existsSync(path.join(dist, 'BUILD_ID'))) {
    code = await next(['build']);
    if (code === 0) {
      // The CSP names the inline scripts of this build by hash (scripts/csp-hashes.mjs); a build
      // whose scripts it cannot account for fails (and stops the platform it started).
      try {
        await writeScriptHashes(dist);
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        code = 1;
      }
      // The first-load scripts compile as they download, off the main thread (COMPILE_HINTS=0
      // leaves them out, for bench/edges.mjs to measure the difference).
      if (code === 0 && process.env.COMPILE_HINTS !== '0') addCompileHints(dist);
    }
  }
  if (code === 0 && mode === 'build') prepareStandalone(root);
  if (code === 0 && mode === 'start') code = await start(process.argv.slice(3));
}
stopAll();
process.exit(code);
