#!/usr/bin/env node
/**
 * Search on the large catalogue (PLATFORM_CATALOGUE=large: 10,000 products in 50 collections):
 * how long `search` (a results page with its facets) and `predictiveSearch` take to answer, warm.
 * The platform runs in this process on a free port; each query goes over HTTP and is run RUNS
 * times after WARM_UP runs; the median and the slowest are printed.
 *
 *   node bench/search.mjs            # 20 runs a query
 *   RUNS=50 node bench/search.mjs
 */
import { tsImport } from 'tsx/esm/api';

const RUNS = Number(process.env.RUNS ?? 20);
const WARM_UP = 3;
const TOKEN = 'bench-token';

const SEARCH_PAGE = `query ($query: String!, $productFilters: [ProductFilter!], $sortKey: SearchSortKeys, $reverse: Boolean) {
  search(query: $query, first: 24, productFilters: $productFilters, sortKey: $sortKey, reverse: $reverse, types: [PRODUCT]) {
    totalCount
    nodes { ... on Product { id handle title availableForSale featuredImage { url altText width height } priceRange { minVariantPrice { amount currencyCode } } } }
    productFilters { id label type values { id label count input } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const PREDICTIVE = `query ($query: String!) {
  predictiveSearch(query: $query, limit: 10, limitScope: EACH) {
    products { id handle title } collections { handle title } pages { handle } articles { handle }
    queries { text styledText }
  }
}`;

const CASES = [
  ['search "coffee", RELEVANCE', SEARCH_PAGE, { query: 'coffee' }],
  [
    'search "coffee", 2 filters, PRICE',
    SEARCH_PAGE,
    {
      query: 'coffee',
      productFilters: [{ available: true }, { productVendor: 'Hillside Roasters' }],
      sortKey: 'PRICE',
    },
  ],
  [
    'search "tea OR milk -tag:organic", 1 filter, PRICE reversed',
    SEARCH_PAGE,
    {
      query: 'tea OR milk -tag:organic',
      productFilters: [{ price: { min: 2, max: 15 } }],
      sortKey: 'PRICE',
      reverse: true,
    },
  ],
  ['search with no match (10 kB query)', SEARCH_PAGE, { query: 'x'.repeat(10_000) }],
  ['predictiveSearch "cof"', PREDICTIVE, { query: 'cof' }],
  ['predictiveSearch "house ble"', PREDICTIVE, { query: 'house ble' }],
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function send(url, query, variables) {
  const response = await fetch(`${url}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

process.env.PLATFORM_CATALOGUE = 'large';
process.env.PLATFORM_STOREFRONT_TOKEN = TOKEN;
const { startPlatform } = await tsImport('../emulators/server.ts', import.meta.url);
const platform = await startPlatform({ port: 0, log: { info() {}, error: console.error } });

try {
  for (const [name, query, variables] of CASES) {
    const times = [];
    let found = '';
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const t = performance.now();
      const data = await send(platform.url, query, variables);
      if (run >= WARM_UP) times.push(performance.now() - t);
      found = data.search
        ? `${data.search.totalCount} results`
        : `${data.predictiveSearch.products.length} products, ${data.predictiveSearch.queries.length} suggestions`;
    }
    console.log(
      `${name}: median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms ` +
        `(${RUNS} runs, ${found})`,
    );
  }
} finally {
  await platform.close();
}
