import { describe, expect, it } from 'vitest';
import { keptSections, rows, scriptsMarkdown } from '@/bench/report.mjs';

const verdict = (results: Record<string, unknown>, metric: string) =>
  rows(results).find((r) => r.metric.startsWith(metric))?.verdict;

describe('budget verdicts', () => {
  const lighthouse = (over: Record<string, number | null>) => ({
    lighthouse: [
      {
        route: '/',
        runs: 5,
        performance: 92,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        tbtMs: 150,
        cls: 0.01,
        lcpMs: 2500,
        unheldLcpMs: 1300,
        ...over,
        floor: { performance: 95, tbtMs: 100, lcpMs: 2200, unheldLcpMs: 1000 },
      },
    ],
  });
  const cart = (clickToLineMs: number) => ({
    route: '/p',
    latencyMs: 300,
    clickToLineMs,
    clickToConfirmedMs: 400,
    floor: { clickToLineMs: 10 },
  });
  it.each([
    // Within the floor + 15 kB.
    [{ bundles: [{ route: '/', kb: 125, floorKb: 110 }] }, 'first-load JS', 'pass'],
    [{ bundles: [{ route: '/', kb: 125.1, floorKb: 110 }] }, 'first-load JS', 'FAIL'],
    // At least the floor's score − 3 (the floor scored 95).
    [lighthouse({}), 'Lighthouse performance', 'pass'],
    [lighthouse({ performance: 91 }), 'Lighthouse performance', 'FAIL'],
    [lighthouse({ accessibility: 99 }), 'Lighthouse accessibility', 'FAIL'],
    [lighthouse({}), 'Lighthouse best practices', 'pass'],
    [lighthouse({ bestPractices: 99 }), 'Lighthouse best practices', 'FAIL'],
    [lighthouse({}), 'Lighthouse SEO', 'pass'],
    [lighthouse({ seo: 92 }), 'Lighthouse SEO', 'FAIL'],
    [
      { seoPages: [{ route: '/pages/about', seo: 100, bestPractices: 100 }] },
      'Lighthouse SEO (one run)',
      'pass',
    ],
    [
      { seoPages: [{ route: '/pages/about', seo: 100, bestPractices: 96 }] },
      'Lighthouse best practices (one run)',
      'FAIL',
    ],
    [{ seoPages: [{ route: '/policies/x', skipped: 'HTTP 404' }] }, 'Lighthouse SEO (one run)', ''],
    // At most 1.5 × the floor's TBT (100 ms).
    [lighthouse({}), 'TBT', 'pass'],
    [lighthouse({ tbtMs: 151 }), 'TBT', 'FAIL'],
    // At most the floor's LCP + 300 ms over the unheld runs (1000 ms); all runs' LCP not judged.
    [lighthouse({}), 'LCP (ms), runs whose first paint was not held', 'pass'],
    [lighthouse({ unheldLcpMs: 1301 }), 'LCP (ms), runs whose first paint was not held', 'FAIL'],
    [lighthouse({ lcpMs: 9000 }), 'LCP (ms), all runs', ''],
    [lighthouse({ unheldLcpMs: null }), 'LCP (ms), runs whose first paint was not held', ''],
    [lighthouse({ cls: 0.02 }), 'CLS', 'FAIL'],
    // The floor's bare add (10 ms) + 32 ms at load, + 16 ms settled.
    [{ cart: cart(42) }, 'add click at load → line', 'pass'],
    [{ cart: cart(42.1) }, 'add click at load → line', 'FAIL'],
    [{ cartSettled: cart(26) }, 'add click settled → line', 'pass'],
    [{ cartSettled: cart(26.1) }, 'add click settled → line', 'FAIL'],
    [{ requests: [{ path: '/', content: 0, storefront: 1 }] }, 'content requests', 'pass'],
    [{ requests: [{ path: '/', content: 1, storefront: 1 }] }, 'content requests', 'FAIL'],
    [{ stress: [{ scenario: 'a', runs: 20, failures: 0 }] }, 'stress', 'pass'],
    [{ stress: [{ scenario: 'a', runs: 20, failures: 1 }] }, 'stress', 'FAIL'],
  ])('%j: %s → %s', (results, metric, expected) => {
    expect(verdict(results, metric)).toBe(expected);
  });

  it('shows the unheld LCP as such when every run was held, and judges nothing', () => {
    const row = rows(lighthouse({ unheldLcpMs: null })).find((r) => r.metric.includes('not held'));
    expect(row).toMatchObject({ value: 'every run held', floor: 1000, verdict: '' });
  });

  it('shows the LCP with PaintHolding off beside the floor, unjudged', () => {
    const results = {
      ...lighthouse({}),
      lighthousePaintHoldingOff: [
        {
          route: '/',
          runs: 5,
          heldRuns: 0,
          lcpMs: 1400,
          floor: { runs: 5, heldRuns: 0, lcpMs: 1100 },
        },
      ],
    };
    const off = rows(results).filter((r) => r.metric.includes('PaintHolding off'));
    expect(off.map((r) => [r.metric, r.value, r.floor, r.verdict])).toEqual([
      ['LCP (ms), PaintHolding off', 1400, 1100, ''],
      ['… PaintHolding off: runs held', '0 of 5', '0 of 5', ''],
    ]);
  });

  it('reports the JS transferred by the end of a run, shop and floor, unjudged', () => {
    const page = lighthouse({}).lighthouse[0]!;
    const results = {
      lighthouse: [
        {
          ...page,
          scripts: { kb: 220, chunks: [{ chunk: 'a.js', kb: 220 }] },
          floor: { ...page.floor, scripts: { kb: 119, chunks: [{ chunk: 'b.js', kb: 119 }] } },
        },
      ],
    };
    const row = rows(results).find((r) => r.metric.startsWith('JS transferred'));
    expect(row).toMatchObject({ value: 220, floor: 119, budget: '', verdict: '' });
    expect(scriptsMarkdown(results)).toContain('shop 220 kB: a.js 220');
    const named = {
      ...results,
      breakdown: [{ route: '/', shop: { chunks: { 'a.js': 'react-dom' } } }],
    };
    expect(scriptsMarkdown(named)).toContain('shop 220 kB: a.js (mostly react-dom) 220');
    expect(scriptsMarkdown(results)).toContain('the floor: 119 kB: b.js 119');
    expect(scriptsMarkdown({ lighthouse: [page] })).toBe('');
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

  it("puts the floor's own add figure beside the shop's, and judges nothing without it", () => {
    const cart = { route: '/p', latencyMs: 300, clickToLineMs: 30, clickToConfirmedMs: 400 };
    const line = (results: Record<string, unknown>) =>
      rows(results).find((r) => r.metric.startsWith('add click at load → line'));
    expect(line({ cart: { ...cart, floor: { clickToLineMs: 12.5 } } })?.floor).toBe(12.5);
    expect(line({ cart })).toMatchObject({ floor: '', verdict: '' });
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
    // At least 0.9 × the static copy's requests/s, the product page and `/` alike, 0 errors.
    [load(0.9, 0, 110), 'ratio to static', 'pass'],
    [load(0.89, 0, 110), 'ratio to static', 'FAIL'],
    [load(0.9, 0, 110, 'home'), 'ratio to static', 'pass'],
    [load(0.89, 0, 110, 'home'), 'ratio to static', 'FAIL'],
    [load(0.9, 0, 110), 'errors under load', 'pass'],
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

  it("shows the floor's own ratio to static beside the shop's, unjudged", () => {
    const results = { ...load(0.7, 0, 110), floorRatio: [{ name: 'home', ratioToStatic: 0.56 }] };
    const floorRow = rows(results).find((r) => r.metric.includes('the floor'));
    expect([floorRow?.route, floorRow?.value, floorRow?.verdict]).toEqual(['home', 0.56, '']);
  });

  it('with a front measured, judges the ratio and errors behind nginx; Node alone is reported', () => {
    const slow = load(0.6, 3, 110).load;
    const fast = { ...load(0.97, 0, 110).load, requestsPerConnection: 240 };
    const out = rows({ load: slow, front: fast });
    const judged = out.filter((r) => /^(ratio to static|errors under load)/.test(r.metric));
    expect(judged.map((r) => [r.metric, r.value, r.verdict])).toEqual([
      ['ratio to static, Node alone', 0.6, ''],
      ['errors under load, Node alone', 3, ''],
      ['ratio to static, behind nginx, cache off', 0.97, 'pass'],
      ['errors under load, behind nginx, cache off', 0, 'pass'],
    ]);
    const failing = rows({ load: fast, front: slow }).filter((r) => r.metric.includes('behind'));
    expect(failing.filter((r) => r.verdict === 'FAIL').map((r) => r.metric)).toEqual([
      'ratio to static, behind nginx, cache off',
      'errors under load, behind nginx, cache off',
    ]);
    expect(out.find((r) => r.metric.startsWith('requests per connection'))?.value).toBe(240);
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
