/**
 * The cart engine against the local platform (emulators/, started in-process) through the real
 * lib/shopify cart API over HTTP. Requests are counted by operation name with a wrapping fetch.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { createRandom } from '@/emulators/faults';
import { CartEngine } from '@/lib/cart/engine';
import { cartLineMergeKey } from '@/lib/cart/rules';
import { createCartApi, type CartApi } from '@/lib/shopify/cart';
import { createStorefrontClient } from '@/lib/shopify/client';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { getProducts } from '@/lib/shopify/products';
import type { Cart, Variant } from '@/lib/shopify/types';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { watchIdle } from '../lib/cart/harness';

let platform: RunningPlatform;
let api: CartApi;
let catalogue: Variant[];
const operations: string[] = [];

async function admin(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${platform.url}/__admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`admin ${path}: ${response.status} ${await response.text()}`);
}

/** A request held before it reaches the platform, so the test knows it is in flight. */
interface Hold {
  /** Resolves when the engine has sent the request (it is now waiting for `release`). */
  started: Promise<void>;
  release: () => void;
}
const holds: { operation: string; onStart: () => void; gate: Promise<void> }[] = [];

/** Holds the next request of `operation` in flight until `release` is called. */
function holdNext(operation: string): Hold {
  let onStart!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => {
    onStart = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  holds.push({ operation, onStart, gate });
  return { started, release };
}

/** fetch that records the GraphQL operation name of every request (and applies holds). */
const countingFetch: typeof fetch = async (input, init) => {
  const body = typeof init?.body === 'string' ? init.body : '';
  const match = /(?:query|mutation)\s+(\w+)/.exec(
    (JSON.parse(body || '{}') as { query?: string }).query ?? '',
  );
  const operation = match?.[1] ?? 'unknown';
  operations.push(operation);
  const index = holds.findIndex((h) => h.operation === operation);
  const hold = index >= 0 ? holds.splice(index, 1)[0] : undefined;
  if (hold) {
    hold.onStart();
    await hold.gate;
  }
  return fetch(input, init);
};

const count = (name: string) => operations.filter((o) => o === name).length;
const MUTATIONS = [
  'CartCreate',
  'CartLinesAdd',
  'CartLinesUpdate',
  'CartLinesRemove',
  'CartDiscountCodesUpdate',
];
const mutationsSince = (from: number) =>
  operations.slice(from).filter((o) => MUTATIONS.includes(o));

/** Lines as comparable tuples: variant, quantity, plan; sorted so order differences don't matter. */
const summary = (cart: Cart | null) =>
  (cart?.lines ?? [])
    .map(
      (l) => `${l.merchandise.id}|${l.sellingPlanAllocation?.sellingPlan.id ?? '-'}|${l.quantity}`,
    )
    .sort();

/** Each engine's `idle` (tests/lib/cart/harness.ts): resolves once nothing is queued or in flight. */
const idleOf = new WeakMap<CartEngine, () => Promise<void>>();
const idle = (engine: CartEngine) => idleOf.get(engine)?.() ?? Promise.resolve();

function newEngine(options: { coalesceMs?: number; random?: () => number } = {}): CartEngine {
  const engine = new CartEngine({ api, storage: createMemoryStorage(), ...options });
  idleOf.set(engine, watchIdle(engine));
  return engine;
}

function variantBySku(sku: string): Variant {
  const variant = catalogue.find((v) => v.sku === sku);
  if (!variant) throw new Error(`no variant ${sku} in the catalogue`);
  return variant;
}

beforeAll(async () => {
  platform = await startPlatform({
    port: 0,
    env: {},
    seed: 20240601,
    log: { info: () => {}, error: () => {} },
  });
  const client = createStorefrontClient({
    endpoint: `${platform.url}/api/2023-10/graphql.json`,
    token: 'demo-storefront-token',
    fetch: countingFetch,
  });
  api = createCartApi(client);
  const products = await getProducts({ first: 50 }, client);
  catalogue = products.flatMap((p) => p.variants);
  expect(catalogue.length).toBeGreaterThanOrEqual(10);
});

afterAll(async () => {
  await platform?.close();
});

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await admin('reset');
  operations.length = 0;
  holds.length = 0;
});

