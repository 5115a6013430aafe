#!/usr/bin/env node
/**
 * The first-load JS budget, checked after the builds: gzip (level 9) of every script a route
 * loads at start, Next's build manifests included
 * (./first-load.mjs, the measure `npm run bench` reports too), against the same figure for a bare
 * Next.js pages app (the floor: bench/floor-template, built here with the project's own next and
 * react). Each route may be at most FLOOR_MARGIN_KB over its floor page, with every integration
 * key set; the keys may add at most INTEGRATIONS_KB. 1 kB = 1000 bytes, as the budget counts.
 * Sizes are deterministic, so this is a test, not a benchmark.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFloor, FLOOR_PAGES } from './floor.mjs';
import { E2E_BUILDS } from './e2e-builds.mjs';
import { firstLoadBytes, pageRoutes, routeFirstLoadBytes } from './first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every page route of the build is checked (./first-load.mjs's pageRoutes), its scripts read from
 * the build manifest, since routes rendered per request (search, sorted listings) have no HTML at
 * build time. A product route is held to the floor's product page, a collection route to its
 * collection page, every other to its `/`. The routes below have prerendered HTML: for them the
 * manifest's figure must equal the HTML's, which guards the manifest reading against a change in
 * Next.
 */
const PRERENDERED = {
  '/': 'index.html',
  '/products/[handle]': 'products/house-blend-coffee.html',
  '/pages/[slug]': 'pages/about.html',
};
const FLOOR_MARGIN_KB = 15;
const INTEGRATIONS_KB = 2;

function floorPageOf(route) {
  if (route.startsWith('/products/')) return FLOOR_PAGES.product;
  if (route.startsWith('/collections/')) return FLOOR_PAGES.collection;
  return FLOOR_PAGES.home;
}
const kb = (bytes) => bytes / 1000;

const floorDir = await buildFloor(root);
const failures = [];
try {
  for (const [route, page] of Object.entries(PRERENDERED)) {
    const [fromHtml, fromManifest] = [
      firstLoadBytes('.next', page),
      routeFirstLoadBytes('.next', route),
    ];
    if (fromHtml !== fromManifest)
      failures.push(
        `${route}: the build manifest names ${fromManifest} bytes of first-load JS, its HTML ${fromHtml}: the reading of the manifest no longer matches what Next loads`,
      );
  }
  for (const route of pageRoutes('.next')) {
    const plain = kb(routeFirstLoadBytes('.next', route));
    const keyed = kb(routeFirstLoadBytes(E2E_BUILDS.integrations.distDir, route));
    const floorPage = floorPageOf(route);
    const floor = kb(firstLoadBytes(path.join(floorDir, '.next'), floorPage));
    const limit = floor + FLOOR_MARGIN_KB;
    const added = keyed - plain;
    console.log(
      `${route}: ${plain.toFixed(2)} kB without keys, ${keyed.toFixed(2)} kB with every key (+${added.toFixed(2)} kB); floor (${floorPage}) ${floor.toFixed(2)} kB, limit ${limit.toFixed(2)} kB`,
    );
    if (keyed > limit)
      failures.push(
        `${route} is ${keyed.toFixed(2)} kB with every key, ${(keyed - floor).toFixed(2)} kB over the floor's ${floorPage} (at most ${FLOOR_MARGIN_KB})`,
      );
    if (added > INTEGRATIONS_KB)
      failures.push(
        `${route}: the integrations add ${added.toFixed(2)} kB, over ${INTEGRATIONS_KB} kB`,
      );
  }
} finally {
  rmSync(floorDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`First-load budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
