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
    const { seen, stop } = watch();
    render(<CartDrawer open={false} />);
    await waitFor(() => expect(seen.rehearsal).toBe(true));
    expect(seen.dialogMarked).toBe(true);
    // Out of sight and out of reach while it is there.
    const copy = rehearsal();
    if (copy) {
      expect(copy.getAttribute('aria-hidden')).toBe('true');
      expect(copy.hasAttribute('inert')).toBe(true);
      expect((copy as HTMLElement).style.visibility).toBe('hidden');
      expect(copy.querySelector('li')?.textContent).toContain('Sample product');
    }
    expect(screen.queryByRole('link', { name: /sample product/i })).toBeNull();
    await waitFor(() => expect(rehearsal()).toBeNull());
    expect(dialog()?.hasAttribute('data-rehearsing')).toBe(false);
    stop();
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
