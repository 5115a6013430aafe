/**
 * The store's cart engine, built on demand: the store loads this module with a dynamic import
 * after hydration, so the engine (queue, lifecycle, recovery) stays out of the first-load bundle.
 */
export { connectCrossTab } from '@/lib/cart/cross-tab';
export { createCartEngine } from '@/lib/cart/engine';
