import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENGAGEMENT_FALLBACK_MS,
  ENGAGEMENT_SETTLE_MS,
  watchEngagement,
  whenEngaged as whenEngagedWith,
} from '@/lib/integrations/idle';
import { whenIdle } from '@/lib/idle';

// Engagement is watched from the moment the page's code runs, as TrackingScripts does.
const whenEngaged = (task: () => void, w: Parameters<typeof watchEngagement>[0]) =>
  whenEngagedWith(task, watchEngagement(w), w);

// A window whose load state and idle callbacks the test drives.
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idleCallbacks: (() => void)[] = [];
  const w = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
    requestIdleCallback: (cb: () => void) => idleCallbacks.push(cb),
  };
  return {
    w,
    fire: (type: string) => target.dispatchEvent(new Event(type)),
    load() {
      w.document.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
    flushIdle: () => idleCallbacks.splice(0).forEach((cb) => cb()),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('waits for the load event, then for an idle period', () => {
    const page = fakeWindow('interactive');
    const task = vi.fn();
    whenIdle(task, page.w);
    page.flushIdle();
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).not.toHaveBeenCalled();
    page.flushIdle();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('watchEngagement', () => {
  it('calls back at the first interaction, or at once after it, and stops listening', () => {
    const page = fakeWindow('loading');
    const removed = vi.spyOn(page.w, 'removeEventListener');
    const engagement = watchEngagement(page.w);
    const early = vi.fn();
    engagement.onEngaged(early);
    expect(early).not.toHaveBeenCalled();
    page.fire('scroll');
    expect(early).toHaveBeenCalledOnce();
    expect(removed).toHaveBeenCalledTimes(6);
    const callback = vi.fn();
    engagement.onEngaged(callback);
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('whenEngaged', () => {
  it('runs in the idle period after the first interaction, once', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenEngaged(task, page.w);
    page.flushIdle();
    vi.advanceTimersByTime(ENGAGEMENT_FALLBACK_MS - ENGAGEMENT_SETTLE_MS - 2);
    expect(task).not.toHaveBeenCalled();
    page.fire('pointerdown');
    expect(task).not.toHaveBeenCalled();
    // The interaction's click and frames go first: idle periods right after it do not count.
    page.flushIdle();
    vi.advanceTimersByTime(ENGAGEMENT_SETTLE_MS - 1);
    page.flushIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.flushIdle();
    expect(task).toHaveBeenCalledOnce();
    page.fire('keydown');
    vi.advanceTimersByTime(ENGAGEMENT_FALLBACK_MS);
    page.flushIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('counts an interaction before load, but still waits for load and idle', () => {
    const page = fakeWindow('loading');
    const task = vi.fn();
    whenEngaged(task, page.w);
    page.fire('touchstart');
    page.flushIdle();
    expect(task).not.toHaveBeenCalled();
    page.load();
    page.flushIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ENGAGEMENT_SETTLE_MS);
    page.flushIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it.each(['pointermove', 'scroll', 'wheel', 'keydown'])('takes %s as an interaction', (type) => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenEngaged(task, page.w);
    page.flushIdle();
    page.fire(type);
    vi.advanceTimersByTime(ENGAGEMENT_SETTLE_MS);
    page.flushIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs for a visitor who never interacts, the fallback after idle', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenEngaged(task, page.w);
    vi.advanceTimersByTime(ENGAGEMENT_FALLBACK_MS * 2);
    expect(task).not.toHaveBeenCalled();
    page.flushIdle();
    vi.advanceTimersByTime(ENGAGEMENT_FALLBACK_MS);
    page.flushIdle();
    expect(task).toHaveBeenCalledOnce();
    page.fire('pointerdown');
    page.flushIdle();
    expect(task).toHaveBeenCalledOnce();
  });
});
