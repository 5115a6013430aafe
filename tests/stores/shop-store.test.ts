import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/shopify/types';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import type { ProductEventPayload } from '@/lib/tracking/events';
import { rehydrateStores } from '@/stores';
import {
  configureShopStore,
  loadCartEngine,
  resetShopStore,
  selectCartCount,
  selectCartLines,
  selectIsDiscountApplied,
  useShopStore,
} from '@/stores/shop-store';
import { createFakeCartApi, type FakeCartApi } from '../lib/cart/fake-cart-api';
import {
  ALL_VARIANTS,
  BREAKFAST_TEA,
  HOUSE_BLEND_250,
  OAT_NEW_RECIPE,
  OAT_ORIGINAL,
  PLAN_2_WEEKS,
  POUR_OVER,
} from '../lib/cart/fixtures';

let api: FakeCartApi;
let storage: ReturnType<typeof createMemoryStorage>;
let tracked: { event: string; payload: ProductEventPayload }[];

function configure(initial: Record<string, string> = {}, random = () => 0.99) {
  api = createFakeCartApi(ALL_VARIANTS);
  storage = createMemoryStorage(initial);
  tracked = [];
  configureShopStore({
    api,
    storage,
    random,
    coalesceMs: 0,
    crossTab: false,
    tracker: { track: (event, payload) => tracked.push({ event, payload }) },
  });
}

const state = () => useShopStore.getState();
const CART_SETTINGS = {
  cartSummaryHexColor: '#F4EFE6',
  emptyCartText: null,
  emptyCartButtonLabel: null,
  checkoutButtonLabel: null,
  freeShippingText: 'Orders over £35 ship free in the UK',
};
const settle = async () => (await loadCartEngine()).flush();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  configure();
});
afterEach(() => {
  resetShopStore();
});

describe('initial state (SPEC §3 shop state)', () => {
  it('has every field with its default', () => {
    const {
      cartOpen,
      purchasedProducts,
      products,
      consent,
      selectedActivePriceCard,
      addToBasketBtnVisible,
      cartSummaryHexColor,
      cart,
      navStyle,
      discount,
      discountSettings,
      purchasedIntent,
      currentInvoice,
      skipLogin,
      cartSettings,
      pending,
      announcement,
      cartError,
    } = state();
    expect({
      cartOpen,
      purchasedProducts,
      products,
      consent,
      selectedActivePriceCard,
      addToBasketBtnVisible,
      cartSummaryHexColor,
      cart,
      navStyle,
      discount,
      discountSettings,
      purchasedIntent,
      currentInvoice,
      skipLogin,
      cartSettings,
      pending,
      announcement,
      cartError,
    }).toEqual({
      cartOpen: false,
      purchasedProducts: [],
      products: [],
      consent: { emailOptIn: false, smsOptIn: false, analytics: null, advertising: null },
      selectedActivePriceCard: null,
      addToBasketBtnVisible: { visible: false, buttonRef: null, productsSelectionRef: null },
      cartSummaryHexColor: null,
      cart: null,
      navStyle: 'regular',
      discount: null,
      discountSettings: null,
      purchasedIntent: null,
      currentInvoice: null,
      skipLogin: false,
      cartSettings: null,
      pending: false,
      announcement: '',
      cartError: null,
    });
  });

  it('reset between tests really resets', () => {
    state().toggleCart(true);
    state().setNavStyle('none');
    resetShopStore();
    expect([state().cartOpen, state().navStyle]).toEqual([false, 'regular']);
  });
});

