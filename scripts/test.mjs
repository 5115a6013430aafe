#!/usr/bin/env node
/**
 * `npm test`: every check, in the order that takes least time on a small machine, with the time
 * of each step printed at the end.
 *
 * 1. The static checks (tsc, ESLint, Prettier) and the unit tests run side by side: each check uses
 *    one core and vitest two workers, so together they keep both cores busy. Beside them,
 *    scripts/setup-system.mjs installs the system packages of step 3 where they are missing.
 * 2. The three production builds, one after the other (each uses every core; side by side they
 *    only compete): the plain one, then the browser tests' variants (scripts/build-e2e.mjs). None
 *    checks types again: step 1 did (NEXT_BUILD_TYPECHECK=0, see next.config.ts). In a checkout
 *    without a build cache they write none (NEXT_BUILD_CACHE=0).
 * 3. Browser tests, then the cluster test (scripts/test-cluster.mjs: Redis, nginx and two
 *    instances of the plain build), then the first-load budget.
 * The first step that fails stops the run with its exit code. `--quick` (npm run test:quick) runs
 * step 1 only: the loop to run while changing code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Without a build cache yet (a fresh clone, CI) the three builds do not write one: writing it costs
// each 5-7 s, paid back only by a later build in the same folder (next.config.ts).
const hasBuildCache = existsSync('.next/cache/turbopack');
const buildEnv = {
  ...process.env,
  NEXT_BUILD_TYPECHECK: '0',
  ...(hasBuildCache ? {} : { NEXT_BUILD_CACHE: '0' }),
};

/** The steps: each group runs its commands side by side; groups run one after the other. */
const GROUPS = [
  [
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'eslint', args: ['exec', '--', 'eslint', '.'] },
    { name: 'prettier', args: ['exec', '--', 'prettier', '--check', '.'] },
    { name: 'unit', args: ['run', 'test:unit'] },
    // Not in --quick: apt-get work only the later steps need, done while the checks compute.
    {
      name: 'system',
      command: process.execPath,
      args: ['scripts/setup-system.mjs'],
      fullRunOnly: true,
    },
  ],
  [{ name: 'build', args: ['run', 'build'], env: buildEnv }],
  [{ name: 'build:e2e', args: ['run', 'build:e2e'], env: buildEnv }],
  [{ name: 'e2e', args: ['run', 'test:e2e'] }],
  [{ name: 'cluster', args: ['run', 'test:cluster'] }],
  [{ name: 'budget', args: ['run', 'test:budget'] }],
];

/**
 * Runs one step. Alone, its output streams through; beside others, it is held and printed in one
 * piece when the step ends, so the logs do not interleave.
 */
function run(step, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command ?? npm, step.args, {
      env: step.env ?? process.env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n[test] ── ${step.name} ──`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({
        name: step.name,
        code: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

function summary(results, total) {
  const rows = results.map(
    (r) =>
      `  ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(7)} s${r.code ? '  FAILED' : ''}`,
  );
  console.log(
    `\n[test] time per step (side-by-side steps overlap):\n${rows.join('\n')}\n  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`,
  );
}

const quick = process.argv.includes('--quick');
const started = Date.now();
const results = [];
const groups = quick ? [GROUPS[0].filter((step) => !step.fullRunOnly)] : GROUPS;
for (const group of groups) {
  const done = await Promise.all(group.map((step) => run(step, group.length === 1)));
  results.push(...done);
  const failed = done.find((result) => result.code !== 0);
  if (failed) {
    summary(results, (Date.now() - started) / 1000);
    console.error(`[test] ${failed.name} failed`);
    process.exit(failed.code);
  }
}
summary(results, (Date.now() - started) / 1000);
