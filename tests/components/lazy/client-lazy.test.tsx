// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
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
});
