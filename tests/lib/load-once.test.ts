import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';

describe('loadOnce', () => {
  it('starts one load however often it is called, and shares its result', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    expect(get()).toBe(get());
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call starts another', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
