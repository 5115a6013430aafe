/** The shop store's persistence: the SPEC §3 keys, corrupt values, and rehydration order. */
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/shopify/types';
import { configureShopStore, rehydrateShopStore, useShopStore } from '@/stores/shop-store';
import { createFakeCartApi } from '../lib/cart/fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA } from '../lib/cart/fixtures';
import { api, configure, setUpStoreTests, state, storage } from './store-harness';

setUpStoreTests();

/** A consent with the two SPEC fields set and the categories undecided. */
const undecided = (emailOptIn: boolean, smsOptIn: boolean) => ({
  emailOptIn,
  smsOptIn,
  analytics: null,
  advertising: null,
});

describe('persistence (SPEC §3 local-storage keys)', () => {
  it('rehydrate restores purchased products and consent from their own keys', async () => {
    configure({
      'purchased-productsV2.0.0': JSON.stringify(['8800000001', '8800000003']),
      'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: false }),
    });
    await rehydrateShopStore();
    expect(state().purchasedProducts).toEqual(['8800000001', '8800000003']);
    expect(state().consent).toEqual(undecided(true, false));
  });

  it('hydration is left to rehydrateShopStore (skipHydration), so server and first client render match', () => {
    expect(useShopStore.persist.getOptions().skipHydration).toBe(true);
  });

  it('nothing is read before rehydrate', () => {
    configure({ 'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }) });
    expect(state().consent).toEqual(undecided(false, false));
  });

  it('a set before rehydrate does not overwrite what is stored', async () => {
    configure({ 'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }) });
    state().setNavStyle('none');
    expect(storage.getItem('consentV2.0.0')).toBe('{"emailOptIn":true,"smsOptIn":true}');
    await rehydrateShopStore();
    expect(state().consent).toEqual(undecided(true, true));
  });

  it('after rehydrate, consent and purchased products are written as plain JSON under their keys', async () => {
    await rehydrateShopStore();
    state().setConsent({ emailOptIn: true });
    useShopStore.setState({ purchasedProducts: ['8800000007'] });
    expect(storage.snapshot()).toEqual({
      'consentV2.0.0': '{"emailOptIn":true,"smsOptIn":false,"analytics":null,"advertising":null}',
      'purchased-productsV2.0.0': '["8800000007"]',
    });
  });

  it('the cart and discount code go to shopifyCart and discountCode; no other key is written', async () => {
    await rehydrateShopStore();
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
      await expect(rehydrateShopStore()).resolves.toBeUndefined();
      expect(state().purchasedProducts).toEqual([]);
      expect(state().consent).toEqual(undecided(false, false));
      expect(storage.getItem(key)).toBeNull();
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`discarded "${key}"`));
    },
  );

  it('one corrupt key does not cost the other', async () => {
    configure({
      'purchased-productsV2.0.0': 'oops',
      'consentV2.0.0': '{"emailOptIn":true,"smsOptIn":true}',
    });
    await rehydrateShopStore();
    expect(state().consent).toEqual(undecided(true, true));
  });

  it.each([
    ['invalid JSON', '{"id":'],
    ['wrong shape', '{"id":"gid://shopify/Cart/x","lines":"none"}'],
    ['foreign object', '{"hello":"world"}'],
    ['huge string', huge],
  ])('%s in shopifyCart: discarded, a new cart is created on init', async (_, raw) => {
    configure({ shopifyCart: raw });
    await rehydrateShopStore();
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
      browser: false,
      coalesceMs: 0,
    });
    await rehydrateShopStore();
    state().setConsent({ emailOptIn: true });
    await state().addToCart({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(state().products).toHaveLength(1);
  });
});

describe('changes made before rehydration are kept', () => {
  it('consent set before rehydrate is merged over the stored consent and written', async () => {
    configure({ 'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }) });
    state().setConsent({ smsOptIn: false });
    await rehydrateShopStore();
    expect(state().consent).toEqual(undecided(true, false));
    expect(storage.getItem('consentV2.0.0')).toBe(
      '{"emailOptIn":true,"smsOptIn":false,"analytics":null,"advertising":null}',
    );
  });

  it('an unchanged key is not rewritten: only what changed before hydration is merged', async () => {
    configure({
      'consentV2.0.0': JSON.stringify({ emailOptIn: true, smsOptIn: true }),
      'purchased-productsV2.0.0': JSON.stringify(['8800000001']),
    });
    state().setNavStyle('none');
    await rehydrateShopStore();
    expect(state().purchasedProducts).toEqual(['8800000001']);
    expect(state().consent).toEqual(undecided(true, true));
    expect(storage.getItem('consentV2.0.0')).toBe('{"emailOptIn":true,"smsOptIn":true}');
  });

  it('with nothing stored, the pre-hydration consent is written', async () => {
    state().setConsent({ emailOptIn: true });
    await rehydrateShopStore();
    expect(storage.getItem('consentV2.0.0')).toBe(
      '{"emailOptIn":true,"smsOptIn":false,"analytics":null,"advertising":null}',
    );
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
    await rehydrateShopStore();
    expect(state().purchasedProducts).toEqual(expected);
    expect(JSON.parse(storage.getItem('purchased-productsV2.0.0') ?? 'null')).toEqual(expected);
  });
});
