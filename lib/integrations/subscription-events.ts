/**
 * The subscription events for the vendor tools (docs/accounts.md, "Subscriptions"): `Subscription
 * Paused`, `Resumed`, `Skipped` and `Cancelled`, each once the platform has confirmed the change.
 * Like the list events (./list-events.ts), the page emits into a log that keeps them with their
 * time until the integrations runner (loaded after the first interaction) forwards them to the
 * tools whose consent allows it, so an event from before the runner loaded is not lost. Never an
 * email: the contract id and what it delivers.
 */
import { createEventLog, type EventSource } from './event-log';

export type SubscriptionEventName =
  | 'Subscription Paused'
  | 'Subscription Resumed'
  | 'Subscription Skipped'
  | 'Subscription Cancelled';

export interface SubscriptionEvent {
  name: SubscriptionEventName;
  properties: { subscription_id: string; product: string };
}

export type SubscriptionEventSource = EventSource<SubscriptionEvent>;

/** The page's one log: the account pages emit into it, the integrations runner reads it. */
export const subscriptionEventLog = createEventLog<SubscriptionEvent>(50);

/** Sends a subscription event to the tools whose consent allows it (now, or once they have started). */
export function emitSubscriptionEvent(event: SubscriptionEvent): void {
  subscriptionEventLog.emit(event);
}
