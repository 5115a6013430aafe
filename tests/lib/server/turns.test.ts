import { describe, expect, it } from 'vitest';
import { createTurns } from '@/lib/server/turns';

/**
 * A fake event loop. `clock` advances by what each handler costs; `atPassEnd` callbacks wait in
 * `due` and `endPass()` runs them as Node's check phase does (callbacks they queue wait for the
 * next pass). `answered` lists, for each pass, the requests answered in it.
 */
function harness(sliceMs = 10) {
  let clock = 0;
  let due: Array<() => void> = [];
  const answered: string[][] = [[]];
  const admit = createTurns({ sliceMs, now: () => clock, atPassEnd: (cb) => due.push(cb) });
  const request = (name: string, ms: number, fail = false) =>
    admit(() => {
      answered.at(-1)?.push(name);
      clock += ms;
      if (fail) throw new Error(`${name} failed`);
    });
  /** Ends the current pass (its check phase) and starts the next one. */
  const endPass = () => {
    const now = due;
    due = [];
    for (const callback of now) callback();
    answered.push([]);
  };
  const runOut = () => {
    while (due.length > 0) endPass();
    return answered.filter((pass) => pass.length > 0).map((pass) => pass.length);
  };
  return { request, endPass, runOut, answered, waiting: () => due.length > 0 };
}

describe('createTurns', () => {
  it('answers at once while the pass has time left, and leaves nothing for later', () => {
    const loop = harness();
    for (const name of ['a', 'b', 'c']) loop.request(name, 2);
    expect(loop.answered[0]).toEqual(['a', 'b', 'c']);
    loop.endPass();
    expect(loop.waiting()).toBe(false);
  });

  it.each([
    // [cost of each request in ms, requests arriving in one pass, requests answered per pass]
    [2.5, 10, [4, 4, 2]],
    [4, 6, [3, 3]],
    [1, 5, [5]],
    // Longer than the slice: still one per pass, so the line moves.
    [25, 3, [1, 1, 1]],
  ])('%s ms each, %s arriving together: answered per pass %j', (ms, count, perPass) => {
    const loop = harness(10);
    for (let i = 0; i < count; i++) loop.request(`r${i}`, ms);
    expect(loop.runOut()).toEqual(perPass);
    expect(loop.answered.flat()).toEqual(Array.from({ length: count }, (_, i) => `r${i}`));
  });

  it('keeps the order of arrival: a request read while others wait joins the end of the line', () => {
    const loop = harness(10);
    loop.request('a', 8);
    loop.request('b', 8);
    loop.request('c', 8);
    loop.endPass();
    // The next pass reads d before its end serves the line.
    loop.request('d', 1);
    expect(loop.answered.flat()).toEqual(['a', 'b']);
    loop.endPass();
    expect(loop.answered).toEqual([['a', 'b'], ['c', 'd'], []]);
  });

  it('serves the rest of the line in a later pass when a handler throws', () => {
    const loop = harness(10);
    loop.request('a', 20);
    loop.request('b', 1, true);
    loop.request('c', 1);
    loop.endPass();
    expect(() => loop.endPass()).toThrow('b failed');
    loop.runOut();
    expect(loop.answered.flat()).toEqual(['a', 'b', 'c']);
  });
});
