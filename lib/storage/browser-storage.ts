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

/**
 * The browser's localStorage when it is present and writable, otherwise a per-page in-memory
 * storage (server rendering, Safari private mode, storage disabled by policy). Probing happens on
 * every call because the answer can change (a test replacing `globalThis.localStorage`).
 */
export function getBrowserStorage(): StorageLike {
  try {
    const candidate = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (candidate) {
      const probe = '__storage_probe__';
      candidate.setItem(probe, probe);
      candidate.removeItem(probe);
      return candidate;
    }
  } catch {
    // Present but unusable: fall through to memory.
  }
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
