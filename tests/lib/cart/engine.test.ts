import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CartEngineError,
  createCartEngine,
  type CartChangeMeta,
  type CartEngineOptions,
} from '@/lib/cart/engine';
import { isTempLineId } from '@/lib/cart/optimistic';
import { variantToAdd } from '@/lib/experiments/ab-swap';
import { StorefrontGraphQLError, StorefrontTransportError } from '@/lib/shopify/errors';
import type { Cart } from '@/lib/shopify/types';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { createFakeCartApi, type FakeCartApi } from './fake-cart-api';
import {
  ALL_VARIANTS,
  BREAKFAST_TEA,
  HOUSE_BLEND_250,
  OAT_NEW_RECIPE,
  OAT_ORIGINAL,
  PLAN_2_WEEKS,
  POUR_OVER,
} from './fixtures';
import { recordProductEvents, type TrackedEvent } from './product-events';

interface Harness {
  api: FakeCartApi;
  storage: ReturnType<typeof createMemoryStorage>;
  engine: ReturnType<typeof createCartEngine>;
  changes: { cart: Cart | null; meta: CartChangeMeta }[];
  tracked: TrackedEvent[];
}

function setup(
  options: Partial<CartEngineOptions> & {
    stored?: Record<string, string>;
    api?: FakeCartApi;
    record?: (tracked: TrackedEvent) => void;
  } = {},
): Harness {
  const api = options.api ?? createFakeCartApi(ALL_VARIANTS);
  const storage = createMemoryStorage(options.stored ?? {});
  const changes: Harness['changes'] = [];
  const tracked: Harness['tracked'] = [];
  const engine = createCartEngine({
    api,
    storage,
    coalesceMs: 0,
    onChange: (cart, meta) => changes.push({ cart, meta }),
    ...options,
  });
  // Tracking is a subscriber of the engine's confirmed-change events.
  recordProductEvents(engine.events, options.record ?? ((t) => void tracked.push(t)));
  return { api, storage, engine, changes, tracked };
}

const lineSummary = (cart: Cart | null) =>
  (cart?.lines ?? []).map(
    (l) => [l.merchandise.id, l.quantity, l.sellingPlanAllocation?.sellingPlan.id ?? null] as const,
  );

const storedCart = (storage: Harness['storage']): Cart | null => {
  const raw = storage.getItem('shopifyCart');
  return raw === null ? null : (JSON.parse(raw) as Cart);
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('initialisation (SPEC §4 cart lifecycle)', () => {
  it('nothing stored → a new cart is created and stored', async () => {
    const h = setup();
    const outcome = await h.engine.init();
    expect(outcome.ok).toBe(true);
    expect(h.api.names()).toEqual(['createCart']);
    expect(storedCart(h.storage)?.id).toBe(outcome.cart?.id);
  });

  it('a stored cart the platform still has is fetched by id and kept', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(existing) } });
    const outcome = await h.engine.init();
    expect(h.api.names()).toEqual(['getCart']);
    expect(h.api.calls[0]?.args).toEqual([existing.id]);
    expect(outcome.cart?.id).toBe(existing.id);
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });

  it('a stored cart the platform answers null for is replaced, its lines re-added (expiry recovery)', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([
      { variantId: HOUSE_BLEND_250.id, quantity: 2, sellingPlanId: PLAN_2_WEEKS },
      { variantId: BREAKFAST_TEA.id, quantity: 1 },
    ]);
    api.expire(old.id);
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(old) } });
    const outcome = await h.engine.init();
    expect(h.api.names()).toEqual(['getCart', 'createCart', 'addLines']);
    expect(outcome.cart?.id).not.toBe(old.id);
    expect(lineSummary(outcome.cart)).toEqual([
      [HOUSE_BLEND_250.id, 2, PLAN_2_WEEKS],
      [BREAKFAST_TEA.id, 1, null],
    ]);
    expect(lineSummary(h.api.peek(outcome.cart?.id ?? ''))).toEqual(lineSummary(outcome.cart));
    expect(storedCart(h.storage)?.id).toBe(outcome.cart?.id);
  });

  it('the view keeps showing the old lines while an expired cart is rebuilt', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 3 }]);
    api.expire(old.id);
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(old) } });
    h.engine.loadStored();
    await h.engine.init();
    for (const change of h.changes)
      expect(lineSummary(change.cart)).toEqual([[BREAKFAST_TEA.id, 3, null]]);
  });

  it('a line the platform refuses during recovery is dropped, the others survive', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    api.expire(old.id);
    const ghost = {
      ...old.lines[0]!,
      id: 'gid://shopify/CartLine/ghost',
      merchandise: { ...POUR_OVER, id: 'gid://shopify/ProductVariant/retired' },
    };
    const stored = { ...old, lines: [...old.lines, ghost] };
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(stored) } });
    const outcome = await h.engine.init();
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 1, null]]);
    expect(h.api.names()).toEqual(['getCart', 'createCart', 'addLines', 'addLines', 'addLines']);
  });

  it('a network failure while fetching keeps the stored cart (no new cart, nothing lost)', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.failNext('getCart');
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(existing) } });
    h.engine.loadStored();
    const outcome = await h.engine.init();
    expect(outcome.ok).toBe(false);
    expect(h.api.count('createCart')).toBe(0);
    expect(h.engine.getCart()?.id).toBe(existing.id);
    expect(storedCart(h.storage)?.id).toBe(existing.id);
  });

  it('failure half-way through a rebuild keeps the old cart stored, and the next try recovers', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.expire(old.id);
    api.failNext('addLines');
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(old) } });
    expect((await h.engine.init()).ok).toBe(false);
    expect(storedCart(h.storage)?.id).toBe(old.id);
    const retry = await h.engine.ensureCart();
    expect(retry.ok).toBe(true);
    expect(lineSummary(retry.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });

  it.each([
    ['invalid JSON', '{"id": "gid://shopify/Cart/x", '],
    ['a foreign object', '{"state":{"cart":null},"version":0}'],
    ['an array', '[1,2,3]'],
    ['a huge string', 'x'.repeat(600_000)],
  ])('%s in shopifyCart is discarded with a warning and a new cart created', async (_, raw) => {
    const h = setup({ stored: { shopifyCart: raw } });
    const outcome = await h.engine.init();
    expect(outcome.ok).toBe(true);
    expect(h.api.names()).toEqual(['createCart']);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('discarded "shopifyCart"'));
  });

  it('a damaged stored cart that still names a cart id is fetched by that id', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    const h = setup({
      api,
      stored: { shopifyCart: JSON.stringify({ id: existing.id, lines: { edges: [] } }) },
    });
    const outcome = await h.engine.init();
    expect(h.api.names()).toEqual(['getCart']);
    expect(outcome.cart?.id).toBe(existing.id);
  });

  it('a stored cart with an unreadable amount is not shown but fetched by its id', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    const damaged = {
      ...existing,
      cost: { ...existing.cost, totalAmount: { amount: 'six pounds', currencyCode: 'GBP' } },
    };
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(damaged) } });
    expect(h.engine.loadStored()).toBeNull();
    const outcome = await h.engine.init();
    expect(h.api.names()).toEqual(['getCart']);
    expect(outcome.cart?.cost.totalAmount).toEqual({ amount: '6.50', currencyCode: 'GBP' });
  });

  it('loadStored shows the stored cart without any request', () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(existing) } });
    expect(h.engine.loadStored()?.id).toBe(existing.id);
    expect(h.engine.getCart()?.id).toBe(existing.id);
    expect(h.api.calls).toHaveLength(0);
    expect(h.changes.at(-1)?.meta.reason).toBe('hydrate');
  });
});

