/**
 * The single-flight queue: one request in flight per cart, actions in order, and quantity clicks
 * coalesced into one batch of absolute targets that waits a short window for more clicks.
 */
import type {
  CartChangeReason,
  CartEngineError,
  CartOperation,
  CartOpOutcome,
} from './engine-types';
import type { Op } from './ops';

export interface OpQueueDeps {
  /** Runs one op against the platform; never throws. */
  execute(op: Op): Promise<{ outcome: Omit<CartOpOutcome, 'cart'>; thrown: boolean }>;
  /** After a thrown error: re-read the cart, since the platform may have acted. */
  reconcile(): Promise<void>;
  notify(
    reason: CartChangeReason,
    extra?: { operation?: CartOperation; error?: CartEngineError },
  ): void;
  /** The view to hand to an op's waiters once it settled. */
  view(): CartOpOutcome['cart'];
  isDestroyed(): boolean;
}

/** Creates the queue. `ops` is read by the view (every op not yet landed applies on top). */
export function createOpQueue(deps: OpQueueDeps) {
  const ops: Op[] = [];
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const idleWaiters: (() => void)[] = [];

  function stopTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function armTimer(delay: number): void {
    stopTimer();
    timer = setTimeout(
      () => {
        timer = null;
        void pump();
      },
      Math.max(0, delay),
    );
  }

  async function pump(): Promise<void> {
    if (running || deps.isDestroyed()) return;
    running = true;
    try {
      while (ops.length > 0 && !deps.isDestroyed()) {
        const op = ops[0] as Op;
        if (op.kind === 'quantity' && !op.closed) {
          const wait = op.dueAt - Date.now();
          if (wait > 0) {
            armTimer(wait);
            return;
          }
          op.closed = true;
        }
        op.sent = true;
        const { outcome, thrown } = await deps.execute(op);
        ops.shift();
        if (outcome.ok) deps.notify('confirmed', { operation: op.kind });
        else
          deps.notify('rollback', {
            operation: op.kind,
            ...(outcome.error ? { error: outcome.error } : {}),
          });
        if (thrown) await deps.reconcile();
        const settled: CartOpOutcome = { ...outcome, cart: deps.view() };
        for (const resolve of op.waiters) resolve(settled);
      }
    } finally {
      running = false;
      if (ops.length === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    }
  }

  /** The quantity batch at the tail that is still collecting clicks, if any. */
  function openBatch(): Extract<Op, { kind: 'quantity' }> | null {
    const tail = ops[ops.length - 1];
    return tail && tail.kind === 'quantity' && !tail.sent && !tail.closed ? tail : null;
  }

  function waitFor(op: Op): Promise<CartOpOutcome> {
    return new Promise<CartOpOutcome>((resolve) => op.waiters.push(resolve));
  }

  /** Queues `op` behind the others and starts the queue. */
  function enqueue(op: Op): Promise<CartOpOutcome> {
    // An earlier batch still collecting clicks must not be overtaken, so it stops collecting.
    const batch = openBatch();
    if (batch) batch.closed = true;
    const settled = waitFor(op);
    ops.push(op);
    deps.notify('optimistic', { operation: op.kind });
    void pump();
    return settled;
  }

  /** Adds a new quantity batch; it is sent when its window ends (`armTimer`). */
  function pushBatch(batch: Extract<Op, { kind: 'quantity' }>): void {
    ops.push(batch);
  }

  function idle(): Promise<void> {
    if (ops.length === 0 && !running) return Promise.resolve();
    return new Promise<void>((resolve) => idleWaiters.push(resolve));
  }

  /** Sends a waiting batch now and resolves when the queue is empty. */
  function flush(): Promise<void> {
    const batch = openBatch();
    if (batch) batch.dueAt = 0;
    stopTimer();
    void pump();
    return idle();
  }

  return {
    ops: ops as readonly Op[],
    isRunning: () => running,
    armTimer,
    stopTimer,
    openBatch,
    waitFor,
    enqueue,
    pushBatch,
    idle,
    flush,
  };
}
