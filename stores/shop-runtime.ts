/**
 * The shop store's services, one set per store: its dependencies, the lazily loaded cart engine
 * (a dynamic import keeps it out of the first-load bundle) and the persistence bookkeeping. They
 * live here, in the store, rather than in module variables, so a reset really resets.
 */
import type { CartChangeMeta, CartEngine } from '@/lib/cart/engine-types';
import type { Consent } from '@/lib/consent/types';
import { createLazyCartApi } from '@/lib/shopify/lazy-cart-api';
import type { Cart } from '@/lib/shopify/types';
import { getBrowserStorage } from '@/lib/storage/safe-storage';
import type { ShopStoreDeps } from './shop-types';

/** What persistence remembers between calls (see persist-storage.ts). */
export interface PersistBook {
  /** The first rehydration finished; until then writes are dropped. */
  hydrated: boolean;
  /** The last value written per key, so an unchanged key is not rewritten. */
  lastWritten: Map<string, string>;
  /** Consent fields the shopper set before rehydration, merged over the stored consent. */
  consentPatch: Partial<Consent> | null;
}

export interface ShopRuntime {
  readonly book: PersistBook;
  deps(): ShopStoreDeps;
  /** The engine once loaded (synchronous use keeps quick clicks in order), else null. */
  engine(): CartEngine | null;
  loadEngine(): Promise<CartEngine>;
  /** Replaces the dependencies (tests; another API client) and resets. */
  configure(overrides: Partial<ShopStoreDeps>): void;
  reset(): void;
  /** Where the engine reports its view; set once by the store that owns this runtime. */
  onCartChange: (cart: Cart | null, meta: CartChangeMeta) => void;
}

export function createShopRuntime(): ShopRuntime {
  let overrides: Partial<ShopStoreDeps> = {};
  let resolved: ShopStoreDeps | null = null;
  let engine: CartEngine | null = null;
  let engineLoad: Promise<CartEngine> | null = null;
  let disconnectCrossTab: (() => void) | null = null;
  const book: PersistBook = { hydrated: false, lastWritten: new Map(), consentPatch: null };

  const runtime: ShopRuntime = {
    book,
    onCartChange: () => {},
    deps() {
      resolved ??= {
        api: createLazyCartApi(),
        storage: getBrowserStorage(),
        random: Math.random,
        crossTab: typeof window !== 'undefined',
        ...overrides,
      };
      return resolved;
    },
    engine: () => engine,
    loadEngine() {
      if (engine) return Promise.resolve(engine);
      engineLoad ??= import('./cart-engine').then(({ createCartEngine, connectCrossTab }) => {
        const d = runtime.deps();
        engine ??= createCartEngine({
          api: d.api,
          storage: d.storage,
          ...(d.coalesceMs !== undefined ? { coalesceMs: d.coalesceMs } : {}),
          onChange: (cart, meta) => runtime.onCartChange(cart, meta),
        });
        if (d.crossTab && !disconnectCrossTab) disconnectCrossTab = connectCrossTab(engine);
        return engine;
      });
      return engineLoad;
    },
    configure(next) {
      overrides = next;
      runtime.reset();
    },
    reset() {
      engine?.destroy();
      engine = null;
      engineLoad = null;
      disconnectCrossTab?.();
      disconnectCrossTab = null;
      resolved = null;
      book.hydrated = false;
      book.lastWritten.clear();
      book.consentPatch = null;
    },
  };
  return runtime;
}
