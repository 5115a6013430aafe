/**
 * The shop store's services, one set per store: its dependencies, the lazily loaded cart engine
 * (a dynamic import keeps it out of the first-load bundle) and the persistence bookkeeping. They
 * live here, in the store, rather than in module variables, so a reset really resets.
 */
import type { CartEngine, CartViewListener } from '@/lib/cart/engine';
import type { Consent } from '@/lib/consent/types';
import type { CartApi } from '@/lib/shopify/cart';
import { loadOnce } from '@/lib/load-once';
import { getBrowserStorage, type StorageLike } from '@/lib/storage/browser-storage';

/** What the store talks to; replaced in tests through `configureShopStore`. */
export interface ShopStoreDeps {
  /** The platform's cart API; by default lib/shopify's, loaded with the engine. */
  api?: CartApi;
  storage: StorageLike;
  /** Quantity click coalescing window of the cart engine (ms). */
  coalesceMs?: number;
  /**
   * Connect the cart to the browser: other tabs (storage event + BroadcastChannel) and the
   * signed-in customer (stores/cart-buyer-link.ts).
   */
  browser: boolean;
}

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
  /** Loads the engine once and subscribes the store's view listener to it. */
  loadEngine(): Promise<CartEngine>;
  /** Replaces the dependencies (tests; another API client) and resets. */
  configure(overrides: Partial<ShopStoreDeps>): void;
  reset(): void;
}

/** The runtime of a store that shows the engine's view with `showCart`. */
export function createShopRuntime(showCart: CartViewListener = () => {}): ShopRuntime {
  let overrides: Partial<ShopStoreDeps> = {};
  let resolved: ShopStoreDeps | null = null;
  let engine: CartEngine | null = null;
  // The engine's chunk, fetched once; a failed download is tried again on the next cart action.
  let loadEngine = loadOnce(createEngine);
  let disconnectBrowser: (() => void) | null = null;
  const book: PersistBook = { hydrated: false, lastWritten: new Map(), consentPatch: null };

  async function createEngine(): Promise<CartEngine> {
    const { cartApi, connectBrowser, CartEngine: Engine } = await import('./cart-engine');
    if (engine) return engine;
    const { api = cartApi, storage, coalesceMs, browser } = runtime.deps();
    engine = new Engine({
      api,
      storage,
      ...(coalesceMs !== undefined ? { coalesceMs } : {}),
    });
    engine.subscribe(showCart);
    if (browser && !disconnectBrowser) disconnectBrowser = connectBrowser(engine, storage);
    return engine;
  }

  const runtime: ShopRuntime = {
    book,
    deps() {
      resolved ??= {
        storage: getBrowserStorage(),
        browser: typeof window !== 'undefined',
        ...overrides,
      };
      return resolved;
    },
    engine: () => engine,
    loadEngine() {
      return engine ? Promise.resolve(engine) : loadEngine();
    },
    configure(next) {
      overrides = next;
      runtime.reset();
    },
    reset() {
      engine?.destroy();
      engine = null;
      loadEngine = loadOnce(createEngine);
      disconnectBrowser?.();
      disconnectBrowser = null;
      resolved = null;
      book.hydrated = false;
      book.lastWritten.clear();
      book.consentPatch = null;
    },
  };
  return runtime;
}
