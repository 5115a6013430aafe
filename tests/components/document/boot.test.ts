// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_ATTRIBUTE, bootAfterFirstPaint } from '@/components/document/boot';
import { BOOT_SCRIPT } from '@/components/document/boot-list';

/** A fresh document, still loading, with the given boot lists and body. */
function page(lists: string[], body = ''): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = lists
    .map((list) => `<script type="application/json" ${BOOT_ATTRIBUTE}>${list}</script>`)
    .join('');
  doc.body.innerHTML = body;
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  // createHTMLDocument has no window: the test's stands in, its frames every 16 ms of fake time
  // (jsdom has no frames of its own).
  const view = Object.create(window, {
    requestAnimationFrame: { value: (cb: FrameRequestCallback) => setTimeout(() => cb(0), FRAME) },
    setTimeout: { value: (cb: () => void, ms?: number) => setTimeout(cb, ms) },
    addEventListener: { value: window.addEventListener.bind(window) },
  });
  Object.defineProperty(doc, 'defaultView', { value: view, configurable: true });
  return doc;
}

const added = (doc: Document) =>
  // As written: Turbopack's runtime finds a chunk's element by its src attribute.
  Array.from(doc.head.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));

const parsed = (doc: Document) => {
  Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
  doc.dispatchEvent(new Event('DOMContentLoaded'));
};

const FRAME = 16;
// The next frame, then the timeout it sets (fake timers run a 0 ms timeout 1 ms on).
const paint = () => vi.advanceTimersByTime(FRAME + 1);
const LISTS = ['["/a.js","/b.js"]', '["/c.js"]'];
const ALL = ['/a.js', '/b.js', '/c.js'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  // The pointer, touch and key listeners are the test window's: dispatching removes them (once).
  window.dispatchEvent(new Event('pointerdown'));
});

describe('bootAfterFirstPaint', () => {
  it('adds nothing while the page parses, then every listed script, in order, after the next frame', () => {
    const doc = page(LISTS);
    bootAfterFirstPaint(doc);
    expect(added(doc)).toEqual([]);
    parsed(doc);
    expect(added(doc)).toEqual([]);
    paint();
    expect(added(doc)).toEqual(ALL);
    // In order, as `defer` scripts run: added scripts are otherwise async.
    expect(
      Array.from(doc.head.querySelectorAll('script[src]')).every(
        (s) => !(s as HTMLScriptElement).async,
      ),
    ).toBe(true);
  });

  it('waits for the main image that is still on its way, then for the frame after it', () => {
    const doc = page(LISTS, '<img fetchpriority="high" src="/hero.webp">');
    const hero = doc.querySelector('img') as HTMLImageElement;
    Object.defineProperty(hero, 'complete', { value: false });
    bootAfterFirstPaint(doc);
    parsed(doc);
    paint();
    expect(added(doc)).toEqual([]);
    hero.dispatchEvent(new Event('load'));
    paint();
    expect(added(doc)).toEqual(ALL);
  });

  it('waits at most 1.5 s for an image that does not come', () => {
    const doc = page(LISTS, '<img fetchpriority="high" src="/hero.webp">');
    Object.defineProperty(doc.querySelector('img'), 'complete', { value: false });
    bootAfterFirstPaint(doc);
    parsed(doc);
    vi.advanceTimersByTime(1499);
    expect(added(doc)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added(doc)).toEqual(ALL);
  });

  it('boots at once on a first pointer, touch or key, and only once', () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown']) {
      const doc = page(LISTS);
      bootAfterFirstPaint(doc);
      window.dispatchEvent(new Event(type));
      expect(added(doc)).toEqual(ALL);
      parsed(doc);
      vi.runAllTimers();
      expect(added(doc)).toEqual(ALL);
    }
  });

  it('boots at once in a hidden tab, which paints no frame', () => {
    const doc = page(LISTS);
    Object.defineProperty(doc, 'visibilityState', { value: 'hidden', configurable: true });
    bootAfterFirstPaint(doc);
    parsed(doc);
    expect(added(doc)).toEqual(ALL);
  });

  it.each([
    ['a list that is not JSON', ['not json', '["/c.js"]'], ['/c.js']],
    ['a list that is not an array', ['{"a":1}', '["/c.js"]'], ['/c.js']],
    ['entries that are not strings', ['[1,null,"/a.js"]'], ['/a.js']],
    ['no list at all', [], []],
  ])('%s: adds what it can', (_, lists, expected) => {
    const doc = page(lists);
    bootAfterFirstPaint(doc);
    parsed(doc);
    vi.runAllTimers();
    expect(added(doc)).toEqual(expected);
  });
});

describe('BOOT_SCRIPT, the inline copy', () => {
  it('runs on its own, with nothing from the modules around it: holds, then boots', () => {
    // Run as the browser runs it: a new function over the page's globals only.
    const doc = page(
      LISTS,
      '<form data-early-input><button type="submit">Add to basket</button></form>',
    );
    const store = window as Window & { __earlyInput?: unknown };
    delete store.__earlyInput;
    const run = new Function('window', 'document', BOOT_SCRIPT);
    run(window, doc);
    const fresh = new MouseEvent('click', { bubbles: true, cancelable: true });
    // The hold listens on the window's document.
    document.body.innerHTML = '<form data-early-input><button type="submit">Add</button></form>';
    expect(document.querySelector('button')?.dispatchEvent(fresh)).toBe(false);
    parsed(doc);
    paint();
    expect(added(doc)).toEqual(ALL);
    document.body.innerHTML = '';
  });
});
