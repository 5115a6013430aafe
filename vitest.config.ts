import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * A test file that needs modules and globals of its own: a DOM (happy-dom or jsdom), mocked
 * modules, stubbed globals or environment variables, fake timers, a harness that does one of these, the shop store
 * or the content client's response cache (storyblok-js-client keeps it per process). Such a file
 * runs isolated, with fresh modules. Every other file is plain Node code and shares one module graph
 * per worker: importing the platform's schema, Next and the app's modules once per worker instead
 * of once per file. 2026-12-02, 235 files on this 2-core machine: 174 s with every file isolated on
 * one worker (the default), 107 s on two, 76-87 s like this in shuffled file orders.
 */
const OWN_MODULES =
  /@vitest-environment (jsdom|happy-dom)|vi\.(mock|doMock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|process\.env\.\w+ *=|account-routes-harness|@\/stores\/|\.\.\/stores\/|store-harness|lib\/content\/client'/;

const testFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => TEST_FILE.test(file))
  .map((file) => `tests/${file}`);
const isolated = testFiles.filter((file) => OWN_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A ceiling, not a timing: 5 s (the default) fails tests when the machine slows to a third of
    // its speed, as it does at times (tests/setup.ts).
    testTimeout: 20_000,
    unstubGlobals: true,
    unstubEnvs: true,
    // Worker threads start faster than forked processes. Vitest's default is one worker fewer than
    // the cores, which is one on a 2-core machine; two keep both cores busy.
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: isolated,
          isolate: false,
        },
      },
    ],
  },
});
