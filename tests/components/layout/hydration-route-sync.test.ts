import { Router } from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferHydrationSync,
  installHydrationRouteSync,
  isHydrationSync,
} from '@/components/layout/hydration-route-sync';
import { nextTask } from '@/lib/next-task';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isHydrationSync', () => {
  it.each([
    [{ _h: 1, shallow: false }, true],
    [{ _h: 1 }, true],
    [{ _h: true }, true],
    [{ _h: 0 }, false],
    [{ shallow: true }, false],
    [{}, false],
    [undefined, false],
    [null, false],
    ['_h', false],
  ])('%j → %s', (options, expected) => {
    expect(isHydrationSync(options)).toBe(expected);
  });
});

type Replace = Router['replace'];

/** A stand-in for Router#replace that records its calls and the router it was called on. */
function fakeReplace(result: Promise<boolean> = Promise.resolve(true)) {
  const calls: { self: unknown; args: unknown[] }[] = [];
  const replace = function (this: unknown, ...args: unknown[]) {
    calls.push({ self: this, args });
    return result;
  } as unknown as Replace;
  return { replace, calls };
}

describe('deferHydrationSync', () => {
  it('starts the hydration sync later, with the same router and arguments, and settles alike', async () => {
    const { replace, calls } = fakeReplace(Promise.resolve(true));
    const queued: (() => void)[] = [];
    const deferred = deferHydrationSync(replace, (run) => queued.push(run));
    const router = { name: 'router' };
    const options = { _h: 1, shallow: false } as Parameters<Replace>[2];

    const settled = deferred.call(router as unknown as Router, '/p?x=1', '/p', options);
    expect(calls).toHaveLength(0);
    expect(queued).toHaveLength(1);

    queued[0]?.();
    expect(calls).toEqual([{ self: router, args: ['/p?x=1', '/p', options] }]);
    await expect(settled).resolves.toBe(true);
  });

  it("passes on the original's rejection (Next ignores a cancelled one)", async () => {
    const cancelled = Object.assign(new Error('Route Cancelled'), { cancelled: true });
    const { replace } = fakeReplace(Promise.reject(cancelled));
    const deferred = deferHydrationSync(replace, (run) => run());
    await expect(deferred.call({} as Router, '/', '/', { _h: 1 } as never)).rejects.toBe(cancelled);
  });

  it('runs every other replace at once', () => {
    const { replace, calls } = fakeReplace();
    const later = vi.fn();
    const deferred = deferHydrationSync(replace, later);
    void deferred.call({} as Router, '/a', undefined, { shallow: true });
    void deferred.call({} as Router, '/b');
    expect(calls.map((c) => c.args[0])).toEqual(['/a', '/b']);
    expect(later).not.toHaveBeenCalled();
  });
});

describe('installHydrationRouteSync', () => {
  it("wraps next/router's Router once", () => {
    const original = Router.prototype.replace;
    try {
      installHydrationRouteSync();
      const wrapped = Router.prototype.replace;
      expect(wrapped).not.toBe(original);
      installHydrationRouteSync();
      expect(Router.prototype.replace).toBe(wrapped);
    } finally {
      Router.prototype.replace = original;
    }
  });

  it('leaves a router without replace alone and says so, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const proto: { replace?: unknown } = {};
    expect(() => installHydrationRouteSync(proto)).not.toThrow();
    expect(proto.replace).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('defers the real hydration call on a prototype it wrapped to the next task', async () => {
    const { replace, calls } = fakeReplace();
    const proto = { replace };
    installHydrationRouteSync(proto);
    void (proto.replace as Replace).call({} as Router, '/', '/', { _h: 1 } as never);
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    // lib/next-task's tasks run in the order they were asked for: this one comes after the sync.
    await nextTask();
    expect(calls).toHaveLength(1);
  });
});
