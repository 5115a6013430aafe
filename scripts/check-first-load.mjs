#!/usr/bin/env node
/**
 * The first-load JS budget (issue 8), checked after the builds: gzip (level 9) of every script a
 * first visit to `/` and to a product page loads, per .next/build-manifest.json. Sizes are
 * deterministic, so this is a test, not a benchmark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { E2E_BUILDS } from './e2e-builds.mjs';

const ROUTES = ['/', '/products/[handle]'];
// With every integration key set each page stays within LIMIT_KB, and the keys add at most
// INTEGRATIONS_KB over the build without them. AIM_KB is only reported.
// Lowered as the first load shrinks, so no gain is given back (issue 20 aims at the floor + 8 kB;
// bench/ measures that beside a bare Next.js app).
const LIMIT_KB = 126;
const INTEGRATIONS_KB = 2;
const AIM_KB = 121;

export function firstLoadKb(distDir, route) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = new Set([
    ...(manifest.polyfillFiles ?? []),
    ...(manifest.rootMainFiles ?? []),
    ...(manifest.pages['/_app'] ?? []),
    ...(manifest.pages[route] ?? []),
  ]);
  let bytes = 0;
  for (const file of files) {
    if (file.endsWith('.js'))
      bytes += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

const failures = [];
for (const route of ROUTES) {
  const plain = firstLoadKb('.next', route);
  const keyed = firstLoadKb(E2E_BUILDS.integrations.distDir, route);
  const added = keyed - plain;
  console.log(
    `${route}: ${plain.toFixed(2)} kB without keys, ${keyed.toFixed(2)} kB with every key (+${added.toFixed(2)} kB; limit ${LIMIT_KB}, aim ${AIM_KB})`,
  );
  if (keyed > LIMIT_KB)
    failures.push(`${route} is ${keyed.toFixed(2)} kB with every key, over ${LIMIT_KB} kB`);
  if (added > INTEGRATIONS_KB)
    failures.push(
      `${route}: the integrations add ${added.toFixed(2)} kB, over ${INTEGRATIONS_KB} kB`,
    );
}
if (failures.length) {
  console.error(`First-load budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
