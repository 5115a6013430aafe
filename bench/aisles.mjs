#!/usr/bin/env node
/**
 * The shop's aisles on the large catalogue, end to end: a collection page and a filtered search
 * page, as a browser asks for their HTML, warm, median of RUNS. Start the shop first against the
 * platform on the large catalogue, in another shell:
 *
 *   PLATFORM_CATALOGUE=large npm start          # the build is the usual one; pages are made on demand
 *   node bench/aisles.mjs                       # SHOP=http://127.0.0.1:3000 RUNS=20
 *
 * A collection page is ISR: after its first request it is served from Next's cache. A sorted or
 * filtered collection and a search are rendered per request (their CDN caching is not in play).
 */
const SHOP = process.env.SHOP ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.RUNS ?? 20);
const WARM_UP = 3;

const PAGES = [
  ['collection (ISR)', '/collections/collection-7'],
  [
    'collection, sorted and filtered',
    '/collections/collection-7?sort=price-ascending&filter.available=true',
  ],
  ['search', '/search?q=coffee'],
  ['search, filtered and sorted', '/search?q=coffee&sort=price-ascending&filter.available=true'],
];

async function timeOnce(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

for (const [name, path] of PAGES) {
  const url = `${SHOP}${path}`;
  for (let i = 0; i < WARM_UP; i += 1) await timeOnce(url);
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await timeOnce(url));
  const slowest = Math.max(...times);
  console.log(
    `${name.padEnd(34)} median ${median(times).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms  ${path}`,
  );
}
