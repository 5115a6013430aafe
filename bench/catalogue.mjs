#!/usr/bin/env node
/**
 * The local platform on the large catalogue (PLATFORM_CATALOGUE=large: 10,000 products in 50
 * collections): how long it takes to start, and how long collection pages take to answer, warm.
 * The platform runs in this process on a free port; each query goes over HTTP as the shop sends
 * it, and is run RUNS times after WARM-UP runs; the median and the slowest are printed.
 *
 *   node bench/catalogue.mjs            # 20 runs a query
 *   RUNS=50 node bench/catalogue.mjs
 */
import { tsImport } from 'tsx/esm/api';

const RUNS = Number(process.env.RUNS ?? 20);
const WARM_UP = 3;
const TOKEN = 'bench-token';

const CARD = `id handle title availableForSale
  featuredImage { url altText width height }
  priceRange { minVariantPrice { amount currencyCode } }`;
const FACETS = 'filters { id label type values { id label count input } }';

/** A collection page as the shop asks for it: 24 cards, the facets and the cursor. */
const COLLECTION_PAGE = `query ($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $after: String) {
  collection(handle: $handle) {
    title
    products(first: 24, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { ${CARD} }
      ${FACETS}
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

const CASES = [
  [
    'collection, 2 filters, PRICE (bestsellers: 1,674 products)',
    {
      handle: 'bestsellers',
      filters: [{ available: true }, { productVendor: 'Hillside Roasters' }],
      sortKey: 'PRICE',
    },
  ],
  [
    'collection, 2 filters, BEST_SELLING reversed (new-arrivals: 1,947)',
    {
      handle: 'new-arrivals',
      filters: [{ variantOption: { name: 'size', value: '250 g' } }, { tag: 'organic' }],
      sortKey: 'BEST_SELLING',
      reverse: true,
    },
  ],
  ['collection, plain first page (coffee: 564)', { handle: 'coffee' }],
  [
    'collection, 2 filters, CREATED (collection-7: 498)',
    {
      handle: 'collection-7',
      filters: [{ available: true }, { price: { min: 5, max: 20 } }],
      sortKey: 'CREATED',
    },
  ],
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function query(url, variables) {
  const response = await fetch(`${url}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
    body: JSON.stringify({ query: COLLECTION_PAGE, variables }),
  });
  const body = await response.json();
  if (body.errors || !body.data?.collection) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data.collection.products;
}

process.env.PLATFORM_CATALOGUE = 'large';
process.env.PLATFORM_STOREFRONT_TOKEN = TOKEN;
const started = performance.now();
const { startPlatform } = await tsImport('../emulators/server.ts', import.meta.url);
const imported = performance.now();
const platform = await startPlatform({ port: 0, log: { info() {}, error: console.error } });
const listening = performance.now();
// The first answer runs cold code paths (the schema, the resolvers): it counts as part of the start.
await query(platform.url, { handle: 'coffee' });
const ready = performance.now();
console.log(
  `start: ${(ready - started).toFixed(0)} ms (modules ${(imported - started).toFixed(0)}, ` +
    `listen ${(listening - imported).toFixed(0)}, first answer ${(ready - listening).toFixed(0)})`,
);

try {
  for (const [name, variables] of CASES) {
    const times = [];
    let shown = 0;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const t = performance.now();
      const products = await query(platform.url, variables);
      if (run >= WARM_UP) times.push(performance.now() - t);
      shown = products.nodes.length;
    }
    console.log(
      `${name}: median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms ` +
        `(${RUNS} runs, ${shown} cards)`,
    );
  }
} finally {
  await platform.close();
}
