import { describe, expect, it } from 'vitest';
import { isHeld, scriptTransfer, unheldLcpMs, withFeaturesOff } from '@/bench/lighthouse.mjs';

describe('scriptTransfer: the JS a Lighthouse run fetched, from its network-requests audit', () => {
  const audits = (items: Record<string, unknown>[]) => ({
    'network-requests': { details: { items } },
  });

  it('adds up the scripts only, in kB of 1000 bytes, largest chunk first', () => {
    const result = scriptTransfer(
      audits([
        { url: 'http://x/', resourceType: 'Document', transferSize: 9000 },
        { url: 'http://x/_next/static/chunks/a.js', resourceType: 'Script', transferSize: 1500 },
        { url: 'http://x/_next/static/chunks/b.js', resourceType: 'Script', transferSize: 98_450 },
        { url: 'http://x/logo.png', resourceType: 'Image', transferSize: 4000 },
      ]),
    );
    expect(result).toEqual({
      kb: 100,
      chunks: [
        { chunk: 'b.js', kb: 98.5 },
        { chunk: 'a.js', kb: 1.5 },
      ],
    });
  });

  it('leaves out scripts served from the memory cache (nothing transferred)', () => {
    expect(
      scriptTransfer(audits([{ url: 'http://x/a.js', resourceType: 'Script', transferSize: 0 }])),
    ).toEqual({ kb: 0, chunks: [] });
    expect(scriptTransfer({})).toEqual({ kb: 0, chunks: [] });
  });
});

describe('unheldLcpMs: the LCP budget reads the runs whose first paint was not held', () => {
  const run = (lcpMs: number, paintHeldMs: number | null) => ({ lcpMs, paintHeldMs });

  it.each([
    ['no run held', [run(1200, 60), run(1300, 80), run(1100, 54)], 1200],
    ['held runs left out', [run(1200, 60), run(2500, 1040), run(2600, 990)], 1200],
    ['a run whose trace could not say counts as not held', [run(1250, null)], 1250],
    ['every run held', [run(2500, 1040), run(2600, 990)], null],
  ])('%s', (_name, runs, expected) => {
    expect(unheldLcpMs(runs)).toBe(expected);
  });

  it('counts a run as held past HELD_PAINT_MS', () => {
    expect(isHeld(run(0, 501))).toBe(true);
    expect(isHeld(run(0, 500))).toBe(false);
    expect(isHeld(run(0, null))).toBe(false);
  });
});

describe('withFeaturesOff: one more Chrome feature off, the launcher’s own kept', () => {
  it.each([
    [
      ['--disable-features=Translate,MediaRouter', '--mute-audio'],
      '--disable-features=Translate,MediaRouter,PaintHolding',
    ],
    [['--mute-audio'], '--disable-features=PaintHolding'],
  ])('%j', (defaults, expected) => {
    expect(withFeaturesOff(defaults, ['PaintHolding'])).toBe(expected);
  });
});
