/**
 * Shared set-up of the shop store tests: a fake cart API, memory storage, and the cart's confirmed
 * line changes recorded as the facts a product event takes.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import {
  configureShopStore,
  loadCartEngine,
  resetShopStore,
  useShopStore,
} from '@/stores/shop-store';
import { createFakeCartApi, type FakeCartApi } from '../lib/cart/fake-cart-api';
import { ALL_VARIANTS } from '../lib/cart/fixtures';
import { changeFacts, type ChangeFacts } from '../lib/cart/harness';

export let api: FakeCartApi;
export let storage: ReturnType<typeof createMemoryStorage>;
export let tracked: ChangeFacts[];

export function configure(initial: Record<string, string> = {}) {
  api = createFakeCartApi(ALL_VARIANTS);
  storage = createMemoryStorage(initial);
  tracked = [];
  configureShopStore({
    api,
    storage,
    coalesceMs: 0,
    browser: false,
  });
  const changes = tracked;
  void loadCartEngine().then((engine) =>
    engine.subscribeChanges((change) => changes.push(...changeFacts(change))),
  );
}

export const state = () => useShopStore.getState();
/** Resolves once the store has no cart action queued or in flight. */
export const settle = () =>
  new Promise<void>((resolve) => {
    if (!state().pending) return resolve();
    const stop = useShopStore.subscribe((s) => {
      if (s.pending) return;
      stop();
      resolve();
    });
  });

/** Registers the per-test set-up and tear-down in the calling test file. */
export function setUpStoreTests(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    configure();
  });
  afterEach(() => {
    resetShopStore();
  });
}
