// Tests for lib/cart/engine.ts, the discount codes the shopper edits in the drawer
// (docs/discount-codes.md): the full list on every change, refusals, the saved code, and the coupon
// changes the engine emits.
import { describe, expect, it } from 'vitest';
import type { CouponChange } from '@/lib/cart/changes';
import { createFakeCartApi } from './fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA, POUR_OVER } from './fixtures';
import { setUpEngineTests, setup } from './harness';

setUpEngineTests();

const CODES = { WELCOME15: 15, TEA10: 10, A1: 1, A2: 2, A3: 3, A4: 4, A5: 5 };

/** An engine over a cart with one line, and every coupon change it emits. */
async function withLine(stored: Record<string, string> = {}) {
  const h = setup({ api: createFakeCartApi(ALL_VARIANTS, { codes: CODES }), stored });
  const coupons: CouponChange[] = [];
  h.engine.subscribeChanges((change) => coupons.push(...change.coupons));
  await h.engine.add({ variant: BREAKFAST_TEA, quantity: 2 });
  return { ...h, coupons, sent: () => sentLists(h.api.calls) };
}

const sentLists = (calls: { name: string; args: unknown[] }[]) =>
  calls.filter((c) => c.name === 'updateDiscountCodes').map((c) => c.args[1]);

describe('codes the shopper enters (full-list updates)', () => {
  it('each code is added to the list the cart has, and the whole list is sent', async () => {
    const h = await withLine();
    expect(await h.engine.enterDiscountCode('WELCOME15')).toEqual({ status: 'applied' });
    expect(await h.engine.enterDiscountCode('TEA10')).toEqual({ status: 'applied' });
    expect(h.sent()).toEqual([['WELCOME15'], ['WELCOME15', 'TEA10']]);
    expect(h.engine.getCart()?.discountCodes.map((d) => d.code)).toEqual(['WELCOME15', 'TEA10']);
  });

  it('removing a code sends the list without it', async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('WELCOME15');
    await h.engine.enterDiscountCode('TEA10');
    await h.engine.removeDiscountCode('welcome15');
    expect(h.sent().at(-1)).toEqual(['TEA10']);
    expect(h.engine.getCart()?.discountCodes).toEqual([{ code: 'TEA10', applicable: true }]);
  });

  it('two codes entered at once both land: each list is made from the cart it is sent to', async () => {
    const h = await withLine();
    const [first, second] = await Promise.all([
      h.engine.enterDiscountCode('WELCOME15'),
      h.engine.enterDiscountCode('TEA10'),
    ]);
    expect([first, second]).toEqual([{ status: 'applied' }, { status: 'applied' }]);
    expect(h.sent()).toEqual([['WELCOME15'], ['WELCOME15', 'TEA10']]);
  });

  it('a code the platform does not apply is refused and taken off again; the others stay', async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('WELCOME15');
    expect(await h.engine.enterDiscountCode('NOPE')).toEqual({
      status: 'refused',
      reason: 'not-applicable',
    });
    expect(h.sent()).toEqual([['WELCOME15'], ['WELCOME15', 'NOPE'], ['WELCOME15']]);
    expect(h.engine.getCart()?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
  });

  it.each([
    ['nothing typed', '   ', 'empty'],
    ['already on the cart (any case)', 'welcome15', 'duplicate'],
    ['too long', 'X'.repeat(256), 'too-long'],
  ] as const)('%s: refused without a request', async (_, typed, reason) => {
    const h = await withLine();
    await h.engine.enterDiscountCode('WELCOME15');
    expect(await h.engine.enterDiscountCode(typed)).toEqual({ status: 'refused', reason });
    expect(h.sent()).toEqual([['WELCOME15']]);
  });

  it('a sixth code is refused without a request (Shopify takes five)', async () => {
    const h = await withLine();
    for (const code of ['A1', 'A2', 'A3', 'A4', 'A5']) await h.engine.enterDiscountCode(code);
    expect(await h.engine.enterDiscountCode('WELCOME15')).toEqual({
      status: 'refused',
      reason: 'limit',
    });
    expect(h.sent()).toHaveLength(5);
  });

  it('a failed request is a failure, not a refusal, and saves nothing', async () => {
    const h = await withLine();
    h.api.failNext('updateDiscountCodes');
    expect(await h.engine.enterDiscountCode('WELCOME15')).toEqual({ status: 'failed' });
    expect(h.storage.getItem('discountCode')).toBeNull();
  });
});

