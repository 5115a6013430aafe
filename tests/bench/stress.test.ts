import { describe, expect, it } from 'vitest';
import { countFailures } from '@/bench/stress.mjs';

describe('countFailures: failed runs per scenario, from a Playwright JSON report', () => {
  it('counts every repeated run, and every outcome other than the expected one as a failure', () => {
    const report = {
      suites: [
        {
          title: 'quick-clicks.spec.ts',
          specs: [],
          suites: [
            {
              title: 'rapid quantity clicks on a drawer that just opened',
              specs: [
                {
                  title: '10 increases from 1 end at 11',
                  tests: [{ status: 'expected' }, { status: 'unexpected' }, { status: 'flaky' }],
                },
                {
                  title: 'a mixed sequence',
                  tests: [{ status: 'expected' }, { status: 'expected' }, { status: 'skipped' }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(countFailures(report)).toEqual([
      { scenario: '10 increases from 1 end at 11', runs: 3, failures: 2 },
      { scenario: 'a mixed sequence', runs: 2, failures: 0 },
    ]);
  });
});