describe('mutations replace the stored cart (SPEC §4)', () => {
  it('every returned cart is written to shopifyCart', async () => {
    const h = setup();
    await h.engine.init();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(lineSummary(storedCart(h.storage))).toEqual([[BREAKFAST_TEA.id, 1, null]]);
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    await h.engine.setQuantity(lineId, 4);
    expect(lineSummary(storedCart(h.storage))).toEqual([[BREAKFAST_TEA.id, 4, null]]);
    await h.engine.removeLine(lineId);
    expect(lineSummary(storedCart(h.storage))).toEqual([]);
  });

  it('an add before init creates the cart first, and shows the line at once', async () => {
    const h = setup();
    const pending = h.engine.add({ variant: BREAKFAST_TEA, quantity: 2 });
    expect(lineSummary(h.engine.getCart())).toEqual([[BREAKFAST_TEA.id, 2, null]]);
    await pending;
    expect(h.api.names()).toEqual(['createCart', 'addLines']);
  });

  it('a mutation answered without a cart because the cart is gone: new cart, old lines and the change carried over', async () => {
    const h = setup();
    await h.engine.init();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const oldId = h.engine.getCart()?.id ?? '';
    h.api.expire(oldId);
    const outcome = await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(outcome).toMatchObject({ ok: true, recovered: true });
    expect(outcome.cart?.id).not.toBe(oldId);
    expect(lineSummary(outcome.cart)).toEqual([
      [BREAKFAST_TEA.id, 1, null],
      [POUR_OVER.id, 1, null],
    ]);
    // SPEC §4: no cart back → a new cart at once (no re-read of the old one).
    expect(h.api.names().slice(-3)).toEqual(['addLines', 'createCart', 'addLines']);
  });

  it('a quantity change on a gone cart lands on the rebuilt cart with the new quantity', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    h.api.expire(h.engine.getCart()?.id ?? '');
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    const outcome = await h.engine.setQuantity(lineId, 3);
    expect(outcome.recovered).toBe(true);
    expect(lineSummary(h.api.peek(outcome.cart?.id ?? ''))).toEqual([[BREAKFAST_TEA.id, 3, null]]);
    // The old line id keeps working after the rebuild.
    await h.engine.changeQuantity(lineId, 'increase');
    expect(lineSummary(h.api.peek(outcome.cart?.id ?? ''))).toEqual([[BREAKFAST_TEA.id, 4, null]]);
  });

  it('refused input (userErrors) is reported and the platform cart kept', async () => {
    const h = setup();
    await h.engine.init();
    const bogus = { ...POUR_OVER, id: 'gid://shopify/ProductVariant/404' };
    const outcome = await h.engine.add({ variant: bogus, quantity: 1 });
    expect(outcome.ok).toBe(false);
    expect(outcome.userErrors[0]?.message).toMatch(/does not exist/);
    expect(lineSummary(h.engine.getCart())).toEqual([]);
    expect(h.api.count('createCart')).toBe(1);
  });
});

