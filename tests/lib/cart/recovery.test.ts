// Tests for lib/cart/recovery.ts through the engine: obtaining the cart (SPEC §4 lifecycle), rebuilding a lost cart with its lines carried over, and the checkout marker.
import { describe, expect, it } from 'vitest';
import { CartEngine } from '@/lib/cart/engine';
import { refusedLines } from '@/lib/cart/recovery';
import { lineMergeKey } from '@/lib/cart/rules';
import { StorefrontGraphQLError, StorefrontTransportError } from '@/lib/shopify/errors';
import { createFakeCartApi } from './fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA, HOUSE_BLEND_250, PLAN_2_WEEKS, POUR_OVER } from './fixtures';
import { lineSummary, setUpEngineTests, setup, storedCart } from './harness';

setUpEngineTests();

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
    const retry = await h.engine.init();
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
    const outcome = await h.engine.init();
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
    const retry = await h.engine.init();
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
    const reload = new CartEngine({ api, storage: h.storage, coalesceMs: 0 });
    const outcome = await reload.init();
    expect(lineSummary(outcome.cart)).toEqual([[BREAKFAST_TEA.id, 2, null]]);
  });
});

describe('refusedLines', () => {
  const mirror = (merchandiseId: string) => ({
    merchandiseId,
    quantity: 1,
    sellingPlanId: null,
    attributes: [],
  });
  const dropped = [BREAKFAST_TEA.id, POUR_OVER.id].map((id) => ({
    line: mirror(id),
    userErrors: [{ field: null, message: `${id} refused` }],
  }));
  const key = (id: string) => lineMergeKey({ merchandiseId: id, sellingPlanId: null });

  it("blames an add only for its own items' lines", () => {
    const item = { variant: POUR_OVER, quantity: 1, sellingPlanId: null, attributes: [] };
    const refused = refusedLines({ kind: 'add', items: [{ ...item, tempId: 't1' }] }, dropped);
    expect(refused.userErrors.map((e) => e.message)).toEqual([`${POUR_OVER.id} refused`]);
    expect([...refused.refusedKeys]).toEqual([key(POUR_OVER.id)]);
  });

  it('blames a quantity action for its targets, and other actions for nothing', () => {
    const targets = new Map([[key(BREAKFAST_TEA.id), 3]]);
    const refused = refusedLines({ kind: 'quantity', targets }, dropped);
    expect([...refused.refusedKeys]).toEqual([key(BREAKFAST_TEA.id)]);
    expect(
      refusedLines(
        { kind: 'discount', edit: { kind: 'add', code: 'X' }, source: 'shopper' },
        dropped,
      ),
    ).toEqual({
      userErrors: [],
      refusedKeys: new Set(),
    });
  });
});
