// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom fires load or error on every injected <script> at once; the test
// fires them itself, after queueing commands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAffiliateParams } from '@/lib/integrations/awin';
import { createErrorQueue } from '@/lib/integrations/error-queue';
import { sendPixelEvent } from '@/lib/integrations/pixel';
import { uet, UET_LOAD_ERROR } from '@/lib/integrations/uet';

afterEach(() => {
  delete window._tfa;
  delete window.uetq;
  delete window.UET;
  document.head.innerHTML = '';
});

describe('sendPixelEvent (SPEC §7 notify/name/id, §8 errors)', () => {
  it('pushes notify, name and the numeric id', () => {
    expect(sendPixelEvent('AddToCart', '1234567')).toBe(true);
    expect(window._tfa).toEqual([{ notify: 'event', name: 'AddToCart', id: 1234567 }]);
  });

  it.each([null, '', 'abc'])('logs an error when the id is %j', (id) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(sendPixelEvent('AddToCart', id)).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('pixel id is missing'));
    expect(window._tfa).toBeUndefined();
  });

  it('logs an error when the send throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window._tfa = {
      push: () => {
        throw new Error('blocked');
      },
    };
    expect(sendPixelEvent('AddToCart', '1')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.any(Error));
  });
});

describe('Microsoft UET', () => {
  it('logs the SPEC §8 message when its script fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = uet('123', 'https://bat.bing.com/bat.js').start();
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(started).rejects.toThrow();
    expect(error).toHaveBeenCalledWith(UET_LOAD_ERROR, expect.any(Error));
  });

  it('queues consent denied then granted before loading, and records a page load', async () => {
    const pushed: unknown[][] = [];
    const started = uet('123', 'https://bat.bing.com/bat.js').start();
    expect(window.uetq).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied' },
      'consent',
      'update',
      { ad_storage: 'granted' },
    ]);
    window.UET = class {
      constructor(o: { ti: string; q: unknown }) {
        pushed.push(['init', o.ti, o.q]);
      }
      push(...args: unknown[]) {
        pushed.push(args);
      }
    };
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    const running = await started;
    expect(pushed.slice(1)).toEqual([['pageLoad']]);
    running.consent?.((category) => category !== 'advertising');
    expect(pushed.at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied' }]);
  });
});

describe('createErrorQueue', () => {
  it('holds errors and rejections until drained, then stops listening', () => {
    const queue = createErrorQueue(window, 2);
    const boom = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'nope';
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { message: 'over the limit' }));
    const captured: unknown[] = [];
    queue.drain((e) => captured.push(e));
    expect(captured).toEqual([boom, 'nope']);
    expect(queue.size()).toBe(0);
  });

  it('removes both listeners on drain', () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    createErrorQueue(target).drain(() => undefined);
    expect(target.removeEventListener.mock.calls.map((c) => c[0])).toEqual([
      'error',
      'unhandledrejection',
    ]);
  });
});

describe('sessionAffiliateParams (kept for the session)', () => {
  it('stores landing parameters and reads them back on later pages', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(sessionAffiliateParams('?awc=1_a&x=y', storage)).toEqual({ awc: '1_a' });
    expect(sessionAffiliateParams('', storage)).toEqual({ awc: '1_a' });
    expect(sessionAffiliateParams('?awc=2_b', storage)).toEqual({ awc: '2_b' });
  });

  it.each(['not json', '[1]', '{"awc":3}', 'null'])('ignores a stored %j', (stored) => {
    const storage = { getItem: () => stored, setItem: () => undefined };
    expect(sessionAffiliateParams('', storage)).toBeNull();
  });

  // Hostile values in the awinParams session key: nothing but known names and bounded strings
  // reaches the cart.
  it.each([
    ['another name', '{"evil":"x","awc":"1"}', { awc: '1' }],
    ['only unknown names', '{"evil":"x"}', null],
    [
      'a 600 000-character value',
      JSON.stringify({ awc: 'a'.repeat(600_000) }),
      { awc: 'a'.repeat(256) },
    ],
    ['an empty value', '{"awc":""}', null],
    ['a nested object', '{"awc":{"x":"1"}}', null],
    ['a __proto__ key', '{"__proto__":{"awc":"1"},"sn":"2"}', { sn: '2' }],
    ['markup', '{"awc":"<script>alert(1)</script>"}', { awc: '<script>alert(1)</script>' }],
  ])(
    'keeps only affiliate names and bounded strings from a stored value with %s',
    (_, stored, expected) => {
      const storage = { getItem: () => stored, setItem: () => undefined };
      expect(sessionAffiliateParams('', storage)).toEqual(expected);
    },
  );

  it('storage that throws (blocked, or full): the landing parameters still count', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(sessionAffiliateParams('?awc=1', blocked)).toEqual({ awc: '1' });
    expect(sessionAffiliateParams('', blocked)).toBeNull();
  });

  it('works without storage', () => {
    expect(sessionAffiliateParams('?awc=1', null)).toEqual({ awc: '1' });
    expect(sessionAffiliateParams('', null)).toBeNull();
  });
});
