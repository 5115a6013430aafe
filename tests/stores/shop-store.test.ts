/** The combined shop store: every SPEC §3 field's default, the setters and the selectors. */
import { describe, expect, it, vi } from 'vitest';
import {
  rehydrateShopStore,
  resetShopStore,
  selectCartCount,
  subscribeConsent,
  whenShopRestored,
} from '@/stores/shop-store';
import { BREAKFAST_TEA, PLAN_2_WEEKS, POUR_OVER } from '../lib/cart/fixtures';
import { setUpStoreTests, state } from './store-harness';

setUpStoreTests();

const CART_SETTINGS = {
  cartSummaryHexColor: '#F4EFE6',
  emptyCartText: null,
  emptyCartButtonLabel: null,
  checkoutButtonLabel: null,
  freeShippingText: 'Orders over £35 ship free in the UK',
};

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
  ])('%s', (_, act, read, expected) => {
    act();
    expect(read()).toEqual(expected);
  });
});

describe('selectors', () => {
  it('selectCartCount sums quantities', async () => {
    expect(selectCartCount(state())).toBe(0);
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 2 });
    await state().addToCart({ variant: POUR_OVER, quantity: 3 });
    expect(selectCartCount(state())).toBe(5);
  });

  it('products keep their identity when an unrelated field changes', async () => {
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    const products = state().products;
    state().setNavStyle('none');
    expect(state().products).toBe(products);
  });
});

describe('what the integrations follow', () => {
  it('subscribeConsent hears consent changes only', () => {
    const listener = vi.fn();
    const stop = subscribeConsent(listener);
    state().setNavStyle('none');
    expect(listener).not.toHaveBeenCalled();
    state().setConsent({ analytics: true });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    state().setConsent({ advertising: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('whenShopRestored waits for the rehydration, then resolves at once', async () => {
    let restored = false;
    const waiting = whenShopRestored().then(() => (restored = true));
    await Promise.resolve();
    expect(restored).toBe(false);
    await rehydrateShopStore();
    await waiting;
    expect(restored).toBe(true);
    await expect(whenShopRestored()).resolves.toBeUndefined();
  });
});
