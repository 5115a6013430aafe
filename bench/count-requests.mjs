/**
 * Preloaded into the bench's server (node --import): counts the server's outgoing requests by
 * kind and answers `{ counts, memory }` over IPC, so the bench can read requests per page view and
 * memory before and after load (also after a full collection) without touching the app.
 */
const counts = { content: 0, storefront: 0, other: 0 };

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

process.on('message', (message) => {
  if (message === 'stats' || message === 'stats-after-gc') {
    // 'stats-after-gc': a full collection first (the bench starts the server with --expose-gc),
    // so the heap holds only what is still reachable and its growth over the load is what a leak
    // would show. RSS alone also grows with heap pages V8 keeps for later and allocator caches.
    const collected = message === 'stats-after-gc' && typeof globalThis.gc === 'function';
    if (collected) globalThis.gc();
    process.send?.({ counts: { ...counts }, memory: process.memoryUsage(), collected });
  } else if (message === 'reset') {
    for (const key of Object.keys(counts)) counts[key] = 0;
    process.send?.({ reset: true });
  }
});
