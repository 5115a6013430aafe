import { describe, expect, it } from 'vitest';
import { HELD_PAINT_MS, heldPaintMs } from '@/bench/held-paint.mjs';

// Trace events as Chrome writes them: microsecond timestamps; the page's main thread is the one
// that records its navigation.
const MAIN = { pid: 7, tid: 1 };
const navigation = (ts = 1_000_000, url = 'http://127.0.0.1:3200/') => ({
  name: 'navigationStart',
  ...MAIN,
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
const at = (name: string, ms: number, where = MAIN) => ({
  name,
  ...where,
  ts: 1_000_000 + ms * 1000,
  ph: 'X',
});

describe('heldPaintMs', () => {
  it.each([
    [
      'a paint shown at once',
      [navigation(), at('Paint', 200), at('firstContentfulPaint', 254)],
      54,
    ],
    [
      'a paint held about a second, until the throttled next begin-frame',
      [navigation(), at('Paint', 232), at('Paint', 1261), at('firstContentfulPaint', 1267)],
      1035,
    ],
    [
      'paints of the previous page and of other threads do not count',
      [
        at('Paint', -400),
        navigation(),
        at('Paint', 100, { pid: 7, tid: 2 }),
        at('Paint', 150, { pid: 8, tid: 1 }),
        at('Paint', 240),
        at('firstContentfulPaint', 300),
      ],
      60,
    ],
    ['no navigation to a page', [navigation(1_000_000, 'about:blank'), at('Paint', 200)], null],
    ['no paint', [navigation(), at('firstContentfulPaint', 300)], null],
    ['no first contentful paint', [navigation(), at('Paint', 200)], null],
  ])('%s', (_case, events, expected) => {
    expect(heldPaintMs(events)).toBe(expected);
  });

  it('separates the held runs measured (974-1,073 ms) from the rest (54-133 ms)', () => {
    expect(HELD_PAINT_MS).toBeGreaterThan(133);
    expect(HELD_PAINT_MS).toBeLessThan(974);
  });
});