describe('simple setters', () => {
  it.each([
    ['toggleCart()', () => state().toggleCart(), (s = state()) => s.cartOpen, true],
    ['toggleCart(false)', () => state().toggleCart(false), (s = state()) => s.cartOpen, false],
    [
      'setNavStyle',
      () => state().setNavStyle('choose_plan'),
      (s = state()) => s.navStyle,
      'choose_plan',
    ],
    [
      'setSelectedActivePriceCard',
      () => state().setSelectedActivePriceCard(PLAN_2_WEEKS),
      (s = state()) => s.selectedActivePriceCard,
      PLAN_2_WEEKS,
    ],
    [
      'setAddToBasketBtnVisible merges',
      () => state().setAddToBasketBtnVisible({ visible: true }),
      (s = state()) => s.addToBasketBtnVisible,
      { visible: true, buttonRef: null, productsSelectionRef: null },
    ],
    [
      'setCartSummaryHexColor',
      () => state().setCartSummaryHexColor('#123456'),
      (s = state()) => s.cartSummaryHexColor,
      '#123456',
    ],
    [
      'setDiscount',
      () => state().setDiscount({ code: 'WELCOME15' }),
      (s = state()) => s.discount,
      { code: 'WELCOME15' },
    ],
    [
      'setDiscountSettings',
      () =>
        state().setDiscountSettings({ popupTitle: 't', popupText: 'x', popupButtonLabel: 'OK' }),
      (s = state()) => s.discountSettings,
      { popupTitle: 't', popupText: 'x', popupButtonLabel: 'OK' },
    ],
    [
      'setCartSettings',
      () => state().setCartSettings({ ...CART_SETTINGS }),
      (s = state()) => s.cartSettings,
      CART_SETTINGS,
    ],
    [
      'setConsent merges',
      () => state().setConsent({ smsOptIn: true }),
      (s = state()) => s.consent,
      { emailOptIn: false, smsOptIn: true, analytics: null, advertising: null },
    ],
    ['setSkipLogin', () => state().setSkipLogin(true), (s = state()) => s.skipLogin, true],
    [
      'setPurchasedIntent',
      () => state().setPurchasedIntent({ plan: 'x' }),
      (s = state()) => s.purchasedIntent,
      { plan: 'x' },
    ],
    [
      'setCurrentInvoice',
      () => state().setCurrentInvoice({ id: 1 }),
      (s = state()) => s.currentInvoice,
      { id: 1 },
    ],
    [
      'addPurchasedProduct twice keeps one',
      () => (state().addPurchasedProduct('p1'), state().addPurchasedProduct('p1')),
      (s = state()) => s.purchasedProducts,
      ['p1'],
    ],
  ])('%s', (_, act, read, expected) => {
    act();
    expect(read()).toEqual(expected);
  });
});

