// @vitest-environment jsdom
/**
 * The first load's view of the shop store (stores/shop-view.ts): the initial state before the
 * store's chunk has arrived, actions that wait for it in call order, and hooks that follow it.
 */
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SHOP_STATE } from '@/stores/initial-state';

type View = typeof import('@/stores/shop-view');

/** A fresh module graph: neither the view nor the store has been loaded yet. */
async function freshView(): Promise<View> {
  vi.resetModules();
  return import('@/stores/shop-view');
}

beforeEach(() => window.localStorage.clear());

describe('the initial state', () => {
  it('is the store’s own initial state, field by field (what the server renders)', async () => {
    const { useShopStore } = await import('@/stores/shop-store');
    const initial = useShopStore.getInitialState() as unknown as Record<string, unknown>;
    const data = Object.keys(initial).filter(
      (key) => key !== 'runtime' && typeof initial[key] !== 'function',
    );
    expect(Object.keys(INITIAL_SHOP_STATE).sort()).toEqual(data.sort());
    for (const key of data)
      expect(initial[key], key).toStrictEqual(
        (INITIAL_SHOP_STATE as unknown as Record<string, unknown>)[key],
      );
  });
});

describe('before the store has arrived', () => {
  it('reads the initial state and has no store', async () => {
    const view = await freshView();
    expect(view.shopStoreIfLoaded()).toBeUndefined();
    expect(view.getShopState()).toStrictEqual(INITIAL_SHOP_STATE);
  });

  it('runs actions once it has loaded, in the order they were called', async () => {
    const view = await freshView();
    const first = view.shopAction('setNavStyle')('none');
    const second = view.shopAction('setNavStyle')('choose_plan');
    const open = view.shopAction('toggleCart')(true);
    expect(view.shopStoreIfLoaded()).toBeUndefined();
    await Promise.all([first, second, open]);
    const store = view.shopStoreIfLoaded();
    expect(store?.getState().navStyle).toBe('choose_plan');
    expect(store?.getState().cartOpen).toBe(true);
  });

  it('gives one stable function per action', async () => {
    const view = await freshView();
    expect(view.shopAction('toggleCart')).toBe(view.shopAction('toggleCart'));
  });
});

describe('the hooks', () => {
  it('useShop shows the initial state, then follows the store once it arrives', async () => {
    const view = await freshView();
    const { result } = renderHook(() => view.useShop((s) => s.cartOpen));
    expect(result.current).toBe(false);
    await act(async () => {
      await view.shopAction('toggleCart')(true);
    });
    expect(result.current).toBe(true);
    act(() => view.shopStoreIfLoaded()?.getState().toggleCart(false));
    expect(result.current).toBe(false);
  });

  it('useShopRestored is false until the persisted state has been read', async () => {
    const view = await freshView();
    const { result } = renderHook(() => view.useShopRestored());
    expect(result.current).toBe(false);
    const store = await view.loadShopModule();
    expect(result.current).toBe(false);
    await act(async () => {
      await store.rehydrateShopStore();
    });
    expect(result.current).toBe(true);
  });

  it('subscribeShop calls back when the store arrives and on each change after', async () => {
    const view = await freshView();
    const listener = vi.fn();
    const unsubscribe = view.subscribeShop(listener);
    await view.loadShopStore();
    expect(listener).toHaveBeenCalledTimes(1);
    view.shopStoreIfLoaded()?.getState().setShowChat(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    view.shopStoreIfLoaded()?.getState().setShowChat(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
