/** The store's runtime: dependencies, the lazily loaded engine, and a reset that resets. */
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { createShopRuntime } from '@/stores/shop-runtime';
import { createFakeCartApi } from '../lib/cart/fake-cart-api';
import { ALL_VARIANTS } from '../lib/cart/fixtures';

const fakes = () => ({
  api: createFakeCartApi(ALL_VARIANTS),
  storage: createMemoryStorage(),
  browser: false,
});

describe('shop runtime', () => {
  it('has no engine until one is loaded, then the same one', async () => {
    const runtime = createShopRuntime();
    runtime.configure(fakes());
    expect(runtime.engine()).toBeNull();
    const [a, b] = await Promise.all([runtime.loadEngine(), runtime.loadEngine()]);
    expect(a).toBe(b);
    expect(runtime.engine()).toBe(a);
    expect(await runtime.loadEngine()).toBe(a);
  });

  it('takes the configured dependencies over the defaults', () => {
    const runtime = createShopRuntime();
    const deps = fakes();
    runtime.configure({ ...deps, coalesceMs: 7 });
    expect(runtime.deps().api).toBe(deps.api);
    expect(runtime.deps().storage).toBe(deps.storage);
    expect(runtime.deps().coalesceMs).toBe(7);
  });

  it('subscribes its view listener to the engine it loads', async () => {
    const seen: (string | null)[] = [];
    const runtime = createShopRuntime((cart) => seen.push(cart?.id ?? null));
    runtime.configure(fakes());
    await (await runtime.loadEngine()).init();
    expect(seen.at(-1)).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it('reset drops the engine and the persistence bookkeeping', async () => {
    const runtime = createShopRuntime();
    runtime.configure(fakes());
    const first = await runtime.loadEngine();
    runtime.book.hydrated = true;
    runtime.book.lastWritten.set('consentV2.0.0', '{}');
    runtime.book.consentPatch = { emailOptIn: true };
    runtime.reset();
    expect(runtime.engine()).toBeNull();
    expect(runtime.book).toEqual({ hydrated: false, lastWritten: new Map(), consentPatch: null });
    expect(await runtime.loadEngine()).not.toBe(first);
  });
});
