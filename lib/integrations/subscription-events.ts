/**
 * The subscription events for the vendor tools (issue 46 part 7): `Subscription Paused`, `Resumed`,
 * `Skipped` and `Cancelled`, each once the platform has confirmed the change. Like the list
 * events (./list-events.ts), the page emits into a log that keeps them with their time until the
 * integrations runner (loaded after the first interaction) forwards them to the tools whose consent
 * allows it, so an event from before the runner loaded is not lost. Never an email: the contract
 * id and what it delivers.
 */

export type SubscriptionEventName =
  | 'Subscription Paused'
  | 'Subscription Resumed'
  | 'Subscription Skipped'
  | 'Subscription Cancelled';

export interface SubscriptionEvent {
  name: SubscriptionEventName;
  properties: { subscription_id: string; product: string };
}

export interface LoggedSubscriptionEvent {
  event: SubscriptionEvent;
  /** When it happened (ms since the epoch). */
  at: number;
}

export type SubscriptionEventListener = (logged: LoggedSubscriptionEvent) => void;

export interface SubscriptionEventSource {
  /** `since` replays the logged events with at >= since, then goes live. */
  subscribeSubscriptionEvents(
    listener: SubscriptionEventListener,
    options?: { since?: number },
  ): () => void;
}

/** Events kept for tools still to start: far more than a customer makes on one page. */
const MAX_LOGGED = 50;

export function createSubscriptionEventLog(now: () => number = Date.now) {
  const logged: LoggedSubscriptionEvent[] = [];
  const listeners = new Set<SubscriptionEventListener>();
  return {
    emit(event: SubscriptionEvent): void {
      const entry = { event, at: now() };
      logged.push(entry);
      if (logged.length > MAX_LOGGED) logged.shift();
      for (const listener of listeners) listener(entry);
    },
    subscribeSubscriptionEvents(
      listener: SubscriptionEventListener,
      options: { since?: number } = {},
    ) {
      const { since } = options;
      if (since !== undefined) for (const entry of logged) if (entry.at >= since) listener(entry);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's one log: the account pages emit into it, the integrations runner reads it. */
export const subscriptionEventLog = createSubscriptionEventLog();

/** Sends an account event to the tools whose consent allows it (now, or once they have started). */
export function emitSubscriptionEvent(event: SubscriptionEvent): void {
  subscriptionEventLog.emit(event);
}
