// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer } from '@/components/cart/CartDrawer';
import { resetRehearsal } from '@/components/cart/DrawerRehearsal';
import { useShopStore } from '@/stores/shop-store';

vi.mock('next/router', () => ({
  default: { push: vi.fn(() => Promise.resolve(true)), prefetch: vi.fn(() => Promise.resolve()) },
  useRouter: () => ({ asPath: '/', pathname: '/', events: { on: vi.fn(), off: vi.fn() } }),
}));

const initialState = useShopStore.getState();
const rehearsal = () => document.querySelector('[data-rehearsal]');
const dialog = () => document.querySelector('dialog');

/** Records whether the rehearsal and the dialog's mark were ever in the page, as React put them. */
function watch() {
  const seen = { rehearsal: false, dialogMarked: false };
  const observer = new MutationObserver(() => {
    if (rehearsal()) seen.rehearsal = true;
    if (dialog()?.hasAttribute('data-rehearsing')) seen.dialogMarked = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

beforeEach(() => {
  resetRehearsal();
  useShopStore.setState(initialState, true);
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  useShopStore.setState(initialState, true);
});

describe('the drawer rehearsal', () => {
  it('at idle after a closed mount: a hidden, inert line and summary, gone after a frame', async () => {
    // Frames come when the test says, so the rehearsal can be looked at while it is on.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    render(<CartDrawer open={false} />);
    await waitFor(() => expect(rehearsal()).not.toBeNull());
    // Out of sight and out of reach while it is there: in the closed dialog, which the CSS module
    // hides while it is marked rehearsing.
    const copy = rehearsal();
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.hasAttribute('inert')).toBe(true);
    expect(copy?.closest('dialog')).toBe(dialog());
    expect(dialog()?.open).toBe(false);
    expect(dialog()?.hasAttribute('data-rehearsing')).toBe(true);
    expect(copy?.querySelector('li')?.textContent).toContain('Sample product');
    expect(screen.queryByRole('link', { name: /sample product/i })).toBeNull();
    // The frame that lays it out (asked for once the rehearsal's effect has run), then the task
    // after it.
    await waitFor(() => expect(frames).toHaveLength(1));
    act(() => frames.forEach((frame) => frame(performance.now())));
    await waitFor(() => expect(rehearsal()).toBeNull());
    expect(dialog()?.hasAttribute('data-rehearsing')).toBe(false);
  });

  it('happens once per page load', async () => {
    const first = render(<CartDrawer open={false} />);
    const once = watch();
    await waitFor(() => expect(rehearsal()).not.toBeNull());
    await waitFor(() => expect(rehearsal()).toBeNull());
    once.stop();
    first.unmount();

    const again = watch();
    render(<CartDrawer open={false} />);
    // Long enough for the idle callback (a timeout in jsdom), a frame and the removal.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(again.seen.rehearsal).toBe(false);
    again.stop();
  });

  it('does not run while the drawer is open: the shopper add has done the work', async () => {
    const { seen, stop } = watch();
    const view = render(<CartDrawer open />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // Nor once the shopper closes it again: the page was idle while it was open, and that counts.
    view.rerender(<CartDrawer open={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(seen.rehearsal).toBe(false);
    expect(seen.dialogMarked).toBe(false);
    stop();
  });

  it('ends for good when an add opens the drawer while it is on', async () => {
    // No frame comes, so the rehearsal stays on until the add.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const view = render(<CartDrawer open={false} />);
    await waitFor(() => expect(rehearsal()).not.toBeNull());
    view.rerender(<CartDrawer open />);
    expect(rehearsal()).toBeNull();
    const { seen, stop } = watch();
    view.rerender(<CartDrawer open={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(seen.rehearsal).toBe(false);
    stop();
  });
});
