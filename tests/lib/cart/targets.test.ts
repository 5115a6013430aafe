// Tests for lib/cart/targets.ts: the open quantity targets (latest click wins) and when they are due.
import { describe, expect, it } from 'vitest';
import { QuantityTargets } from '@/lib/cart/targets';

const make = () => new QuantityTargets<string>(150, 1000);

describe('QuantityTargets', () => {
  it('keeps the latest absolute quantity per key and is open while clicks wait', () => {
    const targets = make();
    expect(targets.open).toBe(false);
    void targets.set('a', 2, 0);
    void targets.set('a', 3, 10);
    void targets.set('b', 1, 20);
    expect(targets.open).toBe(true);
    expect([...targets.current]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('is due coalesceMs after the last click, at most maxCoalesceMs after the first', () => {
    const targets = make();
    void targets.set('a', 2, 0);
    expect(targets.dueIn(0)).toBe(150);
    void targets.set('a', 3, 100);
    expect(targets.dueIn(100)).toBe(150);
    expect(targets.dueIn(250)).toBe(0);
    for (let at = 200; at <= 950; at += 100) void targets.set('a', 4, at);
    expect(targets.dueIn(950)).toBe(50);
    expect(targets.dueIn(2000)).toBe(0);
  });

  it('take hands over targets and waiters once and starts a new collection', async () => {
    const targets = make();
    const first = targets.set('a', 2, 0);
    const second = targets.set('b', 5, 500);
    const taken = targets.take();
    expect([...taken.targets]).toEqual([
      ['a', 2],
      ['b', 5],
    ]);
    expect(taken.waiters).toHaveLength(2);
    expect(targets.open).toBe(false);
    expect(targets.current.size).toBe(0);
    for (const resolve of taken.waiters) resolve('settled');
    await expect(Promise.all([first, second])).resolves.toEqual(['settled', 'settled']);
    // A new collection times from its own first click.
    void targets.set('a', 1, 5000);
    expect(targets.dueIn(5000)).toBe(150);
  });

  it('drop forgets a target but its clicks still wait to settle', () => {
    const targets = make();
    void targets.set('a', 2, 0);
    targets.drop('a');
    expect(targets.current.size).toBe(0);
    expect(targets.open).toBe(true);
    expect(targets.take().waiters).toHaveLength(1);
  });
});
