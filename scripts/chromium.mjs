/**
 * The Chromium that browser tests and benchmarks drive, the first that works of: CHROMIUM_PATH,
 * Playwright's own download, a system Chromium or Chrome. scripts/setup-browser.mjs installs one
 * when none works.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Where Playwright keeps its own Chromium (it need not be downloaded), or null. */
export function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    // @playwright/test (a declared dependency) re-exports playwright-core's launchers.
    return require('@playwright/test').chromium.executablePath() || null;
  } catch {
    return null;
  }
}

/** The places to look, in order, each with the name of where it came from. */
export function candidates(env = process.env, playwrightPath = playwrightChromium()) {
  const list = [];
  if (env.CHROMIUM_PATH) list.push({ path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' });
  if (playwrightPath) list.push({ path: playwrightPath, source: 'playwright' });
  for (const path of SYSTEM_BROWSERS) list.push({ path, source: 'system' });
  return list;
}

/** True when the file is executable and prints a version (shared libraries present). */
export function works(path) {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return false;
  }
  const result = spawnSync(path, ['--version'], { timeout: 10_000, encoding: 'utf8' });
  return result.status === 0 && /\d+\.\d+/.test(result.stdout ?? '');
}

/** The first candidate for which `check` holds, or null. */
export function pickChromium(list, check = works) {
  return list.find((candidate) => check(candidate.path)) ?? null;
}

export function findChromium() {
  return pickChromium(candidates());
}

const found = findChromium();
// Without any browser the path stays unset-looking; setup-browser.mjs stops before the tests.
export const CHROMIUM_PATH = found?.path ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell: the build Playwright itself runs for headless tests (its
 * `chromium-headless-shell`), without the full browser's UI layers. Debian packages it as
 * `chromium-headless-shell`. On this machine a product page's load costs it about 0.15 CPU-s
 * against the full browser's 0.5 (BENCHMARKS.md, "Browser tests"), and the browser tests are
 * mostly Chromium's CPU. The benchmarks keep the full browser: their figures are a shopper's Chrome.
 */
export const SYSTEM_HEADLESS_SHELLS = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium-headless-shell',
];

/** The headless shell the browser tests drive (HEADLESS_SHELL_PATH first), or null. */
export function findHeadlessShell(env = process.env, check = works) {
  const list = [
    ...(env.HEADLESS_SHELL_PATH ? [env.HEADLESS_SHELL_PATH] : []),
    ...SYSTEM_HEADLESS_SHELLS,
  ];
  return list.find((path) => check(path)) ?? null;
}

/** What the browser tests launch: the headless shell where there is one, else CHROMIUM_PATH. */
export const TEST_BROWSER_PATH = findHeadlessShell() ?? CHROMIUM_PATH;

// Without the background-networking flags Chromium keeps dialling Google hosts, which a closed
// network refuses.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
