/**
 * Cart benchmark (run by `npm run bench`, or `npx tsx bench/cart-bench.ts`).
 *
 * Against the local platform, started in-process on a free port, through the real lib/shopify
 * cart API over HTTP and the real shop store:
 *  1. add → optimistic state: time from calling `addToCart` until the store holds the new line
 *     (target < 16 ms, one frame), median and p95 over RUNS adds, on an idle queue and with a
 *     request already in flight;
 *  2. requests per click: 20 rapid "+" clicks on one line at several click spacings and platform
 *     latencies, counting the cart mutations the platform receives.
 *
 * Prints human-readable lines, then one JSON line, and writes bench/results/cart-bench.json.
 * Figures are reported, not asserted (STYLE §7: timings belong here, not in tests).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatform } from '@/emulators/server';
import { createCartApi } from '@/lib/shopify/cart';
import { createStorefrontClient } from '@/lib/shopify/client';
import { getProducts } from '@/lib/shopify/products';
import type { Variant } from '@/lib/shopify/types';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { configureShopStore, resetShopStore, useShopStore } from '@/stores/shop-store';

const RUNS = Number(process.env.CART_BENCH_RUNS ?? 200);
const CLICKS = 20;
const FRAME_MS = 16;
const MUTATIONS = new Set([
  'CartCreate',
  'CartLinesAdd',
  'CartLinesUpdate',
  'CartLinesRemove',
  'CartDiscountCodesUpdate',
]);

const operations: string[] = [];
const countingFetch: typeof fetch = async (input, init) => {
  const body = typeof init?.body === 'string' ? init.body : '{}';
  const query = (JSON.parse(body) as { query?: string }).query ?? '';
  operations.push(/(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'unknown');
  return fetch(input, init);
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves once the store has no cart action queued or in flight. */
const settled = () =>
  new Promise<void>((resolve) => {
    if (!useShopStore.getState().pending) return resolve();
    const stop = useShopStore.subscribe((s) => {
      if (s.pending) return;
      stop();
      resolve();
    });
  });

