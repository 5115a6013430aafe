// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientLazy, onDemandLazy } from '@/components/lazy/client-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('clientLazy', () => {
  it('renders nothing on the server, and does not load the code there', () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = clientLazy(load);
    expect(renderToString(<Lazy name="Ada" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the code once on the client and renders it with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = clientLazy(load);
    await act(async () => {
      render(
        <>
          <Lazy name="Ada" />
          <Lazy name="Grace" />
        </>,
      );
    });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('hydrates the server markup without a mismatch, then shows the part', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = clientLazy(load);
    const page = (
      <main>
        <h1>Shop</h1>
        <Lazy name="Ada" />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('p')?.textContent).toBe('Hello Ada');
    expect(load).toHaveBeenCalledOnce();
    container.remove();
  });

  it('mounts an on-demand part, after hydration, in the render that asks for it', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const OnDemand = onDemandLazy(load);
    const Deferred = clientLazy(load);
    function Page({ open }: { open: boolean }) {
      return open ? <OnDemand name="Barbara" /> : <span>closed</span>;
    }
    const { rerender } = render(<Page open={false} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => rerender(<Page open />));
    expect(screen.getByText('Hello Barbara')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    // Its code is in now: a later mount shows the part in the very render that mounts it, where
    // clientLazy's first render is still empty.
    function Both() {
      return (
        <>
          <OnDemand name="Grace" />
          <Deferred name="Edsger" />
        </>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(<Both />));
    expect(container.textContent).toBe('Hello Grace');
    await act(async () => {});
    expect(container.textContent).toBe('Hello GraceHello Edsger');
    root.unmount();
  });

  it('shows a preloaded part in its first render, without suspending', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const OnDemand = onDemandLazy(load);
    await OnDemand.preload();
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(<OnDemand name="Alan" />));
    expect(container.textContent).toBe('Hello Alan');
    expect(load).toHaveBeenCalledOnce();
    root.unmount();
  });

  it('fetches once while a preload is on its way, and again after a failed one', async () => {
    let fail = true;
    const load = vi.fn(() =>
      fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(Greeting),
    );
    const OnDemand = onDemandLazy(load);
    await expect(OnDemand.preload()).rejects.toThrow('chunk failed');
    fail = false;
    const first = OnDemand.preload();
    // The part renders while that preload is still on its way: it waits for the same fetch.
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(<OnDemand name="Margaret" />));
    expect(container.textContent).toBe('');
    await act(async () => {
      await first;
    });
    expect(container.textContent).toBe('Hello Margaret');
    await OnDemand.preload();
    expect(load).toHaveBeenCalledTimes(2);
    root.unmount();
  });
});
