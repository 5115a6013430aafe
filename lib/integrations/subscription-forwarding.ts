/**
 * The subscription events (./subscription-events.ts) to the vendor tools: like the list events, a tool
 * receives every event since its category was granted in this page, those before the runner
 * loaded included, held while the tool is starting.
 */
import type { SubscriptionEventSource } from './subscription-events';
import type { GrantedSince } from './consent-grants';
import type { Tools } from './tools';
import { logFailure, type IntegrationModule } from './types';

export function forwardSubscriptionEvents(
  source: SubscriptionEventSource,
  modules: readonly IntegrationModule[],
  tools: Tools,
  grantedSince: GrantedSince,
): () => void {
  const grants = modules.map((m) => grantedSince(m.category)).filter((at) => at !== null);
  const options = grants.length > 0 ? { since: Math.min(...grants) } : {};
  return source.subscribeSubscriptionEvents(({ event, at }) => {
    try {
      for (const m of modules) {
        const from = grantedSince(m.category);
        if (from === null || at < from) continue;
        tools.send(m, (t) => t.subscription?.(event, at));
      }
    } catch (error) {
      logFailure('subscription events', error);
    }
  }, options);
}
