import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The test files that must each start from fresh modules: they mock modules, reset the module
 * registry or stub globals and the environment, or they test module-level state (the integrations
 * runner's record, the shop store's restore, the config read at import, the early-input hold).
 * Every other file shares its worker's modules with the files before it (`isolate: false`): on
 * this 2-core machine that takes the unit run from about 150 s to about 45 s, most of it the
 * start-up of a fresh module graph per file. A file that starts to need isolation fails in the
 * shared project (its state leaks into, or out of, another file): add it here.
 */
export const ISOLATED = [
  // vi.mock, vi.doMock, vi.resetModules, vi.stubGlobal or vi.stubEnv (tests/architecture holds it)
  'tests/components/cart/cart-discount-codes.test.tsx',
  'tests/components/cart/cart-drawer.test.tsx',
  'tests/components/errors/shell-error-boundary.test.tsx',
  'tests/components/layout/header.test.tsx',
  'tests/components/marketing/newsletter-signup.test.tsx',
  'tests/components/modal/scroll-lock.test.ts',
  'tests/components/search/header-search.test.tsx',
  'tests/lib/cache/published-channel.test.ts',
  'tests/lib/config/instrumentation.test.ts',
  'tests/lib/integrations/account-events.test.ts',
  'tests/lib/not-found-redirect.test.ts',
  'tests/lib/storage/browser-storage.test.ts',
  'tests/pages/account-order-routes.test.ts',
  'tests/pages/account-routes.test.ts',
  'tests/pages/account-signals.test.ts',
  'tests/pages/account-subscription-routes.test.ts',
  // module-level state
  'tests/lib/account/order-documents.test.ts',
  'tests/components/document/early-input-script.test.ts',
  'tests/components/marketing/campaign-links.test.tsx',
  'tests/components/marketing/spec-timings.test.tsx',
  'tests/lib/config/index.test.ts',
  'tests/lib/integrations/page-views.test.ts',
  'tests/lib/integrations/runner.test.ts',
  'tests/lib/integrations/segment.test.ts',
  'tests/lib/integrations/sentry-posthog-options.test.ts',
  'tests/lib/integrations/script-tags-consent.test.ts',
  'tests/reliability/cms-markup.test.tsx',
  'tests/reliability/content-faults.test.ts',
  'tests/stores/shop-store.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
