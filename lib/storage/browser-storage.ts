/**
 * Which Web Storage the shop uses: the browser's when it works, memory otherwise. Apart from
 * safe-storage.ts (the validated reads and writes), as the first load needs only this.
 */

/** The part of the Web Storage interface the shop uses; `localStorage` satisfies it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory `StorageLike`, for tests, server rendering and browsers that refuse storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  /** The current contents, for assertions. */
  snapshot(): Record<string, string>;
  clear(): void;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    snapshot: () => Object.fromEntries(map),
    clear: () => map.clear(),
  };
}

let fallback: StorageLike | null = null;
// The storage that last passed the probe. A probe is two writes, and at load the shop asks for
// the storage many times (each persisted store, the store's restore, the campaign code): this
// file came to about 38 ms inclusive in a product page's load profile at 4x CPU throttling. A
// storage that fails its probe is probed again on the next call, so one that recovers (quota
// freed) is used again.
let verified: StorageLike | null = null;

/**
 * The browser's localStorage when it is present and writable, otherwise a per-page in-memory
 * storage (server rendering, Safari private mode, storage disabled by policy). The probe runs
 * once per storage object, and again when the object changes (a test replacing
 * `globalThis.localStorage`) or when it last failed.
 */
export function getBrowserStorage(): StorageLike {
  try {
    const candidate = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (candidate) {
      if (candidate === verified) return candidate;
      const probe = '__storage_probe__';
      candidate.setItem(probe, probe);
      candidate.removeItem(probe);
      verified = candidate;
      return candidate;
    }
  } catch {
    // Present but unusable: fall through to memory.
  }
  verified = null;
  fallback ??= createMemoryStorage();
  return fallback;
}

let sessionFallback: StorageLike | null = null;

/**
 * The browser's sessionStorage when it can be read, otherwise a per-page in-memory storage (server
 * rendering, storage blocked by policy), so a value the page remembers lasts at least the page.
 */
export function getSessionStorage(): StorageLike {
  try {
    const candidate = (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
    if (candidate) {
      candidate.getItem('__storage_probe__');
      return candidate;
    }
  } catch {
    // Present but unusable: fall through to memory.
  }
  sessionFallback ??= createMemoryStorage();
  return sessionFallback;
}
