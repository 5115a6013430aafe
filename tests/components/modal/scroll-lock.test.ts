// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from '@/components/modal/scroll-lock';

const html = document.documentElement;
const body = document.body;

/** A window 1000 px wide whose root is `clientWidth` wide (the rest is a classic scrollbar). */
function layout(clientWidth: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1000);
  vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  html.style.cssText = '';
  body.style.cssText = '';
});

describe('lockScroll', () => {
  it('hides the overflow of the root and the body, and puts it back on release', () => {
    layout(1000);
    const release = lockScroll();
    expect(html.style.overflow).toBe('hidden');
    expect(body.style.overflow).toBe('hidden');
    expect(body.style.paddingRight).toBe('');
    release();
    expect(html.style.overflow).toBe('');
    expect(body.style.overflow).toBe('');
  });

  it("pads the body by a classic scrollbar's width while locked, so the page keeps its width", () => {
    layout(985);
    const release = lockScroll();
    expect(body.style.paddingRight).toBe('15px');
    release();
    expect(body.style.paddingRight).toBe('');
  });

  it('nests: the page unlocks when the last holder releases, and a second release does nothing', () => {
    layout(985);
    const outer = lockScroll();
    // With the first lock on, the scrollbar is gone: the inner lock must not measure again.
    layout(1000);
    const inner = lockScroll();
    expect(body.style.paddingRight).toBe('15px');
    inner();
    inner();
    expect(html.style.overflow).toBe('hidden');
    expect(body.style.paddingRight).toBe('15px');
    outer();
    expect(html.style.overflow).toBe('');
    expect(body.style.paddingRight).toBe('');
  });

  it('reads no scrollbar where there is no layout (clientWidth 0)', () => {
    layout(0);
    const release = lockScroll();
    expect(body.style.paddingRight).toBe('');
    release();
  });
});

describe("the root's width from a ResizeObserver", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is taken from the last layout, so a lock does not read clientWidth', async () => {
    let report: ResizeObserverCallback = () => {};
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.resetModules();
    // The module starts observing as it loads.
    const { lockScroll: lock } = await import('@/components/modal/scroll-lock');
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1000);
    const clientWidth = vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(985);
    const entry = { contentRect: { width: 985 } } as ResizeObserverEntry;
    report([entry], {} as ResizeObserver);

    const release = lock();
    expect(body.style.paddingRight).toBe('15px');
    expect(clientWidth).not.toHaveBeenCalled();
    release();

    // The lock changed the page: until the observer reports again, the next lock measures.
    lock()();
    expect(clientWidth).toHaveBeenCalledTimes(1);
  });
});
