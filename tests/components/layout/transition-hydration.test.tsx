// @vitest-environment happy-dom
import { useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HYDRATION_MARK,
  inTransition,
  installTransitionHydration,
} from '@/components/layout/transition-hydration';

// Hydration here is driven by React's scheduler alone, as in the browser, not by act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ITEMS = 20;

function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** A component that takes ~2 ms to render, as a real page's many components add up to. */
function Slow({ i, log }: { i: number; log: Array<number | 'tick'> }) {
  spin(2);
  log.push(i);
  return <p>{i}</p>;
}

function Page({ log, onCommit }: { log: Array<number | 'tick'>; onCommit?: () => void }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return (
    <div>
      {Array.from({ length: ITEMS }, (_, i) => (
        <Slow key={i} i={i} log={log} />
      ))}
    </div>
  );
}

let roots: Array<{ unmount(): void }> = [];
afterEach(() => {
  roots.forEach((r) => r.unmount());
  roots = [];
});

/** How many other tasks ran between the first and the last component hydrated. */
async function tasksDuringHydration(hydrate: typeof ReactDOMClient.hydrateRoot): Promise<number> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  const log: Array<number | 'tick'> = [];
  let ticking = true;
  const tick = () => {
    if (!ticking) return;
    log.push('tick');
    setTimeout(tick, 0);
  };
  let committed = false;
  roots.push(hydrate(container, <Page log={log} onCommit={() => (committed = true)} />));
  setTimeout(tick, 0);
  await vi.waitFor(() => expect(committed).toBe(true));
  expect(log.filter((x) => x !== 'tick')).toHaveLength(ITEMS);
  ticking = false;
  expect(container.textContent).toBe(Array.from({ length: ITEMS }, (_, i) => i).join(''));
  return log.slice(log.indexOf(0), log.indexOf(ITEMS - 1)).filter((x) => x === 'tick').length;
}

describe('inTransition(hydrateRoot)', () => {
  it('hydrates in slices that let other tasks run, where plain hydrateRoot blocks', async () => {
    expect(await tasksDuringHydration(ReactDOMClient.hydrateRoot)).toBe(0);
    expect(await tasksDuringHydration(inTransition(ReactDOMClient.hydrateRoot))).toBeGreaterThan(0);
  });
});

describe('installTransitionHydration', () => {
  it('replaces hydrateRoot on the shared exports once, and puts the original back', () => {
    const original = vi.fn() as unknown as typeof ReactDOMClient.hydrateRoot;
    const client = { hydrateRoot: original };
    const uninstall = installTransitionHydration(client);
    const wrapped = client.hydrateRoot;
    expect(wrapped).not.toBe(original);
    installTransitionHydration(client)();
    expect(client.hydrateRoot).toBe(wrapped);
    const container = document.createElement('div');
    client.hydrateRoot(container, null);
    expect(original).toHaveBeenCalledWith(container, null, undefined);
    uninstall();
    expect(client.hydrateRoot).toBe(original);
  });

  it('marks <html> when Next hydrates through the wrapper, and not before', () => {
    document.documentElement.removeAttribute(HYDRATION_MARK.attribute);
    const client = { hydrateRoot: vi.fn() as unknown as typeof ReactDOMClient.hydrateRoot };
    const uninstall = installTransitionHydration(client);
    expect(document.documentElement.getAttribute(HYDRATION_MARK.attribute)).toBeNull();
    client.hydrateRoot(document.createElement('div'), null);
    expect(document.documentElement.getAttribute(HYDRATION_MARK.attribute)).toBe('transition');
    uninstall();
    document.documentElement.removeAttribute(HYDRATION_MARK.attribute);
  });
});

type Client = { hydrateRoot: typeof ReactDOMClient.hydrateRoot };
const hydrate = () => vi.fn() as unknown as typeof ReactDOMClient.hydrateRoot;

/** Exports objects whose hydrateRoot cannot be replaced, as a bundler or a later React may give. */
const UNPATCHABLE: Array<[string, (original: typeof ReactDOMClient.hydrateRoot) => Client]> = [
  ['a frozen exports object', (original) => Object.freeze({ hydrateRoot: original })],
  [
    'a module namespace (non-writable, not extensible)',
    (original) => {
      const ns = Object.create(null) as Client;
      Object.defineProperty(ns, Symbol.toStringTag, { value: 'Module' });
      Object.defineProperty(ns, 'hydrateRoot', { value: original, enumerable: true });
      return Object.preventExtensions(ns);
    },
  ],
  [
    'a getter-only export',
    (original) => Object.defineProperty({}, 'hydrateRoot', { get: () => original }) as Client,
  ],
  [
    'a setter that ignores the value',
    (original) =>
      Object.defineProperty({}, 'hydrateRoot', {
        get: () => original,
        set: () => undefined,
      }) as Client,
  ],
  [
    'a proxy that refuses the assignment',
    (original) => new Proxy({ hydrateRoot: original }, { set: () => false }),
  ],
];

describe('installTransitionHydration on exports it cannot patch', () => {
  it.each(UNPATCHABLE)('%s: no throw, hydration unchanged, one warning', (_name, make) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = hydrate();
    const client = make(original);
    let uninstall: () => void = () => undefined;
    expect(() => (uninstall = installTransitionHydration(client))).not.toThrow();
    expect(client.hydrateRoot).toBe(original);
    const container = document.createElement('div');
    client.hydrateRoot(container, null);
    expect(original).toHaveBeenCalledWith(container, null);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/hydrateRoot was left as it is/);
    expect(() => uninstall()).not.toThrow();
  });

  it('a missing hydrateRoot: no throw, one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => installTransitionHydration({} as Client)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/not a function/);
  });

  it('a getter that throws: no throw, one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = Object.defineProperty({}, 'hydrateRoot', {
      get: () => {
        throw new Error('no access');
      },
    }) as Client;
    expect(() => installTransitionHydration(client)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/no access/);
  });

  it('an exports object it can patch: no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installTransitionHydration({ hydrateRoot: hydrate() })();
    expect(warn).not.toHaveBeenCalled();
  });
});
