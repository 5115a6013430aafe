// @vitest-environment jsdom
import { useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTransition, installTransitionHydration } from '@/components/layout/transition-hydration';

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
});
