// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island, ISLAND_RETRIES } from '@/components/lazy/island';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Server markup as Next's pages router produces it: the whole stream, every boundary resolved. */
async function serverHtml(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

afterEach(cleanup);

describe('island', () => {
  it('is rendered in full by the server once its code has loaded', async () => {
    const Island = island(() => Promise.resolve(Greeting));
    const html = await serverHtml(<Island name="Ada" />);
    expect(html).toContain('Hello <!-- -->Ada');
    expect(html).not.toContain('<template');
  });

  it('keeps the server markup until its code arrives, then hydrates it without a mismatch', async () => {
    const Server = island(() => Promise.resolve(Greeting));
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Server name="Ada" />);
    const paragraph = container.querySelector('p');
    let arrive!: (c: typeof Greeting) => void;
    const Client = island(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Client name="Ada" />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('p')).toBe(paragraph);
    await act(async () => arrive(Greeting));
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.textContent).toBe('Hello Ada');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('asks for its code once, as soon as it is declared in the browser', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Island = island(load);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      render(
        <>
          <Island name="Ada" />
          <Island name="Grace" />
        </>,
      );
    });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again, then renders nothing instead of throwing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn((): Promise<typeof Greeting> => Promise.reject(new Error('chunk failed')));
    const Island = island(load);
    await act(async () => {
      render(
        <div data-testid="host">
          <Island name="Ada" />
        </div>,
      );
    });
    expect(load).toHaveBeenCalledTimes(ISLAND_RETRIES + 1);
    expect(screen.getByTestId('host').textContent).toBe('');
    expect(errors).toHaveBeenCalledWith('[island] its code could not be loaded', expect.any(Error));
    errors.mockRestore();
  });

  it('succeeds when a retry does', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
    const Island = island(load);
    await act(async () => {
      render(<Island name="Ada" />);
    });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });
});
