// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellErrorBoundary } from '@/components/errors/ShellErrorBoundary';

const faults = { breaks: 0 };
/** Whether this render breaks: as long as `faults.breaks` is above zero, once per render. */
function breaksNow(): boolean {
  if (faults.breaks <= 0) return false;
  faults.breaks -= 1;
  return true;
}

function Page({ name }: { name: string }) {
  if (breaksNow()) throw new Error(`${name} broke`);
  return <h1>{name}</h1>;
}

function Shell() {
  const [page, setPage] = useState('Home');
  return (
    <>
      <button onClick={() => setPage('Tea')}>Go to Tea</button>
      <ShellErrorBoundary>
        <Page name={page} />
      </ShellErrorBoundary>
    </>
  );
}

const reported: unknown[] = [];
const reload = vi.fn();

beforeEach(() => {
  reported.length = 0;
  vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(window, 'location', { configurable: true, value: { reload } });
  reload.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = () => screen.findByRole('heading', { name: 'Something went wrong' });

describe('ShellErrorBoundary', () => {
  it('shows the notice for a page that broke, focused, and reports the error', async () => {
    faults.breaks = 2; // React renders a throwing component twice before it gives up on it
    render(<Shell />);
    expect(await notice()).toHaveProperty('tagName', 'H1');
    // Focus moves in an effect after the notice renders.
    const heading = await notice();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(reported).toEqual([expect.objectContaining({ message: 'Home broke' })]);
  });

  it('"Try again" renders the page afresh', async () => {
    faults.breaks = 2;
    render(<Shell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a route change (a new page element) shows the new page', async () => {
    faults.breaks = 2;
    render(<Shell />);
    await notice();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Tea' }));
    expect(await screen.findByRole('heading', { name: 'Tea' })).toBeTruthy();
  });

  it('a second break on the same page after "Try again" makes the next one reload', async () => {
    faults.breaks = 4;
    render(<Shell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await act(async () => {});
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
