/**
 * How long the browser held a page's first paint back in one Lighthouse run: from the page's first
 * paint on its main thread to its first contentful paint on screen, both read from the run's
 * trace. Usually tens of ms. In some runs it is about a second: Chrome's paint holding keeps the
 * previous page (Lighthouse's about:blank) on screen until the new page's first frame arrives;
 * meanwhile the page's compositor sends frames that are not drawn, so the GPU process throttles it
 * to one begin-frame a second (`ThrottleUndrawnFrames`), and the first frame is drawn only with
 * the next one, about 1.25 s after the navigation. Lighthouse's simulated LCP then counts every
 * script the page ran before that. BENCHMARKS.md ("eighth session") has the traces.
 */

/** A run counts as held past this gap (ms): 54-133 ms in unheld runs, 974-1,073 in held ones. */
export const HELD_PAINT_MS = 500;

/**
 * The gap in ms, or null when the trace lacks the page's navigation, paint or first contentful
 * paint.
 */
export function heldPaintMs(traceEvents) {
  const navigation = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const onMainThread = (e) =>
    e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts;
  const firstTs = (name) =>
    Math.min(...traceEvents.filter((e) => e.name === name && onMainThread(e)).map((e) => e.ts));
  const painted = firstTs('Paint');
  const shown = firstTs('firstContentfulPaint');
  if (!Number.isFinite(painted) || !Number.isFinite(shown)) return null;
  return Math.max(0, Math.round((shown - painted) / 1000));
}
