/**
 * Next's `cacheHandler` (next.config.ts): where ISR pages and cached data are kept.
 *
 * - REDIS_URL set: every instance reads and writes one Redis through @fortedigital/nextjs-cache-handler
 *   (the maintained successor of @neshca/cache-handler), so a page rendered by one instance is
 *   served by all, and an on-demand revalidation on one is seen by all. Each Redis answer has
 *   REDIS_TIMEOUT_MS: a slow or absent Redis makes the handler fail over to a small in-process
 *   LRU, which every write also fills; with neither, Next renders the page.
 * - REDIS_URL unset (npm run dev, npm start, the browser tests): Next's own file-system cache,
 *   exactly as without this file, so one build serves both setups and the choice is made at start.
 *
 * In both, a page whose render began before a publish that happened meanwhile is not stored: it
 * would replace the webhook's fresh page with one built from the old content.
 *
 * Plain JavaScript: Next imports this file at run time, unbundled.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { racingClient, sharedRedis } from './lib/cache/redis.mjs';
import { REDIS_TIMEOUT_MS } from './lib/cache/redis-state.mjs';
import { refusingStaleRenders } from './lib/content/content-epoch.mjs';

CacheHandler.onCreation(({ buildId }) => {
  const link = sharedRedis();
  // Redis first: it holds what every instance rendered. The LRU answers only when Redis fails;
  // read first, it would keep serving a page another instance has since regenerated.
  return {
    handlers: [
      link &&
        createRedisHandler({
          client: racingClient(link.client),
          // One key space per build: two builds never read each other's pages (chunk names differ).
          keyPrefix: `storefront:${buildId ?? 'dev'}:`,
          timeoutMs: REDIS_TIMEOUT_MS,
        }),
      createLruHandler({ maxItemsNumber: 500, maxItemSizeBytes: 4 * 1024 * 1024 }),
    ],
  };
});

// Next's own handler is a CommonJS module with an ES default export.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

// `next build` prerenders with the file-system cache in both setups: the build must not need Redis.
const shared =
  Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';

// Either way, a page whose render a publish overtook is not stored (lib/content/content-epoch.mjs).
export default refusingStaleRenders(shared ? CacheHandler : FileSystemCache);
