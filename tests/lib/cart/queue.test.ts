// Tests for lib/cart/queue.ts: queued actions in order, and the waiting quantity clicks (the latest
// click per line wins, and they are due coalesceMs after the last, at most maxCoalesceMs after the first).
import { describe, expect, it } from 'vitest';
import type { CartAction } from '@/lib/cart/optimistic';
import { ActionQueue } from '@/lib/cart/queue';

const make = () => new ActionQueue<string>(150, 1000);
const DISCOUNT: CartAction = {
  kind: 'discount',
  edit: { kind: 'add', code: 'WELCOME15' },
  source: 'shop',
};

/** Runs the queue to the end at `now`, settling each head with `outcome`. */
function drain(queue: ActionQueue<string>, now: number, outcome = 'settled'): CartAction[] {
  const ran: CartAction[] = [];
  for (let next = queue.next(now); next && 'head' in next; next = queue.next(now)) {
    ran.push(next.head.action);
    for (const resolve of next.head.waiters) resolve(outcome);
    queue.shift();
  }
  return ran;
}

describe('ActionQueue', () => {
  it('keeps the latest absolute quantity per line and is pending while clicks wait', () => {
    const queue = make();
    expect(queue.pending).toBe(false);
    void queue.setTarget('a', 2, 0);
    void queue.setTarget('a', 3, 10);
    void queue.setTarget('b', 1, 20);
    expect(queue.pending).toBe(true);
    expect([...queue.openTargets]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('clicks are due coalesceMs after the last one, at most maxCoalesceMs after the first', () => {
    const queue = make();
    void queue.setTarget('a', 2, 0);
    expect(queue.next(0)).toEqual({ wait: 150 });
    void queue.setTarget('a', 3, 100);
    expect(queue.next(100)).toEqual({ wait: 150 });
    for (let at = 200; at <= 950; at += 100) void queue.setTarget('a', 4, at);
    expect(queue.dueIn(950)).toBe(50);
    expect(drain(queue, 1000)).toEqual([{ kind: 'quantity', targets: new Map([['a', 4]]) }]);
  });

  it('due clicks settle together, and a new round times from its own first click', async () => {
    const queue = make();
    const first = queue.setTarget('a', 2, 0);
    const second = queue.setTarget('b', 5, 100);
    drain(queue, 250, 'done');
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    expect(queue.pending).toBe(false);
    void queue.setTarget('a', 1, 5000);
    expect(queue.dueIn(5000)).toBe(150);
  });

  it('an action pushed while clicks wait goes after them, never before', async () => {
    const queue = make();
    const click = queue.setTarget('a', 2, 0);
    const discount = queue.push(DISCOUNT);
    expect(queue.actions.map((a) => a.kind)).toEqual(['quantity', 'discount']);
    expect(drain(queue, 0).map((a) => a.kind)).toEqual(['quantity', 'discount']);
    await expect(Promise.all([click, discount])).resolves.toEqual(['settled', 'settled']);
    expect(queue.next(0)).toBeNull();
  });

  it('removing a line drops its targets, waiting or queued, but not from the head in flight', () => {
    const queue = make();
    void queue.setTarget('a', 2, 0);
    void queue.push(DISCOUNT);
    void queue.setTarget('a', 5, 10);
    queue.dropLine('a', false);
    expect(queue.openTargets.size).toBe(0);
    const [quantity] = queue.actions;
    expect(quantity).toEqual({ kind: 'quantity', targets: new Map() });
    // The clicks still wait to settle.
    expect(queue.pending).toBe(true);

    const inFlight = make();
    void inFlight.setTarget('a', 2, 0);
    void inFlight.push(DISCOUNT);
    inFlight.dropLine('a', true);
    expect(inFlight.actions[0]).toEqual({ kind: 'quantity', targets: new Map([['a', 2]]) });
  });
});
