/**
 * Holds errors thrown before the error-reporting SDK has loaded (it loads after the page is
 * interactive, SPEC §9 weight off the first paint), and hands them over once it has.
 */
export interface ErrorQueue {
  /** Stops listening and passes each held error to `capture`, oldest first. */
  drain(capture: (error: unknown) => void): void;
  size(): number;
}

/** Listens for uncaught errors and rejections on `target`; keeps at most `limit` of them. */
export function createErrorQueue(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  limit = 30,
): ErrorQueue {
  const held: unknown[] = [];
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
    drain(capture) {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      for (const error of held.splice(0)) capture(error);
    },
    size: () => held.length,
  };
}
