import { describe, expect, it } from 'vitest';
import { keptSections, rows } from '@/bench/report.mjs';

const verdict = (results: Record<string, unknown>, metric: string) =>
  rows(results).find((r) => r.metric.startsWith(metric))?.verdict;

describe('budget verdicts', () => {
  const lighthouse = (over: Record<string, number>) => ({
    lighthouse: [
      {
        route: '/',
        performance: 98,
        accessibility: 100,
        bestPractices: 95,
        tbtMs: 150,
        cls: 0.01,
        lcpMs: 1300,
        ...over,
        floor: { tbtMs: 100, lcpMs: 1000 },
      },
    ],
  });
  it.each([
    // Within the floor + 8 kB, 1.5 × the floor's TBT, the floor's LCP + 300 ms.
    [{ bundles: [{ route: '/', kb: 118, floorKb: 110 }] }, 'first-load JS', 'pass'],
    [{ bundles: [{ route: '/', kb: 118.1, floorKb: 110 }] }, 'first-load JS', 'FAIL'],
    [lighthouse({}), 'Lighthouse performance', 'pass'],
    [lighthouse({ performance: 97 }), 'Lighthouse performance', 'FAIL'],
    [lighthouse({ accessibility: 99 }), 'Lighthouse accessibility', 'FAIL'],
    [lighthouse({ bestPractices: 94 }), 'Lighthouse best practices', 'FAIL'],
    [lighthouse({}), 'TBT', 'pass'],
    [lighthouse({ tbtMs: 151 }), 'TBT', 'FAIL'],
    [lighthouse({}), 'LCP', 'pass'],
    [lighthouse({ lcpMs: 1301 }), 'LCP', 'FAIL'],
    [lighthouse({ cls: 0.02 }), 'CLS', 'FAIL'],
    [
      { cart: { route: '/p', latencyMs: 300, clickToLineMs: 32, clickToConfirmedMs: 400 } },
      'add click at load → line',
      'pass',
    ],
    [
      { cart: { route: '/p', latencyMs: 300, clickToLineMs: 33, clickToConfirmedMs: 400 } },
      'add click at load → line',
      'FAIL',
    ],
    [
      {
        cartSettled: { route: '/p', latencyMs: 300, clickToLineMs: 16, clickToConfirmedMs: 400 },
      },
      'add click settled → line',
      'pass',
    ],
    [
      {
        cartSettled: { route: '/p', latencyMs: 300, clickToLineMs: 17, clickToConfirmedMs: 400 },
      },
      'add click settled → line',
      'FAIL',
    ],
    [{ requests: [{ path: '/', content: 0, storefront: 1 }] }, 'content requests', 'pass'],
    [{ requests: [{ path: '/', content: 1, storefront: 1 }] }, 'content requests', 'FAIL'],
  ])('%j: %s → %s', (results, metric, expected) => {
    expect(verdict(results, metric)).toBe(expected);
  });

  it('counts the Lighthouse runs whose first paint was held, unjudged, when the run has them', () => {
    const page = { route: '/', runs: 5, lcpMs: 3154, floor: { runs: 5, lcpMs: 1309, heldRuns: 0 } };
    const held = (r: Record<string, unknown>) =>
      rows(r).find((x) => x.metric.includes('first paint the browser held'));
    expect(held({ lighthouse: [{ ...page, heldRuns: 3 }] })).toMatchObject({
      value: '3 of 5',
      floor: '0 of 5',
      verdict: '',
    });
    expect(held({ lighthouse: [page] })).toBeUndefined();
  });

  it("puts the floor's own add figure beside the shop's", () => {
    const cart = { route: '/p', latencyMs: 300, clickToLineMs: 30, clickToConfirmedMs: 400 };
    const line = (results: Record<string, unknown>) =>
      rows(results).find((r) => r.metric.startsWith('add click at load → line'));
    expect(line({ cart: { ...cart, floor: { clickToLineMs: 12.5 } } })?.floor).toBe(12.5);
    expect(line({ cart })?.floor).toBe('');
  });

  const load = (
    ratio: number,
    errors: number,
    rssEndMb: number,
    name = 'product',
    retained: { retainedStartMb: number | null; retainedEndMb: number | null } = {
      retainedStartMb: 40,
      retainedEndMb: 44,
    },
  ) => ({
    load: {
      connections: 100,
      seconds: 60,
      rows: [
        {
          name,
          requestsPerSecond: 90,
          staticRequestsPerSecond: 100,
          ratioToStatic: ratio,
          p99Ms: 50,
          errors,
        },
      ],
      memory: { rssStartMb: 100, rssEndMb, heapStartMb: 50, heapEndMb: 50, ...retained },
    },
  });
  it.each([
    [load(0.9, 0, 110), 'ratio to static', 'pass'],
    [load(0.89, 0, 110), 'ratio to static', 'FAIL'],
    // The home page is held to 0.95.
    [load(0.95, 0, 110, 'home'), 'ratio to static', 'pass'],
    [load(0.94, 0, 110, 'home'), 'ratio to static', 'FAIL'],
    [load(0.9, 1, 110), 'errors under load', 'FAIL'],
    [load(0.9, 0, 110), 'server RSS', 'pass'],
    [load(0.9, 0, 111), 'server RSS', 'FAIL'],
    [load(0.9, 0, 110), 'server heap after a full GC', 'pass'],
    [
      load(0.9, 0, 110, 'product', { retainedStartMb: 40, retainedEndMb: 44.4 }),
      'server heap after a full GC',
      'FAIL',
    ],
  ])('load %#: %s → %s', (results, metric, expected) => {
    expect(verdict(results, metric)).toBe(expected);
  });

  it('shows no retained-heap row when the server could not collect', () => {
    const results = load(0.9, 0, 110, 'product', { retainedStartMb: null, retainedEndMb: null });
    expect(rows(results).some((r) => r.metric.startsWith('server heap after'))).toBe(false);
  });

  it('with a front measured, judges the ratio behind the front and shows Node alone unjudged', () => {
    const slow = load(0.6, 0, 110).load;
    const fast = load(0.97, 0, 110).load;
    const out = rows({ load: slow, front: fast });
    const ratios = out.filter((r) => r.metric.startsWith('ratio to static'));
    expect(ratios.map((r) => [r.metric, r.value, r.verdict])).toEqual([
      ['ratio to static, Node alone', 0.6, ''],
      ['ratio to static, behind the nginx front', 0.97, 'pass'],
    ]);
    const failing = rows({ load: fast, front: slow }).find((r) =>
      r.metric.startsWith('ratio to static, behind'),
    );
    expect(failing?.verdict).toBe('FAIL');
  });
});

describe('keptSections: what a bench run leaves of an earlier BENCHMARKS.md', () => {
  it.each([
    ['# Benchmarks\n\n| a |\n\n## Breakdown\n\nx\n', []],
    [
      '# Benchmarks\n\n## Breakdown\n\nx\n\n## Scale out (npm run test:cluster)\n\n| 1 | 2 |\n',
      ['## Scale out (npm run test:cluster)\n\n| 1 | 2 |'],
    ],
    ['# B\n\n## Scale out (x)\n\ny\n\n## Later\n\nz\n', ['## Scale out (x)\n\ny']],
    [
      '# B\n\n## Breakdown\n\nx\n\n## What stays, and why\n\nw\n\n## Scale out\n\ny\n',
      ['## What stays, and why\n\nw', '## Scale out\n\ny'],
    ],
  ])('%j', (markdown, kept) => {
    expect(keptSections(markdown)).toEqual(kept);
  });
});