describe('the saved code (SPEC §4)', () => {
  it('an applied code is saved; a refused one is not', async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('TEA10');
    expect(h.storage.getItem('discountCode')).toBe('TEA10');
    await h.engine.enterDiscountCode('NOPE');
    expect(h.storage.getItem('discountCode')).toBe('TEA10');
  });

  it('after an add the saved code is re-applied on top of the codes the cart holds', async () => {
    const h = await withLine({ discountCode: 'WELCOME15' });
    // The first add applied the saved code.
    expect(h.sent()).toEqual([['WELCOME15']]);
    await h.engine.removeDiscountCode('WELCOME15');
    // A code the cart keeps though it does not apply (the shop's own, say): no discount applied.
    await h.engine.applyDiscountCode('NOPE');
    h.storage.setItem('discountCode', 'WELCOME15');
    await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(h.sent().at(-1)).toEqual(['NOPE', 'WELCOME15']);
  });

  it('removing the saved (campaign) code forgets it, so the next add does not bring it back', async () => {
    const h = await withLine({ discountCode: 'WELCOME15' });
    expect(h.engine.getCart()?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
    await h.engine.removeDiscountCode('WELCOME15');
    expect(h.storage.getItem('discountCode')).toBeNull();
    const before = h.sent().length;
    await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    expect(h.sent()).toHaveLength(before);
    expect(h.engine.getCart()?.discountCodes).toEqual([]);
  });

  it('removing another code keeps the saved one', async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('TEA10');
    await h.engine.applyDiscountCode('WELCOME15');
    await h.engine.removeDiscountCode('TEA10');
    expect(h.storage.getItem('discountCode')).toBe('WELCOME15');
  });

  it("the campaign code is added to the shopper's codes, not put in their place", async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('TEA10');
    await h.engine.applyDiscountCode('WELCOME15');
    expect(h.sent().at(-1)).toEqual(['TEA10', 'WELCOME15']);
  });
});

describe('coupon changes (for the coupon events)', () => {
  it('entered then applied, with what the code takes off; removed with what it took off', async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('WELCOME15');
    await h.engine.removeDiscountCode('WELCOME15');
    // Breakfast tea 2 × £6.50 = £13.00; 15 % = £1.95.
    const off = { amount: '1.95', currencyCode: 'GBP' };
    expect(h.coupons).toEqual([
      { kind: 'entered', code: 'WELCOME15' },
      { kind: 'applied', code: 'WELCOME15', discount: off },
      { kind: 'removed', code: 'WELCOME15', discount: off },
    ]);
  });

  it('entered then denied, with the reason, for the platform and for the limit', async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('NOPE');
    for (const code of ['A1', 'A2', 'A3', 'A4', 'A5']) await h.engine.enterDiscountCode(code);
    h.coupons.length = 0;
    await h.engine.enterDiscountCode('TEA10');
    await h.engine.enterDiscountCode('');
    expect(h.coupons).toEqual([
      { kind: 'entered', code: 'TEA10' },
      { kind: 'denied', code: 'TEA10', reason: 'too many codes' },
    ]);
  });

  it('the platform refusing: denied, not applicable', async () => {
    const h = await withLine();
    await h.engine.enterDiscountCode('NOPE');
    expect(h.coupons).toEqual([
      { kind: 'entered', code: 'NOPE' },
      { kind: 'denied', code: 'NOPE', reason: 'not applicable to this cart' },
    ]);
  });

  it('the campaign code and the saved re-apply give no coupon changes', async () => {
    const h = await withLine({ discountCode: 'WELCOME15' });
    await h.engine.applyDiscountCode('TEA10');
    expect(h.coupons).toEqual([]);
  });
});
