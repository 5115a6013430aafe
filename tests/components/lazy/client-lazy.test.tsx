// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientLazy } from '@/components/lazy/client-lazy';

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
});