describe('single-flight queue and coalescing', () => {
  it('20 rapid increments become one absolute update with the final quantity', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    const before = h.api.calls.length;
    const clicks = Array.from({ length: 20 }, () => h.engine.changeQuantity(lineId, 'increase'));
    expect(h.engine.getCart()?.lines[0]?.quantity).toBe(21);
    await Promise.all(clicks);
    const sent = h.api.calls.slice(before);
    expect(sent.map((c) => c.name)).toEqual(['updateLines']);
    expect(sent[0]?.args[1]).toEqual([{ id: lineId, quantity: 21 }]);
    expect(h.api.peek(h.engine.getCart()?.id ?? '')?.lines[0]?.quantity).toBe(21);
  });

  it('clicks while a request is in flight coalesce into one follow-up request', async () => {
    const h = setup({ coalesceMs: 0 });
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    const release = h.api.hold();
    const first = h.engine.add({ variant: POUR_OVER, quantity: 1 });
    const clicks = Array.from({ length: 5 }, () => h.engine.changeQuantity(lineId, 'increase'));
    expect(h.api.calls.at(-1)?.name).toBe('addLines');
    release();
    await Promise.all([first, ...clicks]);
    expect(h.api.names().slice(-2)).toEqual(['addLines', 'updateLines']);
    expect(h.api.calls.at(-1)?.args[1]).toEqual([{ id: lineId, quantity: 6 }]);
  });

  it('a batch waits coalesceMs after the last click, but no longer than maxCoalesceMs', async () => {
    vi.useFakeTimers();
    const h = setup({ coalesceMs: 100, maxCoalesceMs: 250 });
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    const before = h.api.calls.length;
    void h.engine.changeQuantity(lineId, 'increase');
    await vi.advanceTimersByTimeAsync(80);
    void h.engine.changeQuantity(lineId, 'increase');
    await vi.advanceTimersByTimeAsync(80);
    expect(h.api.calls.length).toBe(before);
    void h.engine.changeQuantity(lineId, 'increase');
    await vi.advanceTimersByTimeAsync(95);
    // 255 ms after the first click: the cap has passed although the last click was 95 ms ago.
    expect(h.api.calls.slice(before).map((c) => c.name)).toEqual(['updateLines']);
    await h.engine.idle();
    expect(h.api.calls.at(-1)?.args[1]).toEqual([{ id: lineId, quantity: 4 }]);
  });

  it('clicks on two lines share one update', async () => {
    const h = setup();
    await h.engine.addLines([
      { variant: BREAKFAST_TEA, quantity: 1 },
      { variant: POUR_OVER, quantity: 1 },
    ]);
    const [a, b] = h.engine.getCart()?.lines ?? [];
    const before = h.api.calls.length;
    void h.engine.changeQuantity(a!.id, 'increase');
    void h.engine.changeQuantity(b!.id, 'increase');
    void h.engine.changeQuantity(b!.id, 'increase');
    await h.engine.flush();
    expect(h.api.calls.slice(before).map((c) => c.name)).toEqual(['updateLines']);
    expect(h.api.calls.at(-1)?.args[1]).toEqual([
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 3 },
    ]);
  });

  it('increase then decrease back to the same quantity sends nothing', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 2 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    const before = h.api.calls.length;
    void h.engine.changeQuantity(lineId, 'increase');
    void h.engine.changeQuantity(lineId, 'decrease');
    await h.engine.flush();
    expect(h.api.calls.length).toBe(before);
  });

  it.each([
    ['none', 3, 3],
    ['increase', 3, 4],
    ['decrease', 3, 2],
  ] as const)('quantity action %s on 3 → %i on the platform', async (action, start, expected) => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: start });
    const cart = h.engine.getCart();
    await h.engine.changeQuantity(cart?.lines[0]?.id ?? '', action);
    await h.engine.flush();
    expect(h.api.peek(cart?.id ?? '')?.lines[0]?.quantity).toBe(expected);
  });

  it('decreasing to 0 removes the line with cartLinesRemove', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    const pending = h.engine.changeQuantity(lineId, 'decrease');
    expect(h.engine.getCart()?.lines).toEqual([]);
    await pending;
    expect(h.api.calls.at(-1)).toMatchObject({
      name: 'removeLines',
      args: [expect.any(String), [lineId]],
    });
  });

  it('removing a line drops its waiting quantity change', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    const before = h.api.calls.length;
    void h.engine.changeQuantity(lineId, 'increase');
    await h.engine.removeLine(lineId);
    await h.engine.idle();
    expect(h.api.calls.slice(before).map((c) => c.name)).toEqual(['removeLines']);
  });

  it('two quick adds of the same variant show and end as one line', async () => {
    const h = setup();
    const first = h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const second = h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(lineSummary(h.engine.getCart())).toEqual([[BREAKFAST_TEA.id, 2, null]]);
    await Promise.all([first, second]);
    expect(lineSummary(h.engine.getCart())).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });

  it('the same variant once one-time and once on a plan stays two lines', async () => {
    const h = setup();
    void h.engine.add({ variant: HOUSE_BLEND_250, quantity: 1 });
    void h.engine.add({ variant: HOUSE_BLEND_250, quantity: 1, sellingPlanId: PLAN_2_WEEKS });
    expect(lineSummary(h.engine.getCart())).toEqual([
      [HOUSE_BLEND_250.id, 1, null],
      [HOUSE_BLEND_250.id, 1, PLAN_2_WEEKS],
    ]);
    await h.engine.idle();
    expect(lineSummary(h.engine.getCart())).toEqual([
      [HOUSE_BLEND_250.id, 1, null],
      [HOUSE_BLEND_250.id, 1, PLAN_2_WEEKS],
    ]);
  });

  it('clicking + on a line that is still being added applies to the real line afterwards', async () => {
    const h = setup();
    await h.engine.init();
    const release = h.api.hold();
    const adding = h.engine.add({ variant: POUR_OVER, quantity: 1 });
    const tempId = h.engine.getCart()?.lines[0]?.id ?? '';
    expect(isTempLineId(tempId)).toBe(true);
    const click = h.engine.changeQuantity(tempId, 'increase');
    expect(h.engine.getCart()?.lines[0]?.quantity).toBe(2);
    release();
    await Promise.all([adding, click]);
    expect(lineSummary(h.api.peek(h.engine.getCart()?.id ?? ''))).toEqual([
      [POUR_OVER.id, 2, null],
    ]);
    expect(isTempLineId(h.engine.getCart()?.lines[0]?.id ?? '')).toBe(false);
  });

  it('one request in flight at a time', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const fake = createFakeCartApi(ALL_VARIANTS);
    const api = new Proxy(fake, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (
          typeof value !== 'function' ||
          ![
            'createCart',
            'getCart',
            'addLines',
            'updateLines',
            'removeLines',
            'updateDiscountCodes',
          ].includes(String(prop))
        )
          return value;
        return async (...args: unknown[]) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            inFlight -= 1;
          }
        };
      },
    });
    const h = setup({ api });
    void h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    void h.engine.add({ variant: POUR_OVER, quantity: 1 });
    void h.engine.applyDiscountCode('WELCOME15');
    void h.engine.add({ variant: HOUSE_BLEND_250, quantity: 2 });
    await h.engine.idle();
    expect(maxInFlight).toBe(1);
    expect(lineSummary(h.engine.getCart())).toHaveLength(3);
  });
});

