/**
 * The cart and product API against the local platform's Storefront emulator, in process: the
 * client's fetch hands each request to the emulator's `handle()`, so this exercises the real
 * documents against the real 2023-10 schema and the emulator's cart rules, without a port.
 */
import { describe, expect, it, vi } from 'vitest';
import { createStorefrontEmulator } from '@/emulators/storefront';
import { discountPercentage } from '@/lib/pricing/cart-totals';
import { displayedUnitPrice, lineDiscount } from '@/lib/pricing/cart-line';
import { subscriptionPrice, subscriptionPriceSchedule } from '@/lib/pricing/subscription';
import { drawSwap } from '@/lib/experiments/ab-swap';
import { upgradeOffer } from '@/lib/experiments/upgrade';
import { createCartApi } from '@/lib/shopify/cart';
import { createStorefrontClient } from '@/lib/shopify/client';
import { StorefrontTransportError } from '@/lib/shopify/errors';
import { getProductByHandle, getProductHandles, getProducts } from '@/lib/shopify/products';

const TOKEN = 'emulator-test-token';
const emulator = createStorefrontEmulator({ token: TOKEN });
const clientWith = (token: string) =>
  createStorefrontClient({
    endpoint: 'http://127.0.0.1:4010/api/2023-10/graphql.json',
    token,
    fetch: (input, init) => emulator.handle(new Request(input, init)),
  });
const client = clientWith(TOKEN);
const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });

