/**
 * The extra production builds the browser tests run against, besides the plain one in `.next`
 * (shared by build-e2e.mjs, check-first-load.mjs and playwright.config.ts). Third-party hosts of
 * the `integrations` build (every key of SPEC §1 set) are answered by the tests with page.route.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100);

/** The local listener the Sentry DSN points at, so the /monitoring relay is tested for real. */
export const SENTRY_SINK_PORT = Number(process.env.E2E_SENTRY_PORT ?? basePort + 1250);
export const SENTRY_PROJECT = '42';

export const E2E_BUILDS = {
  integrations: {
    distDir: '.next-integrations',
    port: basePort + 50,
    env: {
      NEXT_PUBLIC_SENTRY_DSN: `http://e2ekey@127.0.0.1:${SENTRY_SINK_PORT}/${SENTRY_PROJECT}`,
      NEXT_PUBLIC_POSTHOG_KEY: 'phc_e2e',
      NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',
      NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'e2eWriteKey',
      NEXT_PUBLIC_UET_TAG_ID: '12345678',
      NEXT_PUBLIC_PINTEREST_TAG_ID: '2612345678901',
      NEXT_PUBLIC_CONVERT_PROJECT: '10012345/10067890',
      NEXT_PUBLIC_CHAT_APP_ID: '4242',
      NEXT_PUBLIC_REFERRAL_ID: 'mm-e2e',
      NEXT_PUBLIC_RECOMMENDATIONS_ID: 'nosto-e2e',
      NEXT_PUBLIC_AWIN_MERCHANT_ID: '99999',
      NEXT_PUBLIC_PIXEL_ID: '1234567',
      NEXT_PUBLIC_CONSENT_MODE: 'opt-in',
    },
  },
  // The regional opt-out consent mode, with the ad tag only.
  optout: {
    distDir: '.next-optout',
    port: basePort + 60,
    env: { NEXT_PUBLIC_UET_TAG_ID: '12345678', NEXT_PUBLIC_CONSENT_MODE: 'opt-out' },
  },
};

/** The environment a build (and its server) runs with. */
export function buildEnv(name) {
  const build = E2E_BUILDS[name];
  return { ...process.env, ...build.env, NEXT_DIST_DIR: build.distDir };
}
