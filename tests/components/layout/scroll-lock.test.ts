// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isScrollLocked, lockScroll } from '@/components/layout/scroll-lock';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
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
});
