/**
 * Preloaded into the bench's server (node --import): counts the server's outgoing requests by
 * kind and answers `{ counts, memory }` over IPC, so the bench can read requests per page view and
 * memory before and after load (also after a full collection) without touching the app.
 */
import net from 'node:net';

const counts = { content: 0, storefront: 0, other: 0 };
// TCP connections the server accepted since it started: behind a front that keeps its upstream
// connections alive, a few per load, not one per request.
let connections = 0;
const emit = net.Server.prototype.emit;
net.Server.prototype.emit = function countedEmit(event, ...args) {
  if (event === 'connection') connections += 1;
  return emit.call(this, event, ...args);
};

export function kindOf(url) {
  if (/\/v2\/cdn\//.test(url)) return 'content';
  if (/\/api\/[\d-]+\/graphql\.json/.test(url)) return 'storefront';
  return 'other';
}

const original = globalThis.fetch;
globalThis.fetch = function countedFetch(input, init) {
  const url = typeof input === 'string' ? input : (input?.url ?? String(input));
  counts[kindOf(url)] += 1;
  return original.call(this, input, init);
};

/** How long in-flight work gets to finish between the two collections of 'stats-after-gc'. */
const SETTLE_MS = 1000;

process.on('message', (message) => {
  if (message === 'stats' || message === 'stats-after-gc') {
    // 'stats-after-gc': a full collection first (the bench starts the server with --expose-gc),
    // so the heap holds only what is still reachable and its growth over the load is what a leak
    // would show. RSS alone also grows with heap pages V8 keeps for later and allocator caches.
    const collected = message === 'stats-after-gc' && typeof globalThis.gc === 'function';
    const send = () =>
      process.send?.({
        counts: { ...counts },
        connections,
        memory: process.memoryUsage(),
        collected,
      });
    if (!collected) return send();
    // Asked the moment a load ends, one collection still finds the last requests' work alive
    // (sockets closing, responses in flight): 45-51 MB in rounds whose heap, collected again a
    // second later, read 44.7-45.5 MB and did not grow. That noise alone took a run past the
    // 10 % budget. So: collect, let that work finish, collect again, then read.
    globalThis.gc();
    setTimeout(() => {
      globalThis.gc();
      send();
    }, SETTLE_MS);
  } else if (message === 'reset') {
    for (const key of Object.keys(counts)) counts[key] = 0;
    process.send?.({ reset: true });
  }
});
