/** The product-list events (./list-events.ts) to the vendor tools (./event-forwarding.ts). */
import type { GrantedSince } from './consent-grants';
import { forwardLoggedEvents } from './event-forwarding';
import type { ListEventSource } from './list-events';
import type { Tools } from './tools';
import type { IntegrationModule } from './types';

export function forwardListEvents(
  source: ListEventSource,
  modules: readonly IntegrationModule[],
  tools: Tools,
  grantedSince: GrantedSince,
): () => void {
  return forwardLoggedEvents(
    source,
    modules,
    tools,
    grantedSince,
    (event, at) => (t) => t.list?.(event, at),
    'list events',
  );
}
