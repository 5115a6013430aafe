#!/usr/bin/env node
/**
 * Builds the browser tests' extra variants (scripts/e2e-builds.mjs), one after the other. Each
 * starts from the Turbopack cache of the plain build (`.next/cache/turbopack`, copied once into
 * the variant's folder, as Next itself seeds a git worktree's cache), so only what the variant's
 * environment changes is compiled again.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { buildEnv, E2E_BUILDS } from './e2e-builds.mjs';

const PLAIN_CACHE = path.join('.next', 'cache', 'turbopack');

/** Copies the plain build's compiler cache into a variant that has none yet. */
function seedCache(distDir) {
  const target = path.join(distDir, 'cache', 'turbopack');
  if (!existsSync(PLAIN_CACHE) || existsSync(target)) return;
  console.log(`[build-e2e] seeding ${target} from ${PLAIN_CACHE}`);
  cpSync(PLAIN_CACHE, target, { recursive: true });
}

for (const name of Object.keys(E2E_BUILDS)) {
  const { distDir } = E2E_BUILDS[name];
  seedCache(distDir);
  console.log(`[build-e2e] building ${name} into ${distDir}`);
  const { status } = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], {
    stdio: 'inherit',
    env: buildEnv(name),
  });
  if (status !== 0) process.exit(status ?? 1);
}
