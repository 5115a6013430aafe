/**
 * The quantity clicks a cart engine has not queued yet: the latest absolute quantity per line merge
 * key wins, and the clicks wait together until `coalesceMs` after the last one, at most
 * `maxCoalesceMs` after the first (SPEC §4: quick clicks give few requests). Only the engine holds
 * one. It keeps no timer: the engine asks `dueIn` and runs its own queue when the wait is over.
 */
export class QuantityTargets<Outcome> {
  private targets = new Map<string, number>();
  private waiters: ((outcome: Outcome) => void)[] = [];
  private firstClickAt = 0;
  private dueAt = 0;

  constructor(
    private readonly coalesceMs: number,
    private readonly maxCoalesceMs: number,
  ) {}

  /** True while clicks are waiting, even if a removal emptied their targets. */
  get open(): boolean {
    return this.waiters.length > 0;
  }

  /** The targets by merge key, for planning the view. */
  get current(): ReadonlyMap<string, number> {
    return this.targets;
  }

  /** Milliseconds until the targets are due at `now`; 0 once they are. */
  dueIn(now: number): number {
    return Math.max(0, this.dueAt - now);
  }

  /** Records a click's target; resolves with the outcome of the quantity action it joins. */
  set(key: string, quantity: number, now: number): Promise<Outcome> {
    if (!this.open) this.firstClickAt = now;
    this.targets.set(key, quantity);
    this.dueAt = Math.min(now + this.coalesceMs, this.firstClickAt + this.maxCoalesceMs);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Forgets a line's target (the line is being removed); its clicks still settle. */
  drop(key: string): void {
    this.targets.delete(key);
  }

  /** Closes the collection: its targets and waiters, for one queued quantity action. */
  take(): { targets: Map<string, number>; waiters: ((outcome: Outcome) => void)[] } {
    const taken = { targets: this.targets, waiters: this.waiters };
    this.targets = new Map();
    this.waiters = [];
    return taken;
  }
}