describe('rollback', () => {
  it.each([
    ['add', async (h: Harness) => h.engine.add({ variant: POUR_OVER, quantity: 1 }), 'addLines'],
    [
      'increase',
      async (h: Harness) =>
        h.engine.changeQuantity(h.engine.getCart()?.lines[0]?.id ?? '', 'increase'),
      'updateLines',
    ],
    [
      'decrease',
      async (h: Harness) =>
        h.engine.changeQuantity(h.engine.getCart()?.lines[0]?.id ?? '', 'decrease'),
      'updateLines',
    ],
    [
      'remove',
      async (h: Harness) => h.engine.removeLine(h.engine.getCart()?.lines[0]?.id ?? ''),
      'removeLines',
    ],
  ] as const)('a failed %s rolls the view back to the platform cart', async (_, act, call) => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 2 });
    const before = lineSummary(h.engine.getCart());
    h.api.failNext(call);
    const pending = act(h);
    expect(lineSummary(h.engine.getCart())).not.toEqual(before);
    const outcome = await pending;
    await h.engine.idle();
    expect(outcome.ok).toBe(false);
    expect(outcome.error?.operation).toBeDefined();
    expect(lineSummary(h.engine.getCart())).toEqual(before);
    expect(lineSummary(h.api.peek(h.engine.getCart()?.id ?? ''))).toEqual(before);
    expect(h.changes.some((c) => c.meta.reason === 'rollback' && c.meta.error)).toBe(true);
  });

  it('a cart answered with an unreadable amount is refused, never shown or stored', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const addLines = h.api.addLines.bind(h.api);
    h.api.addLines = async (cartId, lines) => {
      const result = await addLines(cartId, lines);
      const cart = result.cart && {
        ...result.cart,
        cost: { ...result.cart.cost, totalAmount: { amount: 'NaN', currencyCode: 'GBP' } },
      };
      return { ...result, cart };
    };
    const outcome = await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    await h.engine.idle();
    expect(outcome.ok).toBe(false);
    expect(JSON.stringify(h.changes.map((c) => c.cart))).not.toContain('NaN');
    // The add did reach the platform: the re-read after the failure shows it, once.
    expect(lineSummary(h.engine.getCart())).toEqual([
      [BREAKFAST_TEA.id, 1, null],
      [POUR_OVER.id, 1, null],
    ]);
    expect(storedCart(h.storage)).toEqual(h.engine.getCart());
  });

  it('a later action queued behind a failed one still lands', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    h.api.failNext('addLines');
    const failing = h.engine.add({ variant: POUR_OVER, quantity: 1 });
    const next = h.engine.add({ variant: HOUSE_BLEND_250, quantity: 1 });
    expect(lineSummary(h.engine.getCart())).toHaveLength(3);
    expect((await failing).ok).toBe(false);
    expect((await next).ok).toBe(true);
    expect(lineSummary(h.engine.getCart())).toEqual([
      [BREAKFAST_TEA.id, 1, null],
      [HOUSE_BLEND_250.id, 1, null],
    ]);
  });

  it('clicks queued on a line whose add failed are dropped, not sent', async () => {
    const h = setup();
    await h.engine.init();
    h.api.failNext('addLines');
    const adding = h.engine.add({ variant: POUR_OVER, quantity: 1 });
    const tempId = h.engine.getCart()?.lines[0]?.id ?? '';
    const click = h.engine.changeQuantity(tempId, 'increase');
    await Promise.all([adding, click]);
    expect(h.api.count('updateLines')).toBe(0);
    expect(h.engine.getCart()?.lines).toEqual([]);
  });

  it('after a failure the cart is re-read, so a change the platform made anyway shows', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const cartId = h.engine.getCart()?.id ?? '';
    // Simulate a lost response: the platform applies the add, the answer never arrives.
    const realAdd = h.api.addLines.bind(h.api);
    h.api.addLines = async (id, lines) => {
      await realAdd(id, lines);
      throw new Error('connection reset');
    };
    await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(lineSummary(h.engine.getCart())).toEqual(lineSummary(h.api.peek(cartId)));
  });
});

