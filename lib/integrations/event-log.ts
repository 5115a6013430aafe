/**
 * A page's log of events for the vendor tools (the product lists', the subscriptions'): the page
 * emits into it at any time, and the integrations runner (loaded after the first interaction)
 * forwards them to each tool from the moment its consent category was granted in this page, those
 * from before the runner loaded included, held while the tool is starting.
 */
export interface LoggedEvent<E> {
  event: E;
  /** When it happened (ms since the epoch). */
  at: number;
}

export type LoggedEventListener<E> = (logged: LoggedEvent<E>) => void;

export interface EventSource<E> {
  /** `since` replays the logged events with at >= since, then goes live. */
  subscribe(listener: LoggedEventListener<E>, options?: { since?: number }): () => void;
}

/** A log keeping the last `max` events (far more than a shopper makes on one page). */
export function createEventLog<E>(max: number, now: () => number = Date.now) {
  const logged: LoggedEvent<E>[] = [];
  const listeners = new Set<LoggedEventListener<E>>();
  return {
    emit(event: E, at: number = now()): void {
      const entry = { event, at };
      logged.push(entry);
      if (logged.length > max) logged.shift();
      for (const listener of listeners) listener(entry);
    },
    subscribe(listener: LoggedEventListener<E>, options: { since?: number } = {}) {
      const { since } = options;
      if (since !== undefined) for (const entry of logged) if (entry.at >= since) listener(entry);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
