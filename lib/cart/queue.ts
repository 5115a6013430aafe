/**
 * The cart engine's queue (SPEC §4: one request in flight, actions in order, quick clicks give few
 * requests): the queued actions with the callers waiting on each, and the quantity clicks not
 * queued yet. For those the latest absolute quantity per line merge key wins, and they wait
 * together until `coalesceMs` after the last click, at most `maxCoalesceMs` after the first.
 * Only the engine holds one. It keeps no timer and runs nothing: the engine asks `next`.
 */
import type { CartAction } from './optimistic';

type Waiter<Outcome> = (outcome: Outcome) => void;
/** A queued action and the callers waiting for its outcome. */
export interface Queued<Outcome> {
  action: CartAction;
  waiters: Waiter<Outcome>[];
}

export class ActionQueue<Outcome> {
  private readonly queued: Queued<Outcome>[] = [];
  private targets = new Map<string, number>();
  private targetWaiters: Waiter<Outcome>[] = [];
  private firstClickAt = 0;
  private dueAt = 0;

  constructor(
    private readonly coalesceMs: number,
    private readonly maxCoalesceMs: number,
  ) {}

  /** Actions queued or clicks waiting. */
  get pending(): boolean {
    return this.queued.length > 0 || this.targetWaiters.length > 0;
  }

  /** The queued actions, head first, for planning the view. */
  get actions(): CartAction[] {
    return this.queued.map((q) => q.action);
  }

  /** The clicks' targets by merge key, for planning the view. */
  get openTargets(): ReadonlyMap<string, number> {
    return this.targets;
  }

  /** Queues an action behind the others; waiting clicks go first, so it never overtakes them. */
  push(action: CartAction): Promise<Outcome> {
    this.closeTargets();
    return new Promise((resolve) => this.queued.push({ action, waiters: [resolve] }));
  }

  /** Records a click's target; resolves with the outcome of the quantity action it joins. */
  setTarget(key: string, quantity: number, now: number): Promise<Outcome> {
    if (this.targetWaiters.length === 0) this.firstClickAt = now;
    this.targets.set(key, quantity);
    this.dueAt = Math.min(now + this.coalesceMs, this.firstClickAt + this.maxCoalesceMs);
    return new Promise((resolve) => this.targetWaiters.push(resolve));
  }

  /** Milliseconds until the waiting clicks are due at `now`; 0 once they are. */
  dueIn(now: number): number {
    return Math.max(0, this.dueAt - now);
  }

  /**
   * What to run next at `now`: the head action (the clicks once they are due, closed into one
   * quantity action), or how long to wait for them; null when there is nothing at all.
   */
  next(now: number): { head: Queued<Outcome> } | { wait: number } | null {
    if (this.queued.length === 0 && this.targetWaiters.length > 0) {
      const wait = this.dueIn(now);
      if (wait > 0) return { wait };
      this.closeTargets();
    }
    const head = this.queued[0];
    return head ? { head } : null;
  }

  /** The head has settled: it leaves the queue (and its effect leaves the planned view). */
  shift(): void {
    this.queued.shift();
  }

  /**
   * A line is being removed: its target, waiting or queued, is moot (its clicks still settle).
   * `headInFlight`: the head has been sent, so it is left as it is.
   */
  dropLine(key: string, headInFlight: boolean): void {
    this.targets.delete(key);
    for (const { action } of this.queued.slice(headInFlight ? 1 : 0))
      if (action.kind === 'quantity') action.targets.delete(key);
  }

  private closeTargets(): void {
    if (this.targetWaiters.length === 0) return;
    this.queued.push({
      action: { kind: 'quantity', targets: this.targets },
      waiters: this.targetWaiters,
    });
    this.targets = new Map();
    this.targetWaiters = [];
  }
}
