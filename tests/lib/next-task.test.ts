import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves in a later task: after every microtask queued by this one', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    // A chain of microtasks longer than the promise's own: all of it runs first.
    let chain = Promise.resolve();
    for (let i = 0; i < 20; i++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks'));
    await done;
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledTimes(1);
  });
});
