/**
 * The store's cart engine, built on demand: the store loads this module with a dynamic import
 * after hydration, so the engine (queue, lifecycle, recovery) stays out of the first-load bundle.
 */
import { connectCrossTab } from '@/lib/cart/cross-tab';
import { createCartEngine, type CartEngine, type CartEngineOptions } from '@/lib/cart/engine';
import { subscribeCartTracking } from '@/lib/tracking/cart-subscriber';
import type { Tracker } from '@/lib/tracking/events';

/** An engine whose confirmed line changes go to `tracker` (SPEC §7 Product Added/Removed). */
export function buildCartEngine(options: CartEngineOptions, tracker: Tracker): CartEngine {
  const engine = createCartEngine(options);
  subscribeCartTracking(engine.events, tracker);
  return engine;
}

export { connectCrossTab };
