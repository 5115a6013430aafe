import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Nothing private reaches the browser bundles. Scans the production build's
 * .next/static (run after `npm run build`) for private-token shapes, server-only secret names
 * and the values of server-only variables set in this environment.
 */
const staticDir = fileURLToPath(new URL('../.next/static', import.meta.url));

// Server-only secrets (ARCHITECTURE.md: configuration; Sentry's source-map upload token). Browser
// code must not even name them: Next inlines only NEXT_PUBLIC_* values.
const SERVER_ONLY = [
  'PREVIEW_SECRET',
  'STORYBLOK_WEBHOOK_SECRET',
  'STORYBLOK_PREVIEW_TOKEN',
  'SENTRY_AUTH_TOKEN',
];
// The local platform's preview token, which the shop uses for draft reads when no
// STORYBLOK_PREVIEW_TOKEN is set (lib/config/server.ts): it reads unpublished content.
const DEFAULT_PREVIEW_TOKEN = 'demo-preview-token';

// Shapes of private credentials of the services the shop uses.
const PRIVATE_TOKENS: [string, RegExp][] = [
  ['Shopify Admin API token', /\bshp(at|ss|ca|pa)_[0-9a-f]{16,}/],
  ['Sentry auth token', /\bsntry[su]_[A-Za-z0-9+/=_]{20,}/],
  ['PostHog personal API key', /\bphx_[A-Za-z0-9]{20,}/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('no private token, server-only variable name or value is in .next/static', () => {
  const all = files(staticDir).filter((f) => /\.(js|css|json|map)$/.test(f));
  expect(all.length).toBeGreaterThan(0);
  const secretValues = [
    DEFAULT_PREVIEW_TOKEN,
    ...SERVER_ONLY.map((name) => process.env[name]).filter(
      (v): v is string => !!v && v.length >= 8,
    ),
  ];
  const found: string[] = [];
  for (const file of all) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(staticDir, file);
    for (const [kind, pattern] of PRIVATE_TOKENS)
      if (pattern.test(text)) found.push(`${kind} in ${where}`);
    for (const name of SERVER_ONLY) if (text.includes(name)) found.push(`${name} in ${where}`);
    for (const value of secretValues)
      if (text.includes(value)) found.push(`a secret value in ${where}`);
  }
  expect(found).toEqual([]);
});