describe('persistence (SPEC §3 local-storage keys)', () => {
  it('rehydrate restores purchased products and consent from their own keys', async () => {
    configure({
      'purchased-productsV2.0.0': JSON.stringify(['8800000001', '8800000003']),
      'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: false }),
    });
    await rehydrateStores();
    expect(state().purchasedProducts).toEqual(['8800000001', '8800000003']);
    expect(state().consent).toEqual({
      emailOptIn: true,
      smsOptIn: false,
      analytics: null,
      advertising: null,
    });
  });

  it('hydration is left to rehydrateStores (skipHydration), so server and first client render match', () => {
    expect(useShopStore.persist.getOptions().skipHydration).toBe(true);
  });

  it('nothing is read before rehydrate', () => {
    configure({ 'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }) });
    expect(state().consent).toEqual({
      emailOptIn: false,
      smsOptIn: false,
      analytics: null,
      advertising: null,
    });
  });

  it('a set before rehydrate does not overwrite what is stored', async () => {
    configure({ 'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }) });
    state().setNavStyle('none');
    expect(storage.getItem('consentV2.0.0')).toBe('{"emailOptIn":true,"smsOptIn":true}');
    await rehydrateStores();
    expect(state().consent).toEqual({
      emailOptIn: true,
      smsOptIn: true,
      analytics: null,
      advertising: null,
    });
  });

  it('after rehydrate, consent and purchased products are written as plain JSON under their keys', async () => {
    await rehydrateStores();
    state().setConsent({ emailOptIn: true });
    state().addPurchasedProduct('8800000007');
    expect(storage.snapshot()).toEqual({
      'consentV2.0.0': '{"emailOptIn":true,"smsOptIn":false,"analytics":null,"advertising":null}',
      'purchased-productsV2.0.0': '["8800000007"]',
    });
  });

  it('the cart and discount code go to shopifyCart and discountCode; no other key is written', async () => {
    await rehydrateStores();
    await state().initCart();
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    await state().applyDiscountCode('WELCOME15');
    state().setConsent({ smsOptIn: true });
    expect(Object.keys(storage.snapshot()).sort()).toEqual([
      'consentV2.0.0',
      'discountCode',
      'purchased-productsV2.0.0',
      'shopifyCart',
    ]);
    expect(storage.getItem('discountCode')).toBe('WELCOME15');
    expect((JSON.parse(storage.getItem('shopifyCart') ?? 'null') as Cart).id).toBe(
      state().cart?.id,
    );
  });

  const huge = 'x'.repeat(2_000_000);
  it.each([
    ['invalid JSON', 'purchased-productsV2.0.0', '["a", '],
    ['wrong shape (object)', 'purchased-productsV2.0.0', '{"a":1}'],
    [
      'foreign zustand envelope',
      'purchased-productsV2.0.0',
      '{"state":{"purchasedProducts":["a"]},"version":0}',
    ],
    ['huge string', 'purchased-productsV2.0.0', huge],
    ['invalid JSON', 'consentV2.0.0', '{emailOptIn:true}'],
    ['wrong shape (strings)', 'consentV2.0.0', '{"emailOptIn":"yes","smsOptIn":"no"}'],
    ['foreign object', 'consentV2.0.0', '{"analytics":true}'],
    ['a bare boolean', 'consentV2.0.0', 'true'],
    ['huge string', 'consentV2.0.0', huge],
  ])(
    '%s in %s is discarded with a warning, defaults kept, page keeps working',
    async (_, key, raw) => {
      configure({ [key]: raw });
      await expect(rehydrateStores()).resolves.toBeUndefined();
      expect(state().purchasedProducts).toEqual([]);
      expect(state().consent).toEqual({
        emailOptIn: false,
        smsOptIn: false,
        analytics: null,
        advertising: null,
      });
      expect(storage.getItem(key)).toBeNull();
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`discarded "${key}"`));
    },
  );

  it('one corrupt key does not cost the other', async () => {
    configure({
      'purchased-productsV2.0.0': 'oops',
      'consentV2.0.0': '{"emailOptIn":true,"smsOptIn":true}',
    });
    await rehydrateStores();
    expect(state().consent).toEqual({
      emailOptIn: true,
      smsOptIn: true,
      analytics: null,
      advertising: null,
    });
  });

  it.each([
    ['invalid JSON', '{"id":'],
    ['wrong shape', '{"id":"gid://shopify/Cart/x","lines":"none"}'],
    ['foreign object', '{"hello":"world"}'],
    ['huge string', huge],
  ])('%s in shopifyCart: discarded, a new cart is created on init', async (_, raw) => {
    configure({ shopifyCart: raw });
    await rehydrateStores();
    expect(state().cart).toBeNull();
    await state().initCart();
    expect(api.names()).toContain('createCart');
    expect(state().cart?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it.each([
    ['JSON object', '{"code":"X"}'],
    ['control characters', 'WEL\u0000COME'],
    ['too long', 'A'.repeat(300)],
  ])('a %s in discountCode is discarded and not re-applied', async (_, raw) => {
    configure({ discountCode: raw });
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(api.count('updateDiscountCodes')).toBe(0);
    expect(storage.getItem('discountCode')).toBeNull();
  });

  it('a throwing storage (blocked) never crashes the store', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    configureShopStore({
      api: createFakeCartApi(ALL_VARIANTS),
      storage: blocked,
      crossTab: false,
      coalesceMs: 0,
    });
    await rehydrateStores();
    state().setConsent({ emailOptIn: true });
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(state().products).toHaveLength(1);
  });
});

describe('cart actions', () => {
  it('rehydrate shows the stored cart at once; initCart verifies it', async () => {
    const other = createFakeCartApi(ALL_VARIANTS);
    api = other;
    const seeded = other.seedCart([{ variantId: POUR_OVER.id, quantity: 2 }]);
    storage = createMemoryStorage({ shopifyCart: JSON.stringify(seeded) });
    configureShopStore({ api: other, storage, crossTab: false, coalesceMs: 0 });
    await rehydrateStores();
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

  it('addToCart applies the A/B replacement rule', async () => {
    configure({}, () => 0.1);
    await state().addToCart({ variant: OAT_ORIGINAL, quantity: 1 });
    expect(state().products.map((p) => p.variantId)).toEqual(['4400000012']);
    await state().addToCart({ variant: OAT_ORIGINAL, quantity: 1 });
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

  it('applyDiscountCode saves the code and the selector sees it applied', async () => {
    await state().addToCart({ variant: POUR_OVER, quantity: 1 });
    expect(selectIsDiscountApplied(state())).toBe(false);
    await state().applyDiscountCode('WELCOME15');
    expect(storage.getItem('discountCode')).toBe('WELCOME15');
    expect(selectIsDiscountApplied(state())).toBe(true);
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

describe('selectors', () => {
  it('selectCartCount sums quantities', async () => {
    expect(selectCartCount(state())).toBe(0);
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 2 });
    await state().addToCart({ variant: POUR_OVER, quantity: 3 });
    expect(selectCartCount(state())).toBe(5);
  });

  it('selectCartLines returns the same empty array every time without a cart (no render loop)', () => {
    expect(selectCartLines(state())).toBe(selectCartLines(state()));
    expect(selectCartLines(state())).toEqual([]);
  });

  it('selectCartLines returns the cart lines', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(selectCartLines(state())).toBe(state().cart?.lines);
  });

  it('products keep their identity when an unrelated field changes', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    const products = state().products;
    state().setNavStyle('none');
    expect(state().products).toBe(products);
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

describe('changes made before rehydration are kept', () => {
  it('consent set before rehydrate is merged over the stored consent and written', async () => {
    configure({ 'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }) });
    state().setConsent({ smsOptIn: false });
    await rehydrateStores();
    expect(state().consent).toEqual({
      emailOptIn: true,
      smsOptIn: false,
      analytics: null,
      advertising: null,
    });
    expect(storage.getItem('consentV2.0.0')).toBe(
      '{"emailOptIn":true,"smsOptIn":false,"analytics":null,"advertising":null}',
    );
  });

  it('a purchased product added before rehydrate joins the stored list and is written', async () => {
    configure({ 'purchased-productsV2.0.0': JSON.stringify(['8800000001']) });
    state().addPurchasedProduct('8800000007');
    await rehydrateStores();
    expect(state().purchasedProducts).toEqual(['8800000001', '8800000007']);
    expect(storage.getItem('purchased-productsV2.0.0')).toBe('["8800000001","8800000007"]');
  });

  it('an unchanged key is not rewritten: only what changed before hydration is merged', async () => {
    configure({
      'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }),
      'purchased-productsV2.0.0': JSON.stringify(['8800000001']),
    });
    state().addPurchasedProduct('8800000003');
    await rehydrateStores();
    expect(state().consent).toEqual({
      emailOptIn: true,
      smsOptIn: true,
      analytics: null,
      advertising: null,
    });
    expect(storage.getItem('consentV2.0.0')).toBe('{"emailOptIn":true,"smsOptIn":true}');
  });

  it('with nothing stored, the pre-hydration consent is written', async () => {
    state().setConsent({ emailOptIn: true });
    await rehydrateStores();
    expect(storage.getItem('consentV2.0.0')).toBe(
      '{"emailOptIn":true,"smsOptIn":false,"analytics":null,"advertising":null}',
    );
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

describe('purchased-productsV2.0.0 is repaired, not wiped', () => {
  it.each([
    ['numbers are stringified', [8800000001, '8800000003'], ['8800000001', '8800000003']],
    ['bad entries are dropped', ['a', null, 5, {}, '', 'x'.repeat(300), true], ['a', '5']],
    ['numbers that are not whole ids are dropped', [1.5, -3, 2 ** 60, 7], ['7']],
    ['duplicates are kept once', ['a', 'b', 'a'], ['a', 'b']],
    [
      'over 1000 entries keeps the most recent 1000',
      Array.from({ length: 1500 }, (_, i) => `p${i}`),
      Array.from({ length: 1000 }, (_, i) => `p${i + 500}`),
    ],
  ])('%s', async (_, stored, expected) => {
    configure({ 'purchased-productsV2.0.0': JSON.stringify(stored) });
    await rehydrateStores();
    expect(state().purchasedProducts).toEqual(expected);
    expect(JSON.parse(storage.getItem('purchased-productsV2.0.0') ?? 'null')).toEqual(expected);
  });

  it('adding the 1001st product drops the oldest', async () => {
    const full = Array.from({ length: 1000 }, (_, i) => `p${i}`);
    configure({ 'purchased-productsV2.0.0': JSON.stringify(full) });
    await rehydrateStores();
    state().addPurchasedProduct('new');
    expect(state().purchasedProducts).toHaveLength(1000);
    expect(state().purchasedProducts[0]).toBe('p1');
    expect(state().purchasedProducts.at(-1)).toBe('new');
  });
});
