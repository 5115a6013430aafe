#!/usr/bin/env node
// Builds the browser tests' extra variants (scripts/e2e-builds.mjs), one after the other.
import { spawnSync } from 'node:child_process';
import { buildEnv, E2E_BUILDS } from './e2e-builds.mjs';

for (const name of Object.keys(E2E_BUILDS)) {
  console.log(`[build-e2e] building ${name} into ${E2E_BUILDS[name].distDir}`);
  const { status } = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], {
    stdio: 'inherit',
    env: buildEnv(name),
  });
  if (status !== 0) process.exit(status ?? 1);
}
