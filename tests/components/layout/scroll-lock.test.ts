// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isScrollLocked, lockScroll, measureScrollbar } from '@/components/layout/scroll-lock';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  setScroll(0);
  document.body.style.overflow = '';
  document.documentElement.style.overflow = '';
});

describe('lockScroll', () => {
  it('hides overflow on html and body, and restores the previous values', () => {
    document.body.style.overflow = 'auto';
    const release = lockScroll();
    expect(isScrollLocked()).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.dataset.scrollLocked).toBe('true');
    release();
    expect(isScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('nests: the page unlocks when the last holder releases; releasing twice is harmless', () => {
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    inner();
    expect(document.body.style.overflow).toBe('hidden');
    outer();
    expect(document.body.style.overflow).toBe('');
  });

  it("pads <body> by a classic scrollbar's width while locked", () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: window.innerWidth - 15,
    });
    measureScrollbar();
    document.body.style.paddingRight = '2px';
    const release = lockScroll();
    expect(document.body.style.paddingRight).toBe('15px');
    release();
    expect(document.body.style.paddingRight).toBe('2px');
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 0,
    });
    document.body.style.paddingRight = '';
  });

  it('adds no padding when scrollbars overlay the page', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: window.innerWidth,
    });
    measureScrollbar();
    const release = lockScroll();
    expect(document.body.style.paddingRight).toBe('');
    release();
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 0,
    });
  });

  it('puts the scroll position back only if it moved', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    setScroll(300);
    const unchanged = lockScroll();
    unchanged();
    expect(scrollTo).not.toHaveBeenCalled();
    const moved = lockScroll();
    setScroll(0);
    moved();
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });

  it('reuses the width measured while layout was clean, until the window changes width', () => {
    const setWidths = (inner: number, client: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: inner });
      Object.defineProperty(document.documentElement, 'clientWidth', {
        configurable: true,
        value: client,
      });
    };
    setWidths(1000, 985);
    expect(measureScrollbar()).toBe(15);
    // A dialog was just inserted: reading clientWidth now would force a layout; it is not read.
    setWidths(1000, 1);
    let release = lockScroll();
    expect(document.body.style.paddingRight).toBe('15px');
    release();
    setWidths(800, 790);
    release = lockScroll();
    expect(document.body.style.paddingRight).toBe('10px');
    release();
    setWidths(1024, 0);
    measureScrollbar();
  });

  it('once measured, follows the scroll position instead of reading it when locking', () => {
    measureScrollbar();
    setScroll(120);
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 120;
      },
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const release = lockScroll();
    expect(reads).toBe(0);
    release();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('measures again when the page resizes (a scrollbar appears), but not while locked', async () => {
    vi.resetModules();
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const fresh = await import('@/components/layout/scroll-lock');
    const setClientWidth = (value: number) =>
      Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value });
    setClientWidth(window.innerWidth);
    expect(fresh.measureScrollbar()).toBe(0);
    expect(observers).toHaveLength(1);
    // The page grew taller than the window: a classic scrollbar appeared.
    setClientWidth(window.innerWidth - 15);
    observers[0]!();
    const release = fresh.lockScroll();
    expect(document.body.style.paddingRight).toBe('15px');
    // Locked: the scrollbar is hidden, which must not be taken for its width.
    setClientWidth(window.innerWidth);
    observers[0]!();
    release();
    const again = fresh.lockScroll();
    expect(document.body.style.paddingRight).toBe('15px');
    again();
    setClientWidth(0);
    vi.unstubAllGlobals();
  });
});
