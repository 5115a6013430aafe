import { describe, expect, it } from 'vitest';
import { failingAudits, perRun } from '@/bench/lighthouse.mjs';

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

describe('failingAudits: what cost a category points', () => {
  it('names the weighted audits under 1, with the first item Lighthouse gives', () => {
    const lhr = {
      categories: {
        seo: {
          score: 0.9,
          auditRefs: [
            { id: 'link-text', weight: 1 },
            { id: 'canonical', weight: 1 },
            { id: 'structured-data', weight: 0 },
            { id: 'hreflang', weight: 1 },
          ],
        },
      },
      audits: {
        'link-text': {
          id: 'link-text',
          score: 0,
          details: { items: [{ node: { snippet: '<a href="/x">click here</a>' } }] },
        },
        canonical: { id: 'canonical', score: 1 },
        'structured-data': { id: 'structured-data', score: 0 },
        hreflang: { id: 'hreflang', score: null },
      },
    };
    expect(failingAudits(lhr, 'seo')).toEqual(['link-text (<a href="/x">click here</a>)']);
    expect(failingAudits(lhr, 'accessibility')).toEqual([]);
  });
});
