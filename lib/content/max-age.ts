/**
 * How long a server process serves published content from its own memory (the CMS client's
 * response cache, the cached settings stories) before it asks the content service again. The
 * publish webhook empties those caches at once; without a webhook secret (or when a webhook is
 * lost) this bound is what makes published content show on its own: within CONTENT_MAX_AGE_MS
 * plus the pages' ISR `revalidate` (60 s), so about two minutes at most.
 */
export const CONTENT_MAX_AGE_MS = 60_000;

/**
 * Whether something loaded at `loadedAt` has outlived `maxAgeMs` at `now` (ms). A clock that went
 * back past `loadedAt` counts as stale too, so a clock change cannot pin content for ever.
 */
export function isStale(loadedAt: number, now: number, maxAgeMs = CONTENT_MAX_AGE_MS): boolean {
  return now - loadedAt >= maxAgeMs || now < loadedAt;
}
