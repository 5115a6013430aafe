/** The cart slice: actions, announcements and errors over a fake cart API (SPEC §4). */
import { describe, expect, it } from 'vitest';
import { isDiscountApplied } from '@/lib/discounts/cart-discount';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { configureShopStore, rehydrateShopStore, useShopStore } from '@/stores/shop-store';
import { selectCartCount } from '@/stores/shop-store';
import { createFakeCartApi } from '../lib/cart/fake-cart-api';
import {
  ALL_VARIANTS,
  BREAKFAST_TEA,
  HOUSE_BLEND_250,
  OAT_NEW_RECIPE,
  OAT_ORIGINAL,
  PLAN_2_WEEKS,
  POUR_OVER,
} from '../lib/cart/fixtures';
import { api, configure, settle, setUpStoreTests, state, storage, tracked } from './store-harness';

setUpStoreTests();

describe('cart actions', () => {
  it('rehydrate shows the stored cart at once; initCart verifies it', async () => {
    const other = createFakeCartApi(ALL_VARIANTS);
    const seeded = other.seedCart([{ variantId: POUR_OVER.id, quantity: 2 }]);
    const stored = createMemoryStorage({ shopifyCart: JSON.stringify(seeded) });
    configureShopStore({ api: other, storage: stored, browser: false, coalesceMs: 0 });
    await rehydrateShopStore();
    expect(state().products.map((p) => [p.variantId, p.quantity])).toEqual([['4400000013', 2]]);
    expect(other.calls).toHaveLength(0);
    await state().initCart();
    expect(other.names()).toEqual(['getCart']);
  });

  it('addToCart opens the drawer, shows the line at once, then announces', async () => {
    await state().initCart();
    const adding = state().addToCart({
      variant: HOUSE_BLEND_250,
      quantity: 2,
      sellingPlanId: PLAN_2_WEEKS,
    });
    expect(state().cartOpen).toBe(true);
    expect(state().pending).toBe(true);
    expect(state().products.map((p) => [p.variantId, p.quantity])).toEqual([['4400000001', 2]]);
    await adding;
    expect(state().pending).toBe(false);
    expect(state().announcement).toBe('Added House Blend Coffee Beans (250 g) to your basket');
    expect(state().products).toEqual([
      {
        lineId: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
        variantId: '4400000001',
        quantity: 2,
        price: '8.55',
        variant: {
          title: '250 g',
          imageUrl: '/images/products/house-blend-coffee-1.webp',
          sku: 'MOR-HB-250',
          options: '250 g',
          productType: 'Coffee',
          priceAmount: '9.50',
        },
      },
    ]);
  });

  it('a failed add rolls back and sets a shopper-facing error; clearCartError clears it', async () => {
    await state().initCart();
    api.failNext('addLines');
    await state().addToCart({ variant: POUR_OVER, quantity: 1 });
    expect(state().products).toEqual([]);
    expect(state().cartError).toBe(
      "Sorry, we couldn't add Ceramic Pour-Over Dripper (Chalk White) to your basket. Please try again.",
    );
    state().clearCartError();
    expect(state().cartError).toBeNull();
  });

  it('names a variant titled "Default Title" by its product alone', async () => {
    await state().initCart();
    api.failNext('addLines');
    await state().addToCart({ variant: { ...POUR_OVER, title: 'Default Title' }, quantity: 1 });
    expect(state().cartError).toBe(
      "Sorry, we couldn't add Ceramic Pour-Over Dripper to your basket. Please try again.",
    );
  });

  it('addToCart applies the A/B replacement rule to the swap the page drew', async () => {
    const swapped = { variant: OAT_ORIGINAL, quantity: 1, replacement: OAT_NEW_RECIPE };
    await state().addToCart(swapped);
    expect(state().products.map((p) => p.variantId)).toEqual(['4400000012']);
    // The replacement is in the cart now: the original is added.
    await state().addToCart(swapped);
    expect(state().products.map((p) => p.variantId)).toEqual(['4400000012', '4400000011']);
    expect(OAT_NEW_RECIPE.id).toMatch(/4400000012$/);
  });

  it('updateLineQuantity is optimistic and coalesced into one request', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    const lineId = state().products[0]?.lineId ?? '';
    const before = api.calls.length;
    for (let i = 0; i < 5; i += 1) state().updateLineQuantity(lineId, 'increase');
    state().updateLineQuantity(lineId, 'decrease');
    expect(state().products[0]?.quantity).toBe(5);
    await settle();
    await Promise.resolve();
    expect(api.calls.slice(before).map((c) => c.name)).toEqual(['updateLines']);
    expect(api.peek(state().cart?.id ?? '')?.lines[0]?.quantity).toBe(5);
    expect(state().announcement).toBe('Organic Breakfast Tea (80 bags): quantity 5');
  });

  it.each([
    ['none leaves the line as it is', 'none', 2],
    ['decrease', 'decrease', 1],
    ['increase', 'increase', 3],
  ] as const)('updateLineQuantity %s', async (_, action, expected) => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 2 });
    state().updateLineQuantity(state().products[0]?.lineId ?? '', action);
    await settle();
    expect(state().products[0]?.quantity).toBe(expected);
  });

  it('decreasing to 0 removes the line and emits Product Removed', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    state().updateLineQuantity(state().products[0]?.lineId ?? '', 'decrease');
    expect(state().products).toEqual([]);
    await settle();
    expect(api.calls.at(-1)?.name).toBe('removeLines');
    expect(tracked.map((t) => t.event)).toEqual(['Product Added', 'Product Removed']);
  });

  it('removeLine removes, announces and tracks', async () => {
    await state().addToCart({ variant: POUR_OVER, quantity: 1 });
    state().removeLine(state().products[0]?.lineId ?? '');
    await settle();
    await Promise.resolve();
    expect(state().products).toEqual([]);
    expect(state().announcement).toBe(
      'Removed Ceramic Pour-Over Dripper (Chalk White) from your basket',
    );
    expect(tracked.at(-1)).toMatchObject({
      event: 'Product Removed',
      payload: { name: 'Ceramic Pour-Over Dripper', quantity: 1, currency: 'GBP' },
    });
  });

  it('applyDiscountCode saves the code and the cart has it applied', async () => {
    await state().addToCart({ variant: POUR_OVER, quantity: 1 });
    expect(isDiscountApplied(state().cart)).toBe(false);
    await state().applyDiscountCode('WELCOME15');
    expect(storage.getItem('discountCode')).toBe('WELCOME15');
    expect(isDiscountApplied(state().cart)).toBe(true);
  });

  it('loadCartById adopts the cart and opens the drawer', async () => {
    await state().initCart();
    const shared = api.seedCart([{ variantId: BREAKFAST_TEA.id, quantity: 3 }]);
    await state().loadCartById(shared.id);
    expect(state().cart?.id).toBe(shared.id);
    expect(state().cartOpen).toBe(true);
    expect(selectCartCount(state())).toBe(3);
  });

  it('syncCartAttributes makes sure a cart exists, then pushes attributes', async () => {
    await state().syncCartAttributes([{ key: 'segmentUserId', value: 'anon-7' }]);
    expect(api.names()).toEqual(['createCart', 'updateAttributes']);
  });

  it('checkCartAvailability behaves like init', async () => {
    await state().initCart();
    const id = state().cart?.id ?? '';
    api.expire(id);
    await state().checkCartAvailability();
    expect(state().cart?.id).not.toBe(id);
  });
});