describe('lib/shopify against the Storefront emulator', () => {
  it('reads the catalogue and runs a cart through its lifecycle', async () => {
    const handles = await getProductHandles(client);
    expect(handles).toContain('house-blend-coffee');
    expect((await getProducts({}, client)).map((p) => p.handle).sort()).toEqual(handles.sort());

    const product = await getProductByHandle('house-blend-coffee', client);
    expect(product?.title).toBe('House Blend Coffee Beans');
    const variant = product!.variants[0]!;
    const plan = product!.sellingPlanGroups[0]!.sellingPlans[0]!;

    const api = createCartApi(client);
    const created = await api.createCart();
    expect(created.userErrors).toEqual([]);
    const cartId = created.cart!.id;

    const added = await api.addLines(cartId, [
      { merchandiseId: variant.shortId, quantity: 2, sellingPlanId: plan.id },
    ]);
    expect(added.userErrors).toEqual([]);
    const line = added.cart!.lines[0]!;
    expect(line.quantity).toBe(2);
    expect(line.sellingPlanAllocation?.sellingPlan.id).toBe(plan.id);
    expect(line.cost.amountPerQuantity).toEqual(subscriptionPrice(variant.price, plan));

    const updated = await api.updateLines(cartId, [{ id: line.id, quantity: 3 }]);
    expect(updated.cart?.totalQuantity).toBe(3);

    const discounted = await api.updateDiscountCodes(cartId, ['WELCOME15']);
    expect(discounted.cart?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
    const { subtotalAmount, totalAmount } = discounted.cart!.cost;
    expect(discountPercentage(subtotalAmount, totalAmount)).toBe(15);
    // House Blend 250 g on "Every 2 weeks, 10% off": 8.55 × 3 = 25.65, less 15 % (3.85) = 21.80.
    expect([subtotalAmount.amount, totalAmount.amount]).toEqual(['25.65', '21.8']);
    // An order-level code is on the cart, not on the line: the line price stays 8.55.
    expect(discounted.cart!.discountAllocations).toEqual([
      { discountedAmount: gbp('3.85'), code: 'WELCOME15' },
    ]);
    expect(lineDiscount(discounted.cart!.lines[0]!)).toEqual(gbp('0.00'));
    expect(displayedUnitPrice(discounted.cart!.lines[0]!)).toEqual(gbp('8.55'));

    // A product-level code (COFFEE10, coffee only) is on the line: 10 % of 25.65 = 2.57.
    const coffee = await api.updateDiscountCodes(cartId, ['COFFEE10']);
    expect(coffee.cart?.discountCodes).toEqual([{ code: 'COFFEE10', applicable: true }]);
    expect(coffee.cart!.discountAllocations).toEqual([]);
    expect(lineDiscount(coffee.cart!.lines[0]!)).toEqual(gbp('2.57'));
    expect(displayedUnitPrice(coffee.cart!.lines[0]!)).toEqual(gbp('7.69'));
    expect(coffee.cart!.lines[0]!.cost.totalAmount).toEqual(gbp('23.08'));
    expect([coffee.cart!.cost.subtotalAmount.amount, coffee.cart!.cost.totalAmount.amount]).toEqual(
      ['23.08', '23.08'],
    );

    await api.updateAttributes(cartId, [{ key: 'segmentUserId', value: 'anon-1' }]);
    expect((await api.getCart(cartId))?.attributes).toEqual([
      { key: 'segmentUserId', value: 'anon-1' },
    ]);

    const removed = await api.removeLines(cartId, [line.id]);
    expect(removed.cart?.lines).toEqual([]);
  });

  it('cartDiscountCodesUpdate replaces the list: codes stack, unknown ones are not applicable', async () => {
    const api = createCartApi(client);
    const cartId = (await api.createCart()).cart!.id;
    const coffee = (await getProductByHandle('house-blend-coffee', client))!.variants[0]!;
    const tea = (await getProductByHandle('breakfast-tea', client))!.variants[0]!;
    await api.addLines(cartId, [
      { merchandiseId: coffee.shortId, quantity: 1 },
      { merchandiseId: tea.shortId, quantity: 1 },
    ]);
    // Any case, duplicates collapse, an unknown code is kept with applicable: false (no error).
    const all = await api.updateDiscountCodes(cartId, ['coffee10', 'TEA10', 'COFFEE10', 'NOPE']);
    expect(all.userErrors).toEqual([]);
    expect(all.cart!.discountCodes).toEqual([
      { code: 'coffee10', applicable: true },
      { code: 'TEA10', applicable: true },
      { code: 'NOPE', applicable: false },
    ]);
    // Each product code is on its own line: 10 % of £9.50 and of £6.50.
    expect(all.cart!.lines.map((l) => l.discountAllocations)).toEqual([
      [{ discountedAmount: gbp('0.95'), code: 'coffee10' }],
      [{ discountedAmount: gbp('0.65'), code: 'TEA10' }],
    ]);
    // An order code on top: 15 % of what the product codes leave (£14.40) = £2.16.
    const stacked = await api.updateDiscountCodes(cartId, ['COFFEE10', 'TEA10', 'WELCOME15']);
    expect(stacked.cart!.discountAllocations).toEqual([
      { discountedAmount: gbp('2.16'), code: 'WELCOME15' },
    ]);
    expect(stacked.cart!.cost.totalAmount).toEqual(gbp('12.24'));
    // The list replaces the one before; an empty list removes every code.
    const one = await api.updateDiscountCodes(cartId, ['TEA10']);
    expect(one.cart!.discountCodes).toEqual([{ code: 'TEA10', applicable: true }]);
    const none = await api.updateDiscountCodes(cartId, []);
    expect(none.cart!.discountCodes).toEqual([]);
    expect(none.cart!.cost.totalAmount).toEqual(gbp('16.0'));
  });

  it('returns the platform userErrors for unknown merchandise as values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createCartApi(client);
    const { cart } = await api.createCart();
    const result = await api.addLines(cart!.id, [{ merchandiseId: '999999999', quantity: 1 }]);
    expect(result.userErrors.length).toBeGreaterThan(0);
    expect(result.userErrors[0]?.field).toEqual(['lines', '0', 'merchandiseId']);
    expect(warn).toHaveBeenCalledWith('[shopify] CartLinesAdd userErrors', result.userErrors);
  });

  it('reads the demo catalogue custom fields and selling plans', async () => {
    const greens = await getProductByHandle('daily-greens', client);
    const thirty = greens!.variants.find((v) => v.title === '30 servings')!;
    const sixty = greens!.variants.find((v) => v.title === '60 servings')!;
    expect(upgradeOffer(thirty)).toEqual({
      variantId: sixty.id,
      buttonText: 'Upgrade to 60 servings and save £10',
    });

    const oatMilk = await getProductByHandle('barista-oat-milk', client);
    const original = oatMilk!.variants.find((v) => v.title === 'Original')!;
    const newRecipe = oatMilk!.variants.find((v) => v.title === 'New Recipe')!;
    expect(original.custom.abTestSwapChance).toBe(50);
    expect([drawSwap(original, () => 0.5), drawSwap(original, () => 0.51)]).toEqual([
      newRecipe.id,
      null,
    ]);

    const starter = await getProductByHandle('coffee-starter-box', client);
    const starterPlan = starter!.sellingPlanGroups[0]!.sellingPlans[0]!;
    expect(subscriptionPriceSchedule(starter!.variants[0]!.price, starterPlan)).toEqual({
      firstOrder: { amount: '15.00', currencyCode: 'GBP' },
      laterOrders: { amount: '27.00', currencyCode: 'GBP' },
    });

    // What SPEC §3's single-variant query adds comes with the product the page reads.
    expect(greens).toMatchObject({ handle: 'daily-greens', requiresSellingPlan: false });
    expect(greens!.images[0]).toMatchObject({ url: expect.any(String) });
  });

  it('reads an unknown cart as null', async () => {
    expect(await createCartApi(client).getCart('gid://shopify/Cart/unknown')).toBeNull();
  });

  it('a wrong token is an HTTP 401 transport error', async () => {
    await expect(createCartApi(clientWith('wrong')).createCart()).rejects.toMatchObject({
      constructor: StorefrontTransportError,
      status: 401,
      operation: 'CartCreate',
    });
  });
});
