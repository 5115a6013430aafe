import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Imports flow one way: pages → components → stores → lib → graphql (STYLE.md §1). The zones below
 * forbid each layer from reaching "up". Loops are found by tests/architecture/imports.test.ts, which
 * reads the whole graph once (type-only imports included) in well under a second; the
 * `import/no-cycle` rule found fewer (it skips type-only imports) and took about 80 % of `eslint .`
 * (298 s against 58 s without it, measured on the shared 2-core machine).
 */
const zones = [
  {
    target: './lib',
    from: ['./pages', './components', './stores'],
    message: 'lib/ is framework-free: no pages, components or stores.',
  },
  {
    target: './graphql',
    from: ['./pages', './components', './stores', './lib'],
    message: 'graphql/ holds documents and generated types only.',
  },
  {
    target: './stores',
    from: ['./pages', './components'],
    message: 'stores/ may import lib/ only.',
  },
  { target: './components', from: ['./pages'], message: 'components/ may not import pages/.' },
  {
    target: './emulators',
    from: ['./pages', './components', './stores', './lib'],
    message: 'The local platform shares nothing with the app but the schema and content.',
  },
  {
    target: './proxy.ts',
    from: ['./pages', './components', './stores'],
    message: 'proxy.ts delegates to lib/ only.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // App code reads top-down in functions that fit on a screen (a component, a hook, a step).
    files: [
      'lib/**/*.{ts,tsx}',
      'stores/**/*.ts',
      'components/**/*.{ts,tsx}',
      'pages/**/*.{ts,tsx}',
      'proxy.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, IIFEs: true }] },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'lib/ never imports React.' },
            { name: 'zustand', message: 'lib/ never imports a store.' },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-integrations/**',
    '.next-optout/**',
    // bench/edges.mjs's copies of the tree.
    '.bench-edges/**',
    '.bench-floor-*/**',
    // PROFILE_MAPS builds for CPU profiles and the bench breakdown (README).
    '.next-maps/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'graphql/generated.ts',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
  ]),
]);
