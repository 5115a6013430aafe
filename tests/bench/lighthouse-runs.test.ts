import { describe, expect, it } from 'vitest';
import { perRun } from '@/bench/lighthouse.mjs';

describe('perRun: what bench/results.json keeps of each Lighthouse run', () => {
  it('keeps the score, the paint timings and whether the first paint was held, in order', () => {
    const run = (performance: number, paintHeldMs: number | null) => ({
      performance,
      accessibility: 100,
      bestPractices: 100,
      lcpMs: 1000 + performance,
      tbtMs: 100,
      cls: 0,
      fcpMs: 700,
      transferKb: 300,
      mainThread: { scripts: [], work: [], longTasks: [] },
      paintHeldMs,
    });
    expect(perRun([run(99, 54), run(90, 1040), run(95, null)])).toEqual([
      { performance: 99, lcpMs: 1099, tbtMs: 100, fcpMs: 700, paintHeldMs: 54 },
      { performance: 90, lcpMs: 1090, tbtMs: 100, fcpMs: 700, paintHeldMs: 1040 },
      { performance: 95, lcpMs: 1095, tbtMs: 100, fcpMs: 700, paintHeldMs: null },
    ]);
  });
});
