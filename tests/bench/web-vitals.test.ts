import { describe, expect, it } from 'vitest';
import { rows } from '../../bench/report.mjs';
import { median, summarise } from '../../bench/web-vitals.mjs';

describe('bench web vitals', () => {
  it('takes the median of each metric, CLS to 3 places, and the most named element', () => {
    const sample = (lcp: number, cls: number, target: string) => ({
      LCP: { value: lcp, target },
      CLS: { value: cls, target: null },
      FCP: { value: lcp - 100.4, target: null },
    });
    expect(
      summarise([
        sample(900, 0.0123, 'img.a'),
        sample(700.6, 0.2, 'img.b'),
        sample(800, 0, 'img.a'),
      ]),
    ).toEqual({
      runs: 3,
      LCP: 800,
      LCP_target: 'img.a',
      CLS: 0.012,
      FCP: 700,
      TTFB: null,
      INP: null,
    });
    expect(median([])).toBeNull();
  });

  it('reports them beside the floor, unjudged', () => {
    const list = rows({
      webVitals: [
        {
          route: '/',
          runs: 5,
          LCP: 800,
          LCP_target: 'img.hero',
          FCP: 700,
          TTFB: 200,
          CLS: 0,
          INP: 40,
          floor: { LCP: 500, FCP: 500, TTFB: 100, CLS: 0, INP: 20 },
        },
      ],
    });
    const lcp = list.find((r) => r.metric.startsWith('web-vitals LCP (ms)'));
    expect(lcp).toMatchObject({ route: '/', value: 800, floor: 500, verdict: '' });
    expect(list.find((r) => r.metric === 'web-vitals LCP element')?.value).toBe('img.hero');
    expect(list.filter((r) => r.metric.startsWith('web-vitals'))).toHaveLength(6);
  });
});
