import { describe, expect, it, vi } from 'vitest';
import { retryInit } from '@/lib/integrations/chat';

describe('retryInit (SPEC §2: once a second, up to 10 retries, silently)', () => {
  const run = async (results: Array<boolean | 'throw'>) => {
    const waits: number[] = [];
    let call = 0;
    const attempt = vi.fn(() => {
      const r = results[call++] ?? false;
      if (r === 'throw') throw new Error('not yet');
      return r;
    });
    const ok = await retryInit(attempt, undefined, async (ms) => void waits.push(ms));
    return { ok, calls: attempt.mock.calls.length, waits };
  };

  it.each([
    [[true], true, 1],
    [[false, false, true], true, 3],
    [['throw', 'throw', true], true, 3],
    [Array(11).fill(false), false, 11],
    [[...Array(10).fill(false), true], true, 11],
    [[...Array(11).fill(false), true], false, 11],
  ])('%o → %s after %i attempts', async (results, ok, calls) => {
    const warn = vi.spyOn(console, 'warn');
    const outcome = await run(results as Array<boolean | 'throw'>);
    expect(outcome).toEqual({ ok, calls, waits: Array(calls - 1).fill(1000) });
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts an attempt that rejects', async () => {
    let n = 0;
    const ok = await retryInit(
      async () => (++n < 2 ? Promise.reject(new Error('x')) : true),
      {},
      async () => {},
    );
    expect(ok).toBe(true);
    expect(n).toBe(2);
  });
});
