// Tests for lib/cart/engine.ts, the queue: one request in flight, quantity clicks coalesced into absolute targets per line, and rollback of a failed action.
import { describe, expect, it, vi } from 'vitest';
import { createFakeCartApi } from './fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA, HOUSE_BLEND_250, PLAN_2_WEEKS, POUR_OVER } from './fixtures';
import { lineSummary, setUpEngineTests, setup, storedCart, type Harness } from './harness';

/** A line id the platform gave (the fake API's, as the real one's: gid://shopify/CartLine/…). */
const PLATFORM_LINE_ID = /^gid:\/\/shopify\/CartLine\//;

setUpEngineTests();

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
    await h.idle();
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
    await h.idle();
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
    await h.idle();
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
    await h.idle();
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
    await h.idle();
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
    await h.idle();
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
    // The optimistic line's id is the engine's own until the platform answers.
    const tempId = h.engine.getCart()?.lines[0]?.id ?? '';
    expect(tempId).not.toMatch(PLATFORM_LINE_ID);
    const click = h.engine.changeQuantity(tempId, 'increase');
    expect(h.engine.getCart()?.lines[0]?.quantity).toBe(2);
    release();
    await Promise.all([adding, click]);
    expect(lineSummary(h.api.peek(h.engine.getCart()?.id ?? ''))).toEqual([
      [POUR_OVER.id, 2, null],
    ]);
    expect(h.engine.getCart()?.lines[0]?.id).toMatch(PLATFORM_LINE_ID);
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
    await h.idle();
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
    await h.idle();
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
    await h.idle();
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