async function main(): Promise<void> {
  // The store logs refused/failed actions; none are expected here, and the figures are the output.
  const platform = await startPlatform({
    port: 0,
    env: {},
    log: { info: () => {}, error: (line) => console.error(line) },
  });
  const admin = (body: unknown) =>
    fetch(`${platform.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    const client = createStorefrontClient({
      endpoint: `${platform.url}/api/2023-10/graphql.json`,
      token: 'demo-storefront-token',
      fetch: countingFetch,
    });
    const api = createCartApi(client);
    // One-time purchasable variants without an A/B swap, so every add lands as asked.
    const variants: Variant[] = (await getProducts({ first: 50 }, client))
      .filter((p) => !p.requiresSellingPlan)
      .flatMap((p) => p.variants)
      .filter((v) => !v.custom.abTestSwapVariantId);
    const configure = (coalesceMs?: number) =>
      configureShopStore({
        api,
        storage: createMemoryStorage(),
        browser: false,
        ...(coalesceMs !== undefined ? { coalesceMs } : {}),
      });

    // ---- 1. add → optimistic state -----------------------------------------------------------
    async function measureAdds(runs: number, busy: boolean): Promise<number[]> {
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        configure();
        await useShopStore.getState().initCart();
        // A realistic drawer: a few lines already in the cart.
        for (let i = 0; i < 3; i += 1)
          await useShopStore.getState().addToCart({
            variant: variants[(run + i) % variants.length] as Variant,
            quantity: 1,
            replacement: null,
          });
        if (busy)
          void useShopStore.getState().addToCart({
            variant: variants[(run + 5) % variants.length] as Variant,
            quantity: 1,
            replacement: null,
          });
        const variant = variants[(run + 3) % variants.length] as Variant;
        let seenAt = Number.NaN;
        const unsubscribe = useShopStore.subscribe((s) => {
          if (Number.isNaN(seenAt) && s.products.some((p) => p.variantId === variant.shortId))
            seenAt = performance.now();
        });
        const start = performance.now();
        const done = useShopStore.getState().addToCart({ variant, quantity: 1, replacement: null });
        unsubscribe();
        samples.push(seenAt - start);
        await done;
        await settled();
      }
      resetShopStore();
      return samples.sort((a, b) => a - b);
    }

    // Warm up the JIT and the connection; those samples are dropped.
    await measureAdds(20, false);
    const idle = await measureAdds(RUNS, false);
    const busy = await measureAdds(RUNS, true);
    const optimistic = {
      runs: RUNS,
      targetMs: FRAME_MS,
      idleQueue: {
        medianMs: round(percentile(idle, 50)),
        p95Ms: round(percentile(idle, 95)),
        maxMs: round(idle.at(-1) ?? Number.NaN),
      },
      requestInFlight: {
        medianMs: round(percentile(busy, 50)),
        p95Ms: round(percentile(busy, 95)),
        maxMs: round(busy.at(-1) ?? Number.NaN),
      },
    };

    // ---- 2. requests per click -------------------------------------------------------------
    const patterns = [
      { name: 'burst (same tick)', gapMs: 0, latencyMs: 0 },
      { name: '30 ms apart', gapMs: 30, latencyMs: 0 },
      { name: '100 ms apart', gapMs: 100, latencyMs: 0 },
      { name: '250 ms apart', gapMs: 250, latencyMs: 0 },
      { name: '30 ms apart, 100 ms latency', gapMs: 30, latencyMs: 100 },
      { name: '100 ms apart, 100 ms latency', gapMs: 100, latencyMs: 100 },
    ];
    const coalescing: {
      pattern: string;
      gapMs: number;
      latencyMs: number;
      clicks: number;
      mutations: number;
      ratio: number;
      finalQuantity: number | null;
    }[] = [];
    for (const pattern of patterns) {
      configure();
      const tea = variants[0] as Variant;
      await useShopStore.getState().addToCart({ variant: tea, quantity: 1, replacement: null });
      await admin({ latencyMs: pattern.latencyMs });
      const lineId = useShopStore.getState().products[0]?.lineId ?? '';
      const from = operations.length;
      for (let i = 0; i < CLICKS; i += 1) {
        useShopStore.getState().updateLineQuantity(lineId, 'increase');
        if (pattern.gapMs > 0) await sleep(pattern.gapMs);
      }
      await settled();
      await admin({ latencyMs: 0 });
      const mutations = operations.slice(from).filter((o) => MUTATIONS.has(o)).length;
      const held = await api.getCart(useShopStore.getState().cart?.id ?? '');
      coalescing.push({
        pattern: pattern.name,
        gapMs: pattern.gapMs,
        latencyMs: pattern.latencyMs,
        clicks: CLICKS,
        mutations,
        ratio: round(mutations / CLICKS),
        finalQuantity: held?.lines[0]?.quantity ?? null,
      });
    }
    resetShopStore();

    // ---- report ------------------------------------------------------------------------------
    console.log(`cart: add → optimistic state over ${RUNS} adds (target < ${FRAME_MS} ms)`);
    console.log(
      `  idle queue:        median ${optimistic.idleQueue.medianMs} ms, p95 ${optimistic.idleQueue.p95Ms} ms, max ${optimistic.idleQueue.maxMs} ms`,
    );
    console.log(
      `  request in flight: median ${optimistic.requestInFlight.medianMs} ms, p95 ${optimistic.requestInFlight.p95Ms} ms, max ${optimistic.requestInFlight.maxMs} ms`,
    );
    console.log(
      `cart: requests sent per click, ${CLICKS} rapid "+" clicks on one line (default 150 ms coalescing window)`,
    );
    for (const c of coalescing) {
      console.log(
        `  ${c.pattern.padEnd(30)} ${c.mutations} mutation(s) / ${c.clicks} clicks = ${c.ratio}  (platform quantity ${c.finalQuantity}, expected ${CLICKS + 1})`,
      );
    }
    const summary = { bench: 'cart', optimisticAdd: optimistic, requestsPerClick: coalescing };
    console.log(JSON.stringify(summary));
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'cart-bench.json'), `${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await platform.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('cart bench failed:', error);
    process.exit(1);
  },
);