describe('discount code (SPEC §4)', () => {
  it('applying a code saves it as a plain string and applies it', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const outcome = await h.engine.applyDiscountCode(' WELCOME15 ');
    expect(h.storage.getItem('discountCode')).toBe('WELCOME15');
    expect(outcome.cart?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
  });

  it('the code is saved even when the platform call fails', async () => {
    const h = setup();
    await h.engine.init();
    h.api.failNext('updateDiscountCodes');
    await h.engine.applyDiscountCode('WELCOME15');
    expect(h.storage.getItem('discountCode')).toBe('WELCOME15');
  });

  it.each([
    ['saved code, nothing applied → re-applied', { discountCode: 'WELCOME15' }, [] as string[], 1],
    ['no saved code → not re-applied', {}, [] as string[], 0],
    ['code already applied → not re-applied', { discountCode: 'WELCOME15' }, ['WELCOME15'], 0],
    [
      'saved code not applicable stays re-applied on each add',
      { discountCode: 'NOPE' },
      [] as string[],
      1,
    ],
  ])('after an add: %s', async (_, stored, preApplied, expectedCalls) => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    if (preApplied.length > 0) await api.updateDiscountCodes(existing.id, preApplied);
    const h = setup({
      api,
      stored: { ...stored, shopifyCart: JSON.stringify(api.peek(existing.id)) },
    });
    await h.engine.init();
    const before = h.api.count('updateDiscountCodes');
    await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(h.api.count('updateDiscountCodes') - before).toBe(expectedCalls);
  });

  it('re-applying makes the cart discounted after the first add', async () => {
    const h = setup({ stored: { discountCode: 'WELCOME15' } });
    const outcome = await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(outcome.cart?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
    expect(storedCart(h.storage)?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
  });

  it('quantity changes and removals do not re-apply', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 2 });
    h.storage.setItem('discountCode', 'WELCOME15');
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    await h.engine.changeQuantity(lineId, 'increase');
    await h.engine.removeLine(lineId);
    expect(h.api.count('updateDiscountCodes')).toBe(0);
  });

  it('a failed re-apply does not fail the add', async () => {
    const h = setup({ stored: { discountCode: 'WELCOME15' } });
    h.api.failNext('updateDiscountCodes');
    const outcome = await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(outcome.ok).toBe(true);
    expect(lineSummary(outcome.cart)).toEqual([[POUR_OVER.id, 1, null]]);
  });
});

describe('A/B replacement on add (SPEC §4, decided by variantToAdd)', () => {
  it.each([
    [
      'draw at or below the chance, replacement not in cart → replacement added',
      0.3,
      [],
      OAT_NEW_RECIPE.id,
    ],
    ['draw above the chance → chosen added', 0.7, [], OAT_ORIGINAL.id],
    ['replacement already in cart → chosen added', 0.3, [OAT_NEW_RECIPE.id], OAT_ORIGINAL.id],
  ])('%s', async (_, draw, inCart, expectedId) => {
    const h = setup();
    for (const id of inCart)
      await h.engine.addLines([
        { variant: id === OAT_NEW_RECIPE.id ? OAT_NEW_RECIPE : OAT_ORIGINAL, quantity: 1 },
      ]);
    const before = h.api.calls.length;
    const lines = h.engine.getCart()?.lines ?? [];
    await h.engine.add({
      variant: variantToAdd(OAT_ORIGINAL, undefined, lines, () => draw),
      quantity: 1,
    });
    const added = h.api.calls.slice(before).find((c) => c.name === 'addLines');
    expect((added?.args[1] as { merchandiseId: string }[])[0]?.merchandiseId).toBe(expectedId);
  });

  it('a replacement passed by the UI is used without drawing', async () => {
    const random = vi.fn(() => 0.99);
    const h = setup();
    const variant = variantToAdd(OAT_ORIGINAL, OAT_NEW_RECIPE, [], random);
    await h.engine.add({ variant, quantity: 1 });
    expect(random).not.toHaveBeenCalled();
    expect(lineSummary(h.engine.getCart())).toEqual([[OAT_NEW_RECIPE.id, 1, null]]);
  });

  it('replacement null from the UI means no swap', async () => {
    const h = setup();
    await h.engine.add({ variant: variantToAdd(OAT_ORIGINAL, null, [], () => 0), quantity: 1 });
    expect(lineSummary(h.engine.getCart())).toEqual([[OAT_ORIGINAL.id, 1, null]]);
  });
});

describe('tracking (SPEC §7)', () => {
  it('an add emits Product Added with the SPEC payload', async () => {
    const h = setup({ stored: { discountCode: 'WELCOME15' } });
    await h.engine.add({ variant: HOUSE_BLEND_250, quantity: 3 });
    expect(h.tracked).toEqual([
      {
        event: 'Product Added',
        payload: {
          name: 'House Blend Coffee Beans',
          product_id: '8800000001',
          url: '/products/house-blend-coffee',
          price: 9.5,
          value: 28.5,
          image_url: '/images/products/house-blend-coffee-1.webp',
          currency: 'GBP',
          quantity: 3,
          variant: '250 g',
          sku: 'MOR-HB-250',
          category: 'Coffee',
          coupon: 'WELCOME15',
          shopifyCartId: h.engine.getCart()?.id,
        },
      },
    ]);
  });

  it('a subscription add reports the plan price', async () => {
    const h = setup();
    await h.engine.add({ variant: HOUSE_BLEND_250, quantity: 2, sellingPlanId: PLAN_2_WEEKS });
    expect(h.tracked[0]?.payload).toMatchObject({ price: 8.55, value: 17.1, coupon: null });
  });

  it('remove and decrease-to-zero emit Product Removed with the removed quantity', async () => {
    const h = setup();
    await h.engine.addLines([
      { variant: BREAKFAST_TEA, quantity: 2 },
      { variant: POUR_OVER, quantity: 1 },
    ]);
    const [tea, pourOver] = h.engine.getCart()?.lines ?? [];
    await h.engine.removeLine(tea!.id);
    await h.engine.changeQuantity(pourOver!.id, 'decrease');
    expect(
      h.tracked
        .filter((t) => t.event === 'Product Removed')
        .map((t) => [t.payload.name, t.payload.quantity, t.payload.value]),
    ).toEqual([
      ['Organic Breakfast Tea', 2, 13],
      ['Ceramic Pour-Over Dripper', 1, 28],
    ]);
  });

  it('failed actions emit nothing', async () => {
    const h = setup();
    h.api.failNext('addLines');
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(h.tracked).toEqual([]);
  });

  it('a throwing subscriber is logged and ignored', async () => {
    const h = setup({
      record: () => {
        throw new Error('segment down');
      },
    });
    const outcome = await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(outcome.ok).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('line-added'),
      expect.objectContaining({ message: 'segment down' }),
    );
  });
});