describe('checkout marker (store action markCheckoutStarted)', () => {
  it('records the cart being checked out; after the order, the next load starts an empty basket', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 2 });
    const bought = state().cart?.id ?? '';
    state().markCheckoutStarted();
    expect(storage.getItem('checkoutStartedCartId')).toBe(bought);
    api.expire(bought); // the emulator's "Place order" completes the cart
    await state().checkCartAvailability();
    expect(state().cart?.id).not.toBe(bought);
    expect(state().products).toEqual([]);
    expect(selectCartCount(state())).toBe(0);
  });
});

describe('an add the platform refuses on an expired cart', () => {
  it('sets the shopper-facing error and announces nothing', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    api.expire(state().cart?.id ?? '');
    const retired = { ...POUR_OVER, id: 'gid://shopify/ProductVariant/retired' };
    await state().addToCart({ variant: retired, quantity: 1 });
    expect(state().cartError).toBe(
      "Sorry, we couldn't add Ceramic Pour-Over Dripper (Chalk White) to your basket. Please try again.",
    );
    // The live text was cleared for this action and no success replaced it.
    expect(state().announcement).toBe('');
    expect(tracked.map((t) => t.payload.sku)).toEqual(['MOR-BT-80']);
    expect(state().products.map((p) => p.variantId)).toEqual(['4400000005']);
  });
});

describe("the 'none' quantity action (SPEC §4: the drawer opens after every update)", () => {
  it('opens the drawer and refreshes products without a mutation', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 2 });
    state().toggleCart(false);
    useShopStore.setState({ products: [] }); // stale derived list
    const before = api.calls.length;
    state().updateLineQuantity(state().cart?.lines[0]?.id ?? '', 'none');
    expect(state().cartOpen).toBe(true);
    expect(state().products.map((p) => [p.variantId, p.quantity])).toEqual([['4400000005', 2]]);
    await settle();
    expect(api.calls.length).toBe(before);
  });
});

describe('an invalid discount code', () => {
  it('is refused and logged only (SPEC §8), the saved code untouched', async () => {
    configure({ discountCode: 'SAVED10' });
    await state().initCart();
    await state().applyDiscountCode('{"code":"X"}');
    expect(state().cartError).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      '[shop] the discount code could not be applied',
      expect.anything(),
    );
    expect(storage.getItem('discountCode')).toBe('SAVED10');
    expect(api.count('updateDiscountCodes')).toBe(0);
  });
});

describe('announcements', () => {
  it('announces the same add twice: the live text is cleared before each action', async () => {
    await state().initCart();
    const seen: string[] = [];
    const stop = useShopStore.subscribe((s, prev) => {
      if (s.announcement !== prev.announcement) seen.push(s.announcement);
    });
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    stop();
    const added = 'Added Organic Breakfast Tea (80 bags) to your basket';
    expect(seen.filter((text) => text === added)).toHaveLength(2);
  });

  it.each([
    ['the swap variant when the UI drew the swap', OAT_NEW_RECIPE, 'New Recipe'],
    ['the original when no swap was drawn', null, 'Original'],
  ])('names %s', async (_, replacement, title) => {
    await state().initCart();
    await state().addToCart({ variant: OAT_ORIGINAL, quantity: 1, replacement });
    expect(state().announcement).toBe(`Added Barista Oat Milk, 6 × 1 L (${title}) to your basket`);
  });
});
