#!/usr/bin/env node
/**
 * Run by `npm run test:e2e` and `npm run bench` before they drive a browser: makes sure a Chromium
 * works, taking the first of: one already there (scripts/chromium.mjs), `playwright install
 * chromium` where its host answers, `apt-get install -y chromium` on Debian or Ubuntu as root.
 * Else it says what to install.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { candidates, pickChromium } from './chromium.mjs';

const require = createRequire(import.meta.url);
// Playwright's default download host; a probe that fails fast stands in for a download that hangs.
const DOWNLOAD_HOST = process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev';

function found(step) {
  const hit = pickChromium(candidates());
  if (hit) console.log(`[browser] ${step}: using ${hit.path} (${hit.source})`);
  return hit;
}

async function reachable(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

async function playwrightInstall() {
  if (process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) return false;
  if (!(await reachable(DOWNLOAD_HOST))) {
    console.log(`[browser] ${DOWNLOAD_HOST} does not answer: skipping playwright install`);
    return false;
  }
  // The CLI of @playwright/test (declared), which installs the browsers of its playwright-core.
  const cli = require.resolve('@playwright/test/cli');
  console.log('[browser] playwright install chromium');
  // Bounded: a download that stalls must not hang the test run.
  const result = spawnSync(process.execPath, [cli, 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 5 * 60_000,
  });
  return result.status === 0;
}

function isDebianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

function aptInstall() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !isDebianLike()) return false;
  console.log('[browser] apt-get install -y chromium');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: 'inherit', env, timeout: 10 * 60_000 };
  spawnSync('apt-get', ['update', '-qq'], options);
  return spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], options).status === 0;
}

if (found('found')) process.exit(0);
if ((await playwrightInstall()) && found('after playwright install')) process.exit(0);
if (aptInstall() && found('after apt-get')) process.exit(0);
console.error(
  '[browser] no working Chromium: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; elsewhere `npx playwright install chromium`) or set CHROMIUM_PATH',
);
process.exit(1);
