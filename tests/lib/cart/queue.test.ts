import { describe, expect, it, vi } from 'vitest';
import type { CartOpOutcome } from '@/lib/cart/engine-types';
import type { Op } from '@/lib/cart/ops';
import { createOpQueue } from '@/lib/cart/queue';

const ok = { ok: true, userErrors: [], error: null, recovered: false };

function op(kind: 'init' | 'discount'): Op {
  return kind === 'init'
    ? { kind, sent: false, landed: false, waiters: [] }
    : { kind, code: 'X', sent: false, landed: false, waiters: [] };
}

function batch(dueAt: number): Extract<Op, { kind: 'quantity' }> {
  return {
    kind: 'quantity',
    targets: new Map([['line-1', 2]]),
    closed: false,
    firstAt: dueAt,
    dueAt,
    sent: false,
    landed: false,
    waiters: [],
  };
}

function setup() {
  let inFlight = 0;
  let maxInFlight = 0;
  const order: string[] = [];
  const release: (() => void)[] = [];
  const execute = vi.fn(async (o: Op) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    order.push(o.kind);
    await new Promise<void>((resolve) => release.push(resolve));
    inFlight -= 1;
    return { outcome: ok, thrown: false };
  });
  const notify = vi.fn();
  const queue = createOpQueue({
    execute,
    reconcile: async () => {},
    notify,
    view: () => null,
    isDestroyed: () => false,
  });
  const releaseNext = async () => {
    await vi.waitFor(() => expect(release.length).toBeGreaterThan(0));
    release.shift()?.();
  };
  return { queue, execute, notify, order, releaseNext, maxInFlight: () => maxInFlight };
}

describe('the single-flight queue', () => {
  it('runs one op at a time, in order, and settles each', async () => {
    const h = setup();
    const first = h.queue.enqueue(op('init'));
    const second = h.queue.enqueue(op('discount'));
    await h.releaseNext();
    await h.releaseNext();
    const outcomes: CartOpOutcome[] = await Promise.all([first, second]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(h.order).toEqual(['init', 'discount']);
    expect(h.maxInFlight()).toBe(1);
    await h.queue.idle();
  });

  it('a quantity batch waits for its window, and a later op closes it so it cannot be overtaken', async () => {
    const h = setup();
    const b = batch(Date.now() + 60_000);
    h.queue.pushBatch(b);
    expect(h.queue.openBatch()).toBe(b);
    const later = h.queue.enqueue(op('discount'));
    expect(b.closed).toBe(true);
    expect(h.queue.openBatch()).toBeNull();
    await h.releaseNext();
    await h.releaseNext();
    await later;
    expect(h.order).toEqual(['quantity', 'discount']);
  });

  it('flush sends a waiting batch at once', async () => {
    const h = setup();
    h.queue.pushBatch(batch(Date.now() + 60_000));
    const flushed = h.queue.flush();
    await h.releaseNext();
    await flushed;
    expect(h.execute).toHaveBeenCalledTimes(1);
  });
});
