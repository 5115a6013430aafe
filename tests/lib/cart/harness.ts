/**
 * Test harness of the cart engine: what only tests need lives here, over the engine's public API,
 * not in the engine. `setup` builds an engine over a fake CartApi and memory storage and records
 * its views and its confirmed line changes.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { ConfirmedCartChange } from '@/lib/cart/changes';
import { CartEngine, type CartChangeMeta, type CartEngineOptions } from '@/lib/cart/engine';
import {
  productEventPayload,
  type ProductEventName,
  type ProductEventPayload,
} from '@/lib/integrations/product-event';
import type { Cart } from '@/lib/shopify/types';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { createFakeCartApi, type FakeCartApi } from './fake-cart-api';
import { ALL_VARIANTS } from './fixtures';

/**
 * Resolves once `engine` has nothing queued or in flight (a view reports `pending: false`). Call
 * right after creating the engine, so that it hears every view.
 */
export function watchIdle(engine: CartEngine): () => Promise<void> {
  let pending = false;
  const waiters: (() => void)[] = [];
  engine.subscribe((_, meta) => {
    pending = meta.pending;
    if (!pending) for (const resolve of waiters.splice(0)) resolve();
  });
  return () =>
    pending ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve();
}

/** A confirmed line change as the SPEC §7 event the integrations build from it (path url). */
export interface ChangeFacts {
  event: ProductEventName;
  payload: ProductEventPayload;
}

export function changeFacts(change: ConfirmedCartChange): ChangeFacts[] {
  return change.lines.map(({ kind, line, quantity }) => ({
    event: kind === 'added' ? 'Product Added' : 'Product Removed',
    payload: productEventPayload({
      variant: line.merchandise,
      quantity,
      unitPrice: line.cost.amountPerQuantity,
      cart: change.cart,
    }),
  }));
}

export interface Harness {
  api: FakeCartApi;
  storage: ReturnType<typeof createMemoryStorage>;
  engine: CartEngine;
  /** Every view the engine reported, with why. */
  changes: { cart: Cart | null; meta: CartChangeMeta }[];
  /** Every confirmed line change, as facts. */
  tracked: ChangeFacts[];
  /** Resolves once nothing is queued or in flight (a waiting quantity batch is sent when due). */
  idle(): Promise<void>;
}

export function setup(
  options: Partial<CartEngineOptions> & { stored?: Record<string, string>; api?: FakeCartApi } = {},
): Harness {
  const api = options.api ?? createFakeCartApi(ALL_VARIANTS);
  const storage = createMemoryStorage(options.stored ?? {});
  const changes: Harness['changes'] = [];
  const tracked: Harness['tracked'] = [];
  const engine = new CartEngine({ api, storage, coalesceMs: 0, ...options });
  const idle = watchIdle(engine);
  engine.subscribe((cart, meta) => changes.push({ cart, meta }));
  engine.subscribeChanges((change) => tracked.push(...changeFacts(change)));
  return { api, storage, engine, changes, tracked, idle };
}

export const lineSummary = (cart: Cart | null) =>
  (cart?.lines ?? []).map(
    (l) => [l.merchandise.id, l.quantity, l.sellingPlanAllocation?.sellingPlan.id ?? null] as const,
  );

export const storedCart = (storage: Harness['storage']): Cart | null => {
  const raw = storage.getItem('shopifyCart');
  return raw === null ? null : (JSON.parse(raw) as Cart);
};

/** Registers the per-test set-up and tear-down of engine tests in the calling test file. */
export function setUpEngineTests(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
