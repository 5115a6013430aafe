#!/usr/bin/env node
/**
 * The first-load JS budget, checked after the builds: gzip (level 9) of every
 * script a prerendered page's HTML loads at start, Next's build manifests included
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
import { firstLoadBytes } from './first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each shop route, by one of its prerendered pages, with the floor page it is held to: a content
 * page is a bare page, like `/`.
 */
const ROUTES = [
  ['/', 'index.html', FLOOR_PAGES.home],
  ['/products/[handle]', 'products/house-blend-coffee.html', FLOOR_PAGES.product],
  ['/pages/[slug]', 'pages/about.html', FLOOR_PAGES.home],
  // The collections index and a collection are product grids, like `/`: held to its floor page.
  ['/collections', 'collections.html', FLOOR_PAGES.home],
  ['/collections/[handle]', 'collections/coffee.html', FLOOR_PAGES.home],
];
const FLOOR_MARGIN_KB = 15;
const INTEGRATIONS_KB = 2;

const kb = (distDir, htmlFile) => firstLoadBytes(distDir, htmlFile) / 1000;

const floorDir = await buildFloor(root);
const failures = [];
try {
  for (const [route, page, floorPage] of ROUTES) {
    const plain = kb('.next', page);
    const keyed = kb(E2E_BUILDS.integrations.distDir, page);
    const floor = kb(path.join(floorDir, '.next'), floorPage);
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
