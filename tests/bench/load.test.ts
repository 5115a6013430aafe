import { describe, expect, it } from 'vitest';
import { combineRounds } from '@/bench/load.mjs';

const hit = (requestsPerSecond: number, p99Ms = 10, errors = 0) => ({
  url: 'http://x/',
  requestsPerSecond,
  p99Ms,
  errors,
  timeouts: errors,
  total: requestsPerSecond * 3,
});

describe('combineRounds: page and static copy taking turns', () => {
  it('takes the median of the rounds’ ratios, so one slow spell does not decide it', () => {
    const row = combineRounds([
      { page: hit(900), asStatic: hit(1000) },
      // A slow spell during the static copy's turn only.
      { page: hit(950), asStatic: hit(500) },
      { page: hit(850), asStatic: hit(1000) },
    ]);
    expect(row.ratioToStatic).toBe(0.9);
    expect(row.requestsPerSecond).toBe(900);
    expect(row.staticRequestsPerSecond).toBe(833);
    expect(row.rounds).toBe(3);
  });

  it('adds up every error and keeps the worst p99', () => {
    const row = combineRounds([
      { page: hit(100, 40, 2), asStatic: hit(100, 5) },
      { page: hit(100, 90, 1), asStatic: hit(100, 7, 1) },
    ]);
    expect(row).toMatchObject({
      errors: 3,
      timeouts: 3,
      p99Ms: 90,
      staticErrors: 1,
      staticP99Ms: 7,
    });
    expect(row.ratioToStatic).toBe(1);
  });
});
