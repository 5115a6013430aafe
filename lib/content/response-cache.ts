/**
 * The content client's cache of published responses, which a flush really empties.
 *
 * Why not the library's own memory cache: it is one object for the whole process, keyed by the
 * request's parameters including the tracked cache version (cv). A response requested before a
 * flush (the publish webhook's) but arriving after it was stored in the freshly emptied cache, and
 * its cv became the tracked cv again; every later read then built the old key, hit the old body,
 * and a cache hit never updates cv. The webhook answered `revalidated` and the page regenerated
 * from the old story (seen once in five publishes on the cluster: the old hero for 6 s and more).
 *
 * Here each request runs with the cache generation it started in (AsyncLocalStorage, since the
 * library calls `set` with no request of its own); a flush starts a new generation, and a response
 * of an older one is not stored.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ICacheProvider, IMemoryType, ISbResult } from 'storyblok-js-client';

/** True when a response begun in `startedIn` may be stored now, in generation `current`. */
export function acceptsResponse(startedIn: number | undefined, current: number): boolean {
  return startedIn === current;
}

export interface ResponseCache extends ICacheProvider {
  /**
   * Runs one client request in the current generation. `onStale` runs when a flush happened
   * meanwhile: the response's cv is then the old one, and the caller forgets it.
   */
  track<T>(request: () => Promise<T>, onStale: () => void): Promise<T>;
}

/** A per-client response cache whose flush cannot be undone by a request already under way. */
export function createResponseCache(): ResponseCache {
  const requests = new AsyncLocalStorage<number>();
  let generation = 0;
  let entries = new Map<string, ISbResult>();
  return {
    get: (key) => Promise.resolve(entries.get(key)),
    getAll: () => Promise.resolve(Object.fromEntries(entries) as IMemoryType),
    set(key, content) {
      if (acceptsResponse(requests.getStore(), generation)) entries.set(key, content);
      return Promise.resolve();
    },
    flush() {
      generation += 1;
      entries = new Map();
      return Promise.resolve();
    },
    async track(request, onStale) {
      const startedIn = generation;
      const result = await requests.run(startedIn, request);
      if (!acceptsResponse(startedIn, generation)) onStale();
      return result;
    },
  };
}
