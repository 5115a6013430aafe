import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, getBrowserStorage } from '@/lib/storage/browser-storage';

/** A storage that counts its writes and can be made to refuse them. */
function countingStorage() {
  const inner = createMemoryStorage();
  const storage = {
    writes: 0,
    refuse: false,
    getItem: (key: string) => inner.getItem(key),
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      if (storage.refuse) throw new DOMException('full', 'QuotaExceededError');
      inner.setItem(key, value);
    },
    removeItem: (key: string) => inner.removeItem(key),
  };
  return storage;
}

describe('getBrowserStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('probes a storage once, not on every call', () => {
    const storage = countingStorage();
    vi.stubGlobal('localStorage', storage);
    expect(getBrowserStorage()).toBe(storage);
    expect(getBrowserStorage()).toBe(storage);
    expect(getBrowserStorage()).toBe(storage);
    expect(storage.writes).toBe(1);
  });

  it('probes again when the storage object changes', () => {
    const first = countingStorage();
    const second = countingStorage();
    vi.stubGlobal('localStorage', first);
    getBrowserStorage();
    vi.stubGlobal('localStorage', second);
    expect(getBrowserStorage()).toBe(second);
    expect(second.writes).toBe(1);
  });

  it('falls back to memory when the probe fails, and uses the storage once it works again', () => {
    const storage = countingStorage();
    storage.refuse = true;
    vi.stubGlobal('localStorage', storage);
    const memory = getBrowserStorage();
    expect(memory).not.toBe(storage);
    memory.setItem('k', 'v');
    expect(getBrowserStorage().getItem('k')).toBe('v');
    storage.refuse = false;
    expect(getBrowserStorage()).toBe(storage);
  });

  it('falls back to memory when reading localStorage throws', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const memory = getBrowserStorage();
    memory.setItem('a', '1');
    expect(getBrowserStorage().getItem('a')).toBe('1');
  });
});