describe('attributes, adopt and other tabs', () => {
  it('updateAttributes ensures a cart exists, then pushes the attributes', async () => {
    const h = setup();
    await h.engine.updateAttributes([{ key: 'segmentUserId', value: 'anon-1' }]);
    expect(h.api.names()).toEqual(['createCart', 'updateAttributes']);
    expect(h.api.peek(h.engine.getCart()?.id ?? '')?.attributes).toEqual([
      { key: 'segmentUserId', value: 'anon-1' },
    ]);
  });

  it.each([
    ['an existing cart is adopted and stored', true, true],
    ['an unknown id is refused and the current cart kept', false, false],
  ])('adoptCart: %s', async (_, exists, ok) => {
    const h = setup();
    await h.engine.init();
    const mine = h.engine.getCart()?.id;
    const other = h.api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    if (!exists) h.api.expire(other.id);
    const outcome = await h.engine.adoptCart(other.id);
    expect(outcome.ok).toBe(ok);
    expect(h.engine.getCart()?.id).toBe(exists ? other.id : mine);
    expect(storedCart(h.storage)?.id).toBe(exists ? other.id : mine);
  });

  it('a cart from another tab replaces the view once, then duplicates are ignored', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const id = h.engine.getCart()?.id ?? '';
    await h.api.addLines(id, [{ merchandiseId: POUR_OVER.id, quantity: 1 }]);
    const theirs = h.api.peek(id) as Cart;
    const count = h.changes.length;
    h.engine.receiveExternalCart(theirs);
    h.engine.receiveExternalCart(structuredClone(theirs));
    expect(h.changes.length).toBe(count + 1);
    expect(h.changes.at(-1)?.meta.reason).toBe('external');
    expect(lineSummary(h.engine.getCart())).toEqual([
      [BREAKFAST_TEA.id, 1, null],
      [POUR_OVER.id, 1, null],
    ]);
  });

  it('onPersist hears each newly stored cart', async () => {
    const h = setup();
    const heard: string[] = [];
    const stop = h.engine.onPersist((cart) =>
      heard.push(cart.lines.map((l) => l.quantity).join(',')),
    );
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    stop();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(heard).toEqual(['', '1']);
  });
});

describe('a checked-out cart is not rebuilt (checkout marker)', () => {
  it('markCheckoutStarted records the current cart id under checkoutStartedCartId', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    h.engine.markCheckoutStarted();
    expect(h.storage.getItem('checkoutStartedCartId')).toBe(h.engine.getCart()?.id);
  });

  it('checkout started, then the cart reads null → a new EMPTY cart; discountCode kept; marker cleared', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const bought = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    const h = setup({
      api,
      stored: { shopifyCart: JSON.stringify(bought), discountCode: 'WELCOME15' },
    });
    h.engine.loadStored();
    h.engine.markCheckoutStarted();
    api.expire(bought.id); // the order was placed: the platform answers cart: null
    const outcome = await h.engine.init();
    expect(outcome.ok).toBe(true);
    expect(h.api.names()).toEqual(['getCart', 'createCart']);
    expect(outcome.cart?.id).not.toBe(bought.id);
    expect(lineSummary(outcome.cart)).toEqual([]);
    expect(storedCart(h.storage)?.id).toBe(outcome.cart?.id);
    expect(h.storage.getItem('discountCode')).toBe('WELCOME15');
    expect(h.storage.getItem('checkoutStartedCartId')).toBeNull();
  });

  it('the marker survives a reload (it is read from storage, not memory)', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const bought = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    const stored = { shopifyCart: JSON.stringify(bought), checkoutStartedCartId: bought.id };
    api.expire(bought.id);
    const h = setup({ api, stored });
    const outcome = await h.engine.init();
    expect(lineSummary(outcome.cart)).toEqual([]);
  });

  it('an add after checkout (the mutation returns no cart) lands alone in a new cart', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 2 });
    const bought = h.engine.getCart()?.id ?? '';
    h.engine.markCheckoutStarted();
    h.api.expire(bought);
    const outcome = await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(outcome.ok).toBe(true);
    expect(outcome.cart?.id).not.toBe(bought);
    expect(lineSummary(outcome.cart)).toEqual([[POUR_OVER.id, 1, null]]);
    expect(lineSummary(h.api.peek(outcome.cart?.id ?? ''))).toEqual([[POUR_OVER.id, 1, null]]);
    expect(h.storage.getItem('checkoutStartedCartId')).toBeNull();
  });

  it('a marker for another cart does not stop an expired cart carrying its lines over', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.expire(old.id);
    const h = setup({
      api,
      stored: {
        shopifyCart: JSON.stringify(old),
        checkoutStartedCartId: 'gid://shopify/Cart/some-other-cart',
      },
    });
    const outcome = await h.engine.init();
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });

  it('a cart that still exists after checkout started is kept with its lines', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 2 });
    h.engine.markCheckoutStarted(); // the shopper came back without paying
    const outcome = await h.engine.ensureCart();
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });

  it('if creating the new cart fails, the marker is kept for the retry', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const bought = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.expire(bought.id);
    api.failNext('createCart');
    const h = setup({
      api,
      stored: { shopifyCart: JSON.stringify(bought), checkoutStartedCartId: bought.id },
    });
    expect((await h.engine.init()).ok).toBe(false);
    expect(h.storage.getItem('checkoutStartedCartId')).toBe(bought.id);
    const retry = await h.engine.ensureCart();
    expect(lineSummary(retry.cart)).toEqual([]);
    expect(h.storage.getItem('checkoutStartedCartId')).toBeNull();
  });
});

