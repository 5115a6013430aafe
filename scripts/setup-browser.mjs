#!/usr/bin/env node
/**
 * Run by `npm run test:e2e` and `npm run bench` before they drive a browser: makes sure a Chromium
 * works, taking the first of: one already there (scripts/chromium.mjs), `playwright install
 * chromium` where its host answers, `apt-get install -y chromium` on Debian or Ubuntu as root.
 * Else it says what to install. On Debian or Ubuntu as root it also installs Chromium's headless
 * shell, which the browser tests prefer (scripts/chromium.mjs); without it they run the full browser.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { aptInstall } from './apt.mjs';
import { candidates, findHeadlessShell, pickChromium } from './chromium.mjs';

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

/** The headless shell, when missing and apt can bring it; a failure only costs test time. */
function ensureHeadlessShell() {
  if (!findHeadlessShell()) aptInstall(['chromium-headless-shell'], 'browser');
  const shell = findHeadlessShell();
  console.log(
    shell
      ? `[browser] the browser tests use the headless shell ${shell}`
      : '[browser] no headless shell: the browser tests use the full Chromium',
  );
}

if (found('found')) {
  ensureHeadlessShell();
  process.exit(0);
}
if ((await playwrightInstall()) && found('after playwright install')) process.exit(0);
// The shell only saves test time: where apt has no such package, Chromium alone.
const installed =
  aptInstall(['chromium', 'chromium-headless-shell'], 'browser') ||
  aptInstall(['chromium'], 'browser');
if (installed && found('after apt-get')) process.exit(0);
console.error(
  '[browser] no working Chromium: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; elsewhere `npx playwright install chromium`) or set CHROMIUM_PATH',
);
process.exit(1);
