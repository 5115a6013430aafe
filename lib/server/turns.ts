/**
 * Fair turns for the requests a Node server answers in one pass of its event loop.
 *
 * Since libuv 1.45 (Node 20), a listening socket accepts one new connection per pass of the event
 * loop (libuv pull request 3696). In one pass Node also reads every connection that has a request
 * waiting and answers each of them at once. With 100 busy keep-alive connections on a 2-core
 * machine, the accepts came one every 100-240 ms, and of 100 new connections arriving together the
 * last waited in the kernel's queue past 10 s: the bench's load on Node alone saw 22 to 50 requests
 * with no answer within 10 s. Behind a proxy that keeps its connections open (deploy/nginx.conf)
 * there are no new connections to wait.
 *
 * So a pass answers requests for at most `sliceMs`; the rest wait, in order of arrival, for the
 * next passes.
 */
export interface TurnsOptions {
  /** How long one pass of the event loop may spend answering requests. */
  sliceMs: number;
  /** A monotonic clock in milliseconds (performance.now). */
  now: () => number;
  /**
   * Runs `callback` at the end of this pass, or of the next one when called from there: Node's
   * setImmediate (its check phase follows the phase that reads the sockets).
   */
  atPassEnd: (callback: () => void) => void;
}

/** Returns `admit(run)`: runs `run` now when this pass has time left, else in a later pass. */
export function createTurns({ sliceMs, now, atPassEnd }: TurnsOptions): (run: () => void) => void {
  const waiting: Array<() => void> = [];
  let sliceStart: number | null = null;
  let passEndQueued = false;

  const queuePassEnd = () => {
    if (passEndQueued) return;
    passEndQueued = true;
    atPassEnd(passEnd);
  };
  /** When this pass began answering: now, for its first request (its end is then queued). */
  const openSlice = (): number => {
    if (sliceStart === null) {
      sliceStart = now();
      queuePassEnd();
    }
    return sliceStart;
  };

  function passEnd(): void {
    passEndQueued = false;
    // A pass that has already answered requests uses what is left of its slice; a pass that has
    // not answers at least one, so the line always moves, then as many as its slice allows.
    let first = sliceStart === null;
    const start = sliceStart ?? now();
    try {
      while (waiting.length > 0 && (first || now() - start < sliceMs)) {
        first = false;
        waiting.shift()?.();
      }
    } finally {
      // Also when a request's handler threw: a later pass still serves the rest.
      sliceStart = null;
      if (waiting.length > 0) queuePassEnd();
    }
  }

  return function admit(run: () => void): void {
    // Nobody overtakes a request already waiting.
    if (waiting.length === 0 && now() - openSlice() < sliceMs) {
      run();
      return;
    }
    waiting.push(run);
    queuePassEnd();
  };
}
