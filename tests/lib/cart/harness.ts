/**
 * Test harness of the cart engine: what only tests need lives here, over the engine's public API,
 * not in the engine. `setup` builds an engine over a fake CartApi and memory storage and records
 * its views and its confirmed line changes.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { ConfirmedCartChange } from '@/lib/cart/changes';
import {
  createCartEngine,
  type CartChangeMeta,
  type CartEngine,
  type CartEngineOptions,
} from '@/lib/cart/engine';
import { appliedCode } from '@/lib/cart/rules';
import { shortId } from '@/lib/shopify/ids';
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

/** A confirmed line change as the facts a product event is built from (name, price, coupon…). */
export interface ChangeFacts {
  event: 'Product Added' | 'Product Removed';
  payload: {
    name: string;
    product_id: string;
    handle: string;
    price: { amount: string; currencyCode: string };
    image_url: string | null;
    quantity: number;
    variant: string;
    sku: string | null;
    category: string;
    coupon: string | null;
    shopifyCartId: string;
  };
}

export function changeFacts(change: ConfirmedCartChange): ChangeFacts[] {
  return change.lines.map(({ kind, line, quantity }) => {
    const { merchandise: variant } = line;
    return {
      event: kind === 'added' ? 'Product Added' : 'Product Removed',
      payload: {
        name: variant.product.title,
        product_id: shortId(variant.product.id),
        handle: variant.product.handle,
        price: line.cost.amountPerQuantity,
        image_url: variant.image?.url ?? null,
        quantity,
        variant: variant.title,
        sku: variant.sku,
        category: variant.product.productType,
        coupon: appliedCode(change.cart),
        shopifyCartId: change.cart.id,
      },
    };
  });
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
  const engine = createCartEngine({ api, storage, coalesceMs: 0, ...options });
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
