import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_AGE_MS, isStale } from '@/lib/content/max-age';

describe('isStale (content served from memory for a minute at most)', () => {
  it('is a minute', () => {
    expect(CONTENT_MAX_AGE_MS).toBe(60_000);
  });

  it.each([
    [1000, 1000, false],
    [1000, 60_999, false],
    [1000, 61_000, true],
    [1000, 500_000, true],
    // The clock went back: stale, so it cannot pin content for ever.
    [1000, 999, true],
  ])('loaded at %i, now %i → %s', (loadedAt, now, stale) => {
    expect(isStale(loadedAt, now)).toBe(stale);
  });
});
