#!/usr/bin/env node
/**
 * The sitemap on the large catalogue (10,000 products in 50 collections): the index, which walks
 * the products and collections 250 at a time for their dates (the 2023-10 connections have no
 * total count), and a shard, one page of 250 after its cursor, the first and the last. Each as a
 * crawler asks the origin for it (no CDN in front, nothing cached in the shop), median of RUNS.
 * Start the shop first against the platform on the large catalogue, in another shell:
 *
 *   PLATFORM_CATALOGUE=large npm start          # the build is the usual one
 *   node bench/sitemap.mjs                      # SHOP=http://127.0.0.1:3000 RUNS=20
 */
const SHOP = process.env.SHOP ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.RUNS ?? 20);
const WARM_UP = 3;

async function timeOnce(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, body };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const locs = (xml) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));

/** Path and query of a sitemap's location, on SHOP (its origin is NEXT_PUBLIC_SITE_URL's). */
const onShop = (loc) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

const { body: indexXml } = await timeOnce(`${SHOP}/sitemap.xml`);
const shards = locs(indexXml).filter((l) => l.includes('/sitemap/products/'));
if (shards.length === 0) throw new Error('the index lists no product shard: is the platform up?');
console.log(`index: ${locs(indexXml).length} sitemaps, ${shards.length} product shards`);

const PAGES = [
  ['index (walks the catalogue)', '/sitemap.xml'],
  ['first product shard', onShop(shards[0])],
  ['last product shard', onShop(shards.at(-1))],
];

for (const [name, path] of PAGES) {
  const url = `${SHOP}${path}`;
  for (let i = 0; i < WARM_UP; i += 1) await timeOnce(url);
  const times = [];
  let entries = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const { ms, body } = await timeOnce(url);
    times.push(ms);
    entries = locs(body).length;
  }
  const slowest = Math.max(...times);
  console.log(
    `${name.padEnd(30)} median ${median(times).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms, ${entries} entries  ${path.slice(0, 60)}`,
  );
}