describe('a stored cart id the platform cannot read', () => {
  it('a malformed stored id is discarded without a request and a new cart created', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    const broken = { ...existing, id: 'gid://shopify/Cart/bad id' };
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(broken) } });
    const outcome = await h.engine.init();
    expect(outcome.ok).toBe(true);
    expect(h.api.names()).toEqual(['createCart']);
    expect(storedCart(h.storage)?.id).toBe(outcome.cart?.id);
  });

  it('a GraphQL error from the cart query counts as a missing cart: new cart, lines carried over', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.failNext(
      'getCart',
      1,
      () =>
        new StorefrontGraphQLError('Storefront Cart returned GraphQL errors: Invalid global id', {
          operation: 'Cart',
          errors: [{ message: 'Invalid global id' }],
        }),
    );
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(existing) } });
    const outcome = await h.engine.init();
    expect(outcome.ok).toBe(true);
    expect(outcome.cart?.id).not.toBe(existing.id);
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
    expect(storedCart(h.storage)?.id).toBe(outcome.cart?.id);
  });

  it('a transport error from the cart query keeps the stored cart', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const existing = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.failNext(
      'getCart',
      1,
      () =>
        new StorefrontTransportError('Storefront Cart failed with HTTP 503', {
          operation: 'Cart',
          status: 503,
        }),
    );
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(existing) } });
    const outcome = await h.engine.init();
    expect(outcome.ok).toBe(false);
    expect(h.api.count('createCart')).toBe(0);
    expect(storedCart(h.storage)?.id).toBe(existing.id);
  });
});

describe('an add refused while rebuilding an expired cart', () => {
  const RETIRED = { ...POUR_OVER, id: 'gid://shopify/ProductVariant/retired', sku: 'MOR-RETIRED' };

  it('is reported as a failure with the platform userErrors, and not tracked', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    h.api.expire(h.engine.getCart()?.id ?? '');
    h.tracked.length = 0;
    const outcome = await h.engine.add({ variant: RETIRED, quantity: 1 });
    expect(outcome.ok).toBe(false);
    expect(outcome.recovered).toBe(true);
    expect(outcome.userErrors.map((e) => e.message)).toEqual([
      'Merchandise gid://shopify/ProductVariant/retired does not exist',
    ]);
    expect(outcome.error?.userErrors).toEqual(outcome.userErrors);
    // The shopper's other lines were still carried over to the new cart.
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 1, null]]);
    expect(h.tracked).toEqual([]);
  });

  it('in a multi-line add only the lines that landed are tracked', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    h.api.expire(h.engine.getCart()?.id ?? '');
    h.tracked.length = 0;
    const outcome = await h.engine.addLines([
      { variant: RETIRED, quantity: 1 },
      { variant: HOUSE_BLEND_250, quantity: 2 },
    ]);
    expect(outcome.ok).toBe(false);
    expect(h.tracked.map((t) => [t.event, t.payload.sku, t.payload.quantity])).toEqual([
      ['Product Added', 'MOR-HB-250', 2],
    ]);
  });

  it('a refused old line is not blamed on the add', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 1 }]);
    const ghost = { ...old.lines[0]!, id: 'gid://shopify/CartLine/ghost', merchandise: RETIRED };
    const h = setup({
      api,
      stored: { shopifyCart: JSON.stringify({ ...old, lines: [...old.lines, ghost] }) },
    });
    h.engine.loadStored();
    api.expire(old.id);
    // Not yet verified in this page, so the add reads the cart first and rebuilds it.
    const outcome = await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(outcome.ok).toBe(true);
    expect(lineSummary(outcome.cart)).toEqual([
      [BREAKFAST_TEA.id, 1, null],
      [POUR_OVER.id, 1, null],
    ]);
  });
});

describe('Product Added describes the variant that landed', () => {
  it('with a drawn A/B swap known only by id, the event names the swapped variant', async () => {
    const h = setup();
    await h.engine.add({
      variant: variantToAdd(OAT_ORIGINAL, undefined, [], () => 0.1),
      quantity: 1,
    });
    expect(lineSummary(h.engine.getCart())).toEqual([[OAT_NEW_RECIPE.id, 1, null]]);
    expect(h.tracked.map((t) => [t.payload.variant, t.payload.sku])).toEqual([
      ['New Recipe', 'MOR-OAT-NEW'],
    ]);
  });

  it('the event carries the platform line merchandise, not the client copy', async () => {
    const h = setup();
    const stale = { ...BREAKFAST_TEA, sku: 'OLD-SKU', title: 'Old title' };
    await h.engine.add({ variant: stale, quantity: 1 });
    expect(h.tracked[0]?.payload).toMatchObject({ sku: 'MOR-BT-80', variant: '80 bags' });
  });
});

