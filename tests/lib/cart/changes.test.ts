// Tests for lib/cart/changes.ts as the engine emits it: the confirmed added/removed lines, and only
// those, read as the SPEC §7 events the integrations build from them (harness `changeFacts`).
import { describe, expect, it, vi } from 'vitest';
import { appliedCode } from '@/lib/discounts/cart-discount';
import { variantToAdd } from '@/lib/experiments/ab-swap';
import {
  BREAKFAST_TEA,
  HOUSE_BLEND_250,
  OAT_NEW_RECIPE,
  OAT_ORIGINAL,
  PLAN_2_WEEKS,
  POUR_OVER,
} from './fixtures';
import { lineSummary, setUpEngineTests, setup } from './harness';

setUpEngineTests();

describe('confirmed changes for tracking (SPEC §7)', () => {
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

  it('a throwing change listener is logged and ignored', async () => {
    const h = setup();
    h.engine.subscribeChanges(() => {
      throw new Error('segment down');
    });
    const outcome = await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(outcome.ok).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('segment down'));
  });
});

describe('Product Added describes the variant that landed', () => {
  it('with the A/B swap the page showed, the event names the swapped variant', async () => {
    const h = setup();
    await h.engine.add({ variant: variantToAdd(OAT_ORIGINAL, OAT_NEW_RECIPE, []), quantity: 1 });
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

describe('confirmed changes', () => {
  it('an add and a remove each emit once, after the platform answered; a quantity step emits nothing', async () => {
    const h = setup({ stored: { discountCode: 'WELCOME15' } });
    const seen: [string, string, number, string | null][] = [];
    h.engine.subscribeChanges(({ cart, lines }) => {
      for (const { kind, line, quantity } of lines)
        seen.push([kind, line.merchandise.id, quantity, appliedCode(cart)]);
    });
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = h.engine.getCart()?.lines[0]?.id ?? '';
    void h.engine.changeQuantity(lineId, 'increase');
    await h.engine.changeQuantity(lineId, 'increase');
    expect(seen).toEqual([['added', BREAKFAST_TEA.id, 1, 'WELCOME15']]);
    await h.engine.removeLine(lineId);
    // The cart is empty after the remove, so no code applies to it any more.
    expect(seen.at(-1)).toEqual(['removed', BREAKFAST_TEA.id, 3, null]);
  });

  it('a failed change emits nothing', async () => {
    const h = setup();
    const listener = vi.fn();
    h.engine.subscribeChanges(listener);
    h.api.failNext('addLines');
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('a late subscriber replays the changes at or after `since`, then hears new ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const h = setup();
    vi.setSystemTime(1000);
    await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    vi.setSystemTime(2000);
    await h.engine.add({ variant: POUR_OVER, quantity: 1 });
    const heard: [number, string][] = [];
    h.engine.subscribeChanges(
      ({ at, lines }) => heard.push([at, lines[0]?.line.merchandise.id ?? '']),
      { since: 1500 },
    );
    expect(heard).toEqual([[2000, POUR_OVER.id]]);
    vi.setSystemTime(3000);
    await h.engine.add({ variant: HOUSE_BLEND_250, quantity: 1 });
    expect(heard.at(-1)).toEqual([3000, HOUSE_BLEND_250.id]);
  });

  it('without `since` nothing is replayed, and the log keeps the last 50 changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const h = setup();
    const late = vi.fn();
    for (let i = 0; i < 51; i += 1) await h.engine.add({ variant: BREAKFAST_TEA, quantity: 1 });
    h.engine.subscribeChanges(late);
    expect(late).not.toHaveBeenCalled();
    const all = vi.fn();
    h.engine.subscribeChanges(all, { since: 0 });
    expect(all).toHaveBeenCalledTimes(50);
  });
});
