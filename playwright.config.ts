import { defineConfig, devices } from '@playwright/test';
import { E2E_EDITOR_ORIGIN, E2E_PREVIEW_SECRET, E2E_WEBHOOK_SECRET } from './e2e/fixtures/content';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from './scripts/chromium.mjs';
import { buildEnv, E2E_BUILDS } from './scripts/e2e-builds.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests run Chromium's headless shell, else the first working Chromium (scripts/chromium.mjs;
 * scripts/setup-browser.mjs installs both when missing) against a production build served with the local platform
 * (`npm start`). The specs in e2e/integrations run against the extra builds of
 * scripts/e2e-builds.mjs (every integration key set; opt-out consent mode), each on its own port.
 */
// E2E_SERVERS=main skips the servers of the extra builds (which `start` would build first when
// missing), for a run of the main projects only (`--project desktop --project mobile`).
const variants: ReadonlyArray<keyof typeof E2E_BUILDS> =
  process.env.E2E_SERVERS === 'main' ? [] : ['integrations', 'optout'];

const chromiumLaunch = {
  executablePath: TEST_BROWSER_PATH,
  // Scrolls land at once, so a test can tell "did not scroll" from "has not scrolled yet".
  args: [...CHROMIUM_FLAGS, '--disable-smooth-scrolling'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: most of a browser test is waiting (injected platform latency, timers of
  // the SPEC such as the 2 s cart link and the 5 s engagement fallback), not computing.
  workers: 3,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunch,
  },
  // The integrations' projects first: their tests mostly wait (consent, idle, the 5 s engagement
  // fallback), and Playwright runs projects in this order. Last, they left the two cores about a
  // quarter idle for the final minute, with nothing after them to fill it. Every browser test, one
  // run after the other (2026-12-04): 257 s and 468 CPU-s so, 266 s and 485 CPU-s with them last.
  projects: [
    {
      name: 'integrations',
      testMatch: /integrations\/(?!opt-out).*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${E2E_BUILDS.integrations.port}`,
      },
    },
    {
      name: 'opt-out',
      testMatch: /integrations\/opt-out\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${E2E_BUILDS.optout.port}`,
      },
    },
    {
      name: 'mobile',
      // The specs whose behaviour depends on the viewport or on touch: layout, the drawer and
      // modals, menus, images, the sticky bar, axe at 390 px, taps before the code has come.
      // The rest (campaign links, offers, content, redirects, headers, hydration, the reliability
      // suites, server-side checks) test rules no viewport changes, and run once, on desktop.
      testMatch: [
        /\/(a11y|cart|cart-codes|collections|content-a11y|deferred-code|image-modal|images)\.spec\.ts/,
        /\/(mobile-menu|modal|quick-clicks|search|shop|smoke|sticky-bar|variants)\.spec\.ts/,
        // The policy pages: the footer links, the tool table and axe at 390 px.
        /\/policies\.spec\.ts/,
        // Sign-in: the header's Account link and /account (axe) at 390 px.
        /\/account(-orders|-subscriptions)?\.spec\.ts/,
      ],
      testIgnore: /integrations\/|reliability\//,
      // Within those specs, a test tagged @any-width (e2e/fixtures/widths.ts) runs on desktop only.
      grepInvert: /@any-width/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      testIgnore: /integrations\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    { command: `node scripts/run.mjs start -p ${port}`, url: baseURL },
    ...variants.map((name) => ({
      command: `node scripts/run.mjs start -p ${E2E_BUILDS[name].port}`,
      url: `http://127.0.0.1:${E2E_BUILDS[name].port}`,
      env: definedOnly(buildEnv(name)),
    })),
  ].map((server) => ({
    ...server,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // Draft preview and the publish webhook refuse every request without their secrets.
    env: {
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      STORYBLOK_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      // The local platform's stand-in editor, opened as http://localhost:4010: another site than
      // the shop (127.0.0.1), as Storyblok's app is (e2e/visual-editor.spec.ts).
      STORYBLOK_EDITOR_ORIGIN: E2E_EDITOR_ORIGIN,
      ...('env' in server ? server.env : {}),
    },
  })),
});

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