describe('attribute sync checks the cart exists first (SPEC §4)', () => {
  it('on an expired cart, the cart is recovered and the attributes land on the new cart', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const oldId = h.engine.getCart()?.id ?? '';
    h.api.expire(oldId);
    const before = h.api.calls.length;
    const outcome = await h.engine.updateAttributes([{ key: 'segmentUserId', value: 'anon-2' }]);
    expect(outcome.ok).toBe(true);
    const newId = h.engine.getCart()?.id ?? '';
    expect(newId).not.toBe(oldId);
    expect(h.api.names().slice(before)).toEqual([
      'getCart',
      'createCart',
      'addLines',
      'updateAttributes',
    ]);
    expect(h.api.calls.at(-1)?.args[0]).toBe(newId);
    expect(h.api.peek(newId)?.attributes).toEqual([{ key: 'segmentUserId', value: 'anon-2' }]);
    expect(lineSummary(h.api.peek(newId))).toEqual([[BREAKFAST_TEA.id, 1, null]]);
  });
});

describe('SPEC §4 literal: no cart back → a new cart; a cart read as null is removed', () => {
  it('a mutation that returns no cart creates a new cart at once (no re-read), carrying the lines', async () => {
    const h = setup();
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const oldId = h.engine.getCart()?.id ?? '';
    const realAdd = h.api.addLines.bind(h.api);
    let first = true;
    h.api.addLines = async (id, lines) => {
      if (first) {
        first = false;
        h.api.calls.push({ name: 'addLines', args: [id, lines] });
        return { cart: null, userErrors: [] };
      }
      return realAdd(id, lines);
    };
    const before = h.api.calls.length;
    const outcome = await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(outcome).toMatchObject({ ok: true, recovered: true });
    expect(h.api.names().slice(before)).toEqual(['addLines', 'createCart', 'addLines']);
    expect(outcome.cart?.id).not.toBe(oldId);
    expect(lineSummary(outcome.cart)).toEqual([
      [BREAKFAST_TEA.id, 1, null],
      [POUR_OVER.id, 1, null],
    ]);
  });

  it('a stored cart that reads null is removed from storage before the new cart is created', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.expire(old.id);
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(old) } });
    const realCreate = api.createCart.bind(api);
    let storedAtCreate: string | null = 'not called';
    api.createCart = async () => {
      storedAtCreate = h.storage.getItem('shopifyCart');
      return realCreate();
    };
    h.engine.loadStored();
    const outcome = await h.engine.init();
    expect(storedAtCreate).toBeNull();
    // The in-memory mirror still carried the lines over.
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });

  it('if the new cart cannot be created, the old cart is written back so a reload can retry', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const old = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 2 }]);
    api.expire(old.id);
    api.failNext('createCart');
    const h = setup({ api, stored: { shopifyCart: JSON.stringify(old) } });
    expect((await h.engine.init()).ok).toBe(false);
    expect(h.storage.getItem('shopifyCart')).toBe(JSON.stringify(old));
    // A reload: a fresh engine over the same storage recovers the lines.
    const reload = createCartEngine({ api, storage: h.storage, coalesceMs: 0 });
    const outcome = await reload.init();
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });
});

describe('discount codes are validated before they are saved or sent', () => {
  it.each([
    ['longer than 255 characters', 'A'.repeat(256)],
    ['with a control character', 'WEL\u0007COME'],
    ['starting with {', '{"code":"X"}'],
    ['starting with [', '[WELCOME15]'],
    ['starting with "', '"WELCOME15"'],
    ['empty after trimming', '   '],
  ])('a code %s is rejected with a CartEngineError, not saved, not sent', async (_, code) => {
    const h = setup({ stored: { discountCode: 'SAVED10' } });
    await h.engine.init();
    const outcome = await h.engine.applyDiscountCode(code);
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBeInstanceOf(CartEngineError);
    expect(outcome.error?.operation).toBe('discount');
    expect(h.storage.getItem('discountCode')).toBe('SAVED10');
    expect(h.api.count('updateDiscountCodes')).toBe(0);
  });

  it('a valid code of exactly 255 characters is saved and sent', async () => {
    const h = setup();
    await h.engine.init();
    const code = 'A'.repeat(255);
    const outcome = await h.engine.applyDiscountCode(code);
    expect(outcome.ok).toBe(true);
    expect(h.storage.getItem('discountCode')).toBe(code);
    expect(h.api.count('updateDiscountCodes')).toBe(1);
  });
});

describe('events of confirmed changes', () => {
  it('an add, a coalesced quantity change and a remove each emit once, after the platform answered', async () => {
    const h = setup({ stored: { discountCode: 'WELCOME15' } });
    const seen: [string, string, number, number | null, string | null][] = [];
    h.engine.events.on('line-added', (e) =>
      seen.push(['added', e.line.merchandise.id, e.quantity, null, e.code]),
    );
    h.engine.events.on('line-updated', (e) =>
      seen.push(['updated', e.line.merchandise.id, e.quantity, e.previousQuantity, e.code]),
    );
    h.engine.events.on('line-removed', (e) =>
      seen.push(['removed', e.line.merchandise.id, e.quantity, null, e.code]),
    );
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    void h.engine.changeQuantity(lineId, 'increase');
    await h.engine.changeQuantity(lineId, 'increase');
    expect(seen).toEqual([
      ['added', BREAKFAST_TEA.id, 1, null, 'WELCOME15'],
      ['updated', BREAKFAST_TEA.id, 2, 1, 'WELCOME15'],
    ]);
    await h.engine.removeLine(lineId);
    // The cart is empty after the remove, so no code applies to it any more.
    expect(seen.at(-1)).toEqual(['removed', BREAKFAST_TEA.id, 3, null, null]);
  });

  it('a failed change emits nothing', async () => {
    const h = setup();
    const listener = vi.fn();
    h.engine.events.on('line-added', listener);
    h.api.failNext('addLines');
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
