/** Shared set-up of the shop store tests: a fake cart API, memory storage and the cart events. */
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
import { recordProductEvents, type TrackedEvent } from '../lib/cart/product-events';

export let api: FakeCartApi;
export let storage: ReturnType<typeof createMemoryStorage>;
export let tracked: TrackedEvent[];

export function configure(initial: Record<string, string> = {}, random = () => 0.99) {
  api = createFakeCartApi(ALL_VARIANTS);
  storage = createMemoryStorage(initial);
  tracked = [];
  configureShopStore({
    api,
    storage,
    random,
    coalesceMs: 0,
    crossTab: false,
  });
  // Subscribed before any test step can use the engine (the same load, resolved in order).
  const record = tracked;
  void loadCartEngine().then((engine) =>
    recordProductEvents(engine.events, (t) => void record.push(t)),
  );
}

export const state = () => useShopStore.getState();
export const settle = async () => (await loadCartEngine()).flush();

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
