/** Shared set-up of the shop store tests: a fake cart API, memory storage and a tracker. */
import { afterEach, beforeEach, vi } from 'vitest';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import type { ProductEventPayload } from '@/lib/tracking/events';
import {
  configureShopStore,
  loadCartEngine,
  resetShopStore,
  useShopStore,
} from '@/stores/shop-store';
import { createFakeCartApi, type FakeCartApi } from '../lib/cart/fake-cart-api';
import { ALL_VARIANTS } from '../lib/cart/fixtures';

export let api: FakeCartApi;
export let storage: ReturnType<typeof createMemoryStorage>;
export let tracked: { event: string; payload: ProductEventPayload }[];

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
    tracker: { track: (event, payload) => tracked.push({ event, payload }) },
  });
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