describe('rapid increments against the platform', () => {
  // Deterministic by construction: clicks come in waves, each wave issued synchronously, and every
  // wave after the first only once the previous wave's update is known to be in flight (held at
  // the fetch until the next wave is in). So each wave is exactly one batch, whatever the timer
  // scheduling or machine speed. Click patterns spaced by wall-clock gaps belong in bench/.
  it.each([
    ['a burst of 20 clicks', [20], 0],
    ['1 click, then 19 while its update is in flight', [1, 19], 0],
    ['1 click, then 19 in flight, 100 ms platform latency', [1, 19], 100],
    ['three waves of 1, 9 and 10, each while the previous update is in flight', [1, 9, 10], 0],
    ['three waves of 6, 7 and 7 with 100 ms platform latency', [6, 7, 7], 100],
  ])(
    '%s end with exactly the intended quantity in at most 3 mutations',
    async (_, waves, latencyMs) => {
      const engine = newEngine();
      await engine.add({ variant: variantBySku('MOR-TEA-80'), quantity: 1 });
      await admin('faults', { latencyMs });
      const lineId = engine.getCart()?.lines[0]?.id ?? '';
      const from = operations.length;
      const clicks: Promise<unknown>[] = [];
      let inFlight: Hold | null = null;
      for (const [i, size] of waves.entries()) {
        const next = i < waves.length - 1 ? holdNext('CartLinesUpdate') : null;
        for (let c = 0; c < size; c += 1) clicks.push(engine.changeQuantity(lineId, 'increase'));
        inFlight?.release();
        if (next) await next.started;
        inFlight = next;
      }
      expect(engine.getCart()?.lines[0]?.quantity).toBe(21);
      await Promise.all(clicks);
      await idle(engine);
      await admin('faults', { latencyMs: 0 });
      const held = await api.getCart(engine.getCart()?.id ?? '');
      expect(held?.lines.map((l) => l.quantity)).toEqual([21]);
      expect(mutationsSince(from)).toEqual(waves.map(() => 'CartLinesUpdate'));
      expect(mutationsSince(from).length).toBeLessThanOrEqual(3);
    },
    15_000,
  );
});

