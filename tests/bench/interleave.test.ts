import { describe, expect, it } from 'vitest';
import { interleave, runInterleaved } from '@/bench/interleave.mjs';

describe('interleave', () => {
  it.each([
    [['shop', 'floor'], 2, ['shop 0', 'floor 0', 'shop 1', 'floor 1']],
    [['a', 'b', 'c'], 1, ['a 0', 'b 0', 'c 0']],
    [['a'], 3, ['a 0', 'a 1', 'a 2']],
    [['a', 'b'], 0, []],
    [[], 3, []],
  ])('%j over %i rounds runs %j', (targets, rounds, expected) => {
    const order = interleave(targets, rounds).map(({ target, round }) => `${target} ${round}`);
    expect(order).toEqual(expected);
  });

  it('names each run by its target index', () => {
    expect(interleave(['x', 'x'], 1).map((r) => r.index)).toEqual([0, 1]);
  });
});

describe('runInterleaved', () => {
  it('runs one at a time, in turn, and groups the results by target', async () => {
    const started: string[] = [];
    let running = 0;
    const results = await runInterleaved(['shop', 'floor'], 3, async (target, round) => {
      running += 1;
      expect(running).toBe(1);
      started.push(`${target} ${round}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return `${target}:${round}`;
    });
    expect(started).toEqual(['shop 0', 'floor 0', 'shop 1', 'floor 1', 'shop 2', 'floor 2']);
    expect(results).toEqual([
      ['shop:0', 'shop:1', 'shop:2'],
      ['floor:0', 'floor:1', 'floor:2'],
    ]);
  });
});
