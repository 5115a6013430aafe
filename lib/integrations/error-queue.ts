/**
 * Holds errors thrown before the error-reporting SDK has loaded (it loads after the page is
 * interactive, SPEC §9 weight off the first paint), and hands them over once it has.
 */
export interface ErrorQueue {
  /**
   * Stops listening and passes each held error to `capture`, oldest first; errors reported later
   * (`report`) go straight to it.
   */
  drain(capture: (error: unknown) => void): void;
  /**
   * An error the page caught itself (the shell's error boundary): React does not rethrow those to
   * the window, so they are handed over here, held until the SDK is there.
   */
  report(error: unknown): void;
  size(): number;
}

/** Listens for uncaught errors and rejections on `target`; keeps at most `limit` of them. */
export function createErrorQueue(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  limit = 30,
): ErrorQueue {
  const held: unknown[] = [];
  let capture: ((error: unknown) => void) | null = null;
  const keep = (error: unknown) => {
    if (held.length < limit) held.push(error);
  };
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    keep(e.error ?? new Error(e.message || 'Script error'));
  };
  const onRejection = (event: Event) => keep((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    drain(to) {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      capture = to;
      for (const error of held.splice(0)) to(error);
    },
    report: (error) => (capture ? capture(error) : keep(error)),
    size: () => held.length,
  };
}
