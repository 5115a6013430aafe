/**
 * A page's event log (./event-log.ts) to the vendor tools: a tool receives every event since its
 * category was granted in this page, those before the runner loaded included, held while the
 * tool is starting.
 */
import type { GrantedSince } from './consent-grants';
import type { EventSource } from './event-log';
import type { Tools, ToolTask } from './tools';
import { logFailure, type IntegrationModule } from './types';

/** Forwards a log's events to each granted tool through `deliver`; answers the unsubscribe. */
export function forwardLoggedEvents<E>(
  source: EventSource<E>,
  modules: readonly IntegrationModule[],
  tools: Tools,
  grantedSince: GrantedSince,
  deliver: (event: E, at: number) => ToolTask,
  label: string,
): () => void {
  const grants = modules.map((m) => grantedSince(m.category)).filter((at) => at !== null);
  const options = grants.length > 0 ? { since: Math.min(...grants) } : {};
  return source.subscribe(({ event, at }) => {
    try {
      for (const m of modules) {
        const from = grantedSince(m.category);
        if (from === null || at < from) continue;
        tools.send(m, deliver(event, at));
      }
    } catch (error) {
      logFailure(label, error);
    }
  }, options);
}
