#!/usr/bin/env node
/**
 * The first-load JS budget (issues 8, 20 and 43), checked after the builds: gzip (level 9) of every
 * script a prerendered page's HTML loads at start, Next's build manifests included
 * (./first-load.mjs, the measure `npm run bench` reports too), against the same figure for a bare
 * Next.js pages app (the floor: bench/floor-template, built here with the project's own next and
 * react). Each route may be at most FLOOR_MARGIN_KB over its floor page, with every integration
 * key set; the keys may add at most INTEGRATIONS_KB. 1 kB = 1000 bytes, as the issue counts.
 * Sizes are deterministic, so this is a test, not a benchmark.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
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
];
const FLOOR_MARGIN_KB = 15;
const INTEGRATIONS_KB = 2;

const kb = (distDir, htmlFile) => firstLoadBytes(distDir, htmlFile) / 1000;

/**
 * The shop store (zustand and its persist middleware, the slices) ships in one chunk of its own.
 * A lazy chunk that imports stores/shop-store.ts instead of the first load's view of it
 * (stores/shop-view.ts) gets its own copy of the whole store: Turbopack copies a module shared by
 * sibling lazy chunks into each of them. Six extra copies cost 16 kB gzip on a product page visit.
 * The marker is a message of zustand's persist middleware, which only the store bundles.
 */
const STORE_MARKER = '[zustand persist middleware]';

/**
 * graphql-js's parser stays out of the browser: next.config.ts aliases `graphql` there to
 * lib/shopify/graphql-browser.ts (the Storefront client never parses or prints in the browser).
 * The marker is the parser's error message.
 */
const GRAPHQL_PARSER_MARKER = 'Syntax Error: ';

/** The client chunks whose text includes `marker`. */
function chunksWith(distDir, marker) {
  const dir = path.join(distDir, 'static', 'chunks');
  return readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(marker),
  );
}

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
  for (const distDir of ['.next', E2E_BUILDS.integrations.distDir]) {
    const copies = chunksWith(distDir, STORE_MARKER);
    console.log(
      `${distDir}: the shop store is in ${copies.length} client chunk(s): ${copies.join(', ')}`,
    );
    if (copies.length !== 1)
      failures.push(
        `${distDir}: the shop store should be in exactly one client chunk, found ${copies.length} (${copies.join(', ') || 'none: has the marker changed?'})`,
      );
    const parsers = chunksWith(distDir, GRAPHQL_PARSER_MARKER);
    if (parsers.length)
      failures.push(`${distDir}: graphql-js's parser is in client chunks ${parsers.join(', ')}`);
  }
} finally {
  rmSync(floorDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`First-load budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