describe('a random session at a 30 % failure rate', () => {
  /** Purchase options the session picks from: one-time and subscription lines (≤ 10 lines: SPEC §9 reads 10). */
  function options(): { variant: Variant; sellingPlanId: string | null }[] {
    const picks: { variant: Variant; sellingPlanId: string | null }[] = [];
    for (const variant of catalogue) {
      picks.push({ variant, sellingPlanId: null });
      const plan = variant.sellingPlanAllocations[0]?.sellingPlan.id;
      if (plan) picks.push({ variant, sellingPlanId: plan });
    }
    return picks.slice(0, 9);
  }

  /** With the queue empty, what the engine shows must be what the platform holds. */
  async function checkpoint(engine: CartEngine): Promise<void> {
    const believed = engine.getCart();
    if (!believed?.id) return;
    await admin('faults', { errorRate: 0 });
    const held = await api.getCart(believed.id);
    await admin('faults', { errorRate: 0.3 });
    expect(summary(held)).toEqual(summary(believed));
  }

  it.each([[1], [7], [42], [2024], [99]])(
    'seed %i: after 50 operations the platform holds what the engine believes',
    async (seed) => {
      const random = createRandom(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
      const choices = options();
      const engine = newEngine({ coalesceMs: 20, random });
      const settled: Promise<unknown>[] = [];
      let failures = 0;
      await admin('faults', { errorRate: 0.3 });

      for (let i = 0; i < 50; i += 1) {
        const lines = engine.getCart()?.lines ?? [];
        const roll = random();
        let action: Promise<{ ok: boolean }>;
        if (roll < 0.35 || lines.length === 0) {
          const choice = pick(choices);
          action = engine.add({
            variant: choice.variant,
            quantity: 1 + Math.floor(random() * 3),
            sellingPlanId: choice.sellingPlanId,
          });
        } else if (roll < 0.6) {
          action = engine.changeQuantity(pick(lines).id, 'increase');
        } else if (roll < 0.8) {
          action = engine.changeQuantity(pick(lines).id, 'decrease');
        } else if (roll < 0.93) {
          action = engine.removeLine(pick(lines).id);
        } else {
          action = engine.applyDiscountCode(pick(['WELCOME15', 'NOT-A-CODE']));
        }
        settled.push(action.then((o) => void (o.ok ? 0 : (failures += 1))));
        // Sometimes wait for the queue (and check belief against the platform), sometimes keep
        // clicking while requests are in flight.
        if (random() < 0.3) {
          await idle(engine);
          await checkpoint(engine);
        } else if (random() < 0.3)
          await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 30)));
      }
      await Promise.all(settled);
      await idle(engine);
      await admin('faults', { errorRate: 0 });

      const believed = engine.getCart();
      expect(believed).not.toBeNull();
      const held = await api.getCart(believed?.id ?? '');
      expect(summary(held)).toEqual(summary(believed));
      expect(held?.discountCodes).toEqual(believed?.discountCodes);
      // No line duplicated: every merge key appears once.
      const keys = (held?.lines ?? []).map(cartLineMergeKey);
      expect(new Set(keys).size).toBe(keys.length);
      // The faults really fired, and the engine really did something.
      expect(failures).toBeGreaterThan(0);
      expect(count('CartLinesAdd')).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe('expiry against the platform', () => {
  it('a stored cart the platform has expired comes back as a new cart with the same lines', async () => {
    const storage = createMemoryStorage();
    const first = new CartEngine({ api, storage, coalesceMs: 0 });
    const tea = variantBySku('MOR-TEA-80');
    const coffee = catalogue.find((v) => v.sellingPlanAllocations.length > 0) as Variant;
    await first.add({ variant: tea, quantity: 2 });
    await first.add({
      variant: coffee,
      quantity: 1,
      sellingPlanId: coffee.sellingPlanAllocations[0]?.sellingPlan.id ?? null,
    });
    const before = first.getCart();
    await admin('expire-carts');

    // A new page load: a fresh engine over the same storage.
    const second = new CartEngine({ api, storage, coalesceMs: 0 });
    second.loadStored();
    const outcome = await second.init();
    expect(outcome.ok).toBe(true);
    expect(outcome.cart?.id).not.toBe(before?.id);
    expect(summary(outcome.cart)).toEqual(summary(before));
    expect(summary(await api.getCart(outcome.cart?.id ?? ''))).toEqual(summary(before));
  });

  it('a cart checked out (marked, then null) is followed by an empty cart on the next load', async () => {
    const storage = createMemoryStorage({ discountCode: 'WELCOME15' });
    const first = new CartEngine({ api, storage, coalesceMs: 0 });
    await first.add({ variant: variantBySku('MOR-TEA-80'), quantity: 2 });
    const bought = first.getCart()?.id;
    first.markCheckoutStarted();
    // The order is placed: the platform answers cart: null for it from now on.
    await admin('expire-carts');

    const second = new CartEngine({ api, storage, coalesceMs: 0 });
    second.loadStored();
    const outcome = await second.init();
    expect(outcome.ok).toBe(true);
    expect(outcome.cart?.id).not.toBe(bought);
    expect(summary(await api.getCart(outcome.cart?.id ?? ''))).toEqual([]);
    expect(storage.getItem('checkoutStartedCartId')).toBeNull();
    expect(storage.getItem('discountCode')).toBe('WELCOME15');
  });

  it('a stored cart with a malformed id does not break the cart: a new cart is created', async () => {
    const storage = createMemoryStorage();
    const first = new CartEngine({ api, storage, coalesceMs: 0 });
    await first.add({ variant: variantBySku('MOR-TEA-80'), quantity: 1 });
    const stored = JSON.parse(storage.getItem('shopifyCart') ?? 'null') as Cart;
    storage.setItem('shopifyCart', JSON.stringify({ ...stored, id: 'gid://shopify/Cart/bad id' }));

    const second = new CartEngine({ api, storage, coalesceMs: 0 });
    const outcome = await second.init();
    expect(outcome.ok).toBe(true);
    expect(await api.getCart(outcome.cart?.id ?? '')).not.toBeNull();
    const again = await second.add({
      variant: variantBySku('MOR-TEA-80'),
      quantity: 1,
    });
    expect(again.ok).toBe(true);
  });

  it("the platform's GraphQL error for a cart id counts as a missing cart (lines carried over)", async () => {
    const storage = createMemoryStorage();
    const first = new CartEngine({ api, storage, coalesceMs: 0 });
    const tea = variantBySku('MOR-TEA-80');
    await first.add({ variant: tea, quantity: 2 });
    const oldId = first.getCart()?.id;
    // The cart query for the stored id is answered with the platform's real "Invalid global id".
    const refusing: CartApi = {
      ...api,
      getCart: (id) => api.getCart(id === oldId ? 'gid://shopify/Cart/bad id' : id),
    };
    await expect(refusing.getCart(oldId ?? '')).rejects.toBeInstanceOf(StorefrontGraphQLError);

    const second = new CartEngine({ api: refusing, storage, coalesceMs: 0 });
    const outcome = await second.init();
    expect(outcome.ok).toBe(true);
    expect(outcome.cart?.id).not.toBe(oldId);
    expect(summary(await api.getCart(outcome.cart?.id ?? ''))).toEqual([`${tea.id}|-|2`]);
  });

  it('a mutation on an expired cart rebuilds it and applies the change', async () => {
    const engine = newEngine({ coalesceMs: 0 });
    const tea = variantBySku('MOR-TEA-80');
    await engine.add({ variant: tea, quantity: 1 });
    const lineId = engine.getCart()?.lines[0]?.id ?? '';
    const oldId = engine.getCart()?.id;
    await admin('faults', { cartExpiry: true });
    const outcome = await engine.changeQuantity(lineId, 'increase');
    expect(outcome).toMatchObject({ ok: true, recovered: true });
    expect(outcome.cart?.id).not.toBe(oldId);
    expect(summary(await api.getCart(outcome.cart?.id ?? ''))).toEqual([`${tea.id}|-|2`]);
  });
});
