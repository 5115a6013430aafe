/**
 * Stress rounds, moved out of the browser tests (a repetition is a figure, not a test): the
 * quick-click scenarios of e2e/quick-clicks.spec.ts (forced clicks on the drawer's quantity
 * buttons as fast as the browser takes them), each run `runs` times with Playwright's `--repeat-each`, desktop project, against
 * the bench's own shop server (Playwright reuses a server that answers on E2E_PORT). The suite
 * keeps one run of each; here the figure is how many of the repeated runs failed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const STRESS_SPEC = 'e2e/quick-clicks.spec.ts';

/**
 * Runs and failures per test title, from Playwright's JSON report. A run counts as failed when
 * its outcome was not the expected one (no retries are made here, so a flaky run is a failure).
 */
export function countFailures(report) {
  const byTitle = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = byTitle.get(spec.title) ?? { scenario: spec.title, runs: 0, failures: 0 };
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') continue;
        entry.runs += 1;
        if (test.status !== 'expected') entry.failures += 1;
      }
      byTitle.set(spec.title, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byTitle.values()];
}

/** The quick-click scenarios, `runs` times each, against the shop answering on `port`. */
export async function quickClickStress(root, port, runs) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-stress-'));
  const output = path.join(dir, 'report.json');
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_SERVERS: 'main',
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  };
  // Without CI set, Playwright reuses the running server and makes no retries.
  delete env.CI;
  const args = [
    path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    STRESS_SPEC,
    '--project',
    'desktop',
    '--repeat-each',
    String(runs),
    '--retries',
    '0',
    '--reporter',
    'json',
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await new Promise((resolve) => child.on('exit', resolve));
  try {
    return countFailures(JSON.parse(readFileSync(output, 'utf8')));
  } catch (error) {
    throw new Error(`the stress run wrote no report (${error.message})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
