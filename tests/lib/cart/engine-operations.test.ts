// Tests for lib/cart/engine.ts, the operations: mutations, discount codes, A/B replacement, attributes, adopting a cart and carts from other tabs.
import { describe, expect, it } from 'vitest';
import { CartEngineError } from '@/lib/cart/engine';
import { variantToAdd } from '@/lib/experiments/ab-swap';
import type { Cart } from '@/lib/shopify/types';
import { createFakeCartApi } from './fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA, OAT_NEW_RECIPE, OAT_ORIGINAL, POUR_OVER } from './fixtures';
import { lineSummary, setUpEngineTests, setup, storedCart } from './harness';

setUpEngineTests();

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
    ['replacement shown by the page, not in cart → replacement added', [], OAT_NEW_RECIPE.id],
    ['replacement already in cart → chosen added', [OAT_NEW_RECIPE.id], OAT_ORIGINAL.id],
  ])('%s', async (_, inCart, expectedId) => {
    const h = setup();
    for (const id of inCart)
      await h.engine.addLines([
        { variant: id === OAT_NEW_RECIPE.id ? OAT_NEW_RECIPE : OAT_ORIGINAL, quantity: 1 },
      ]);
    const before = h.api.calls.length;
    const lines = h.engine.getCart()?.lines ?? [];
    await h.engine.add({ variant: variantToAdd(OAT_ORIGINAL, OAT_NEW_RECIPE, lines), quantity: 1 });
    const added = h.api.calls.slice(before).find((c) => c.name === 'addLines');
    expect((added?.args[1] as { merchandiseId: string }[])[0]?.merchandiseId).toBe(expectedId);
  });

  it('replacement null from the UI means no swap', async () => {
    const h = setup();
    await h.engine.add({ variant: variantToAdd(OAT_ORIGINAL, null, []), quantity: 1 });
    expect(lineSummary(h.engine.getCart())).toEqual([[OAT_ORIGINAL.id, 1, null]]);
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
