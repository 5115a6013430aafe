// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiscountToast } from '@/components/marketing/DiscountToast';
import { SESSION_KEYS } from '@/lib/storage/keys';
import { resetShopStore, useShopStore } from '@/stores/shop-store';

const ACCEPTED = { emailOptIn: false, smsOptIn: false, analytics: true, advertising: true };

beforeEach(() => {
  resetShopStore();
  window.sessionStorage.clear();
});
afterEach(cleanup);

function setUp(consent = ACCEPTED) {
  act(() => {
    useShopStore.setState({ consent });
    useShopStore.getState().setDiscount({ code: 'WELCOME15' });
    useShopStore.getState().setDiscountSettings({
      popupTitle: 'Take %discount% off with %code% <b>now</b>',
      popupText: 'Applied at checkout',
      popupButtonLabel: 'Got it',
    });
  });
}

describe('<DiscountToast>', () => {
  it('shows the CMS words with the percentage and code, as text', () => {
    setUp();
    render(<DiscountToast />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Take 15% off with WELCOME15 <b>now</b>');
    expect(status.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy();
  });

  it("a discount's own popup words replace the CMS ones, each on its own (SPEC §3)", () => {
    setUp();
    act(() => {
      useShopStore.getState().setDiscount({
        code: 'COFFEE10',
        popupTitle: 'Coffee lovers save %discount%',
        popupButtonLabel: 'Lovely',
      });
    });
    render(<DiscountToast />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Coffee lovers save 10%');
    // No text of its own: the CMS text stays.
    expect(status.textContent).toContain('Applied at checkout');
    expect(screen.getByRole('button', { name: 'Lovely' })).toBeTruthy();
  });

  it('stays empty without analytics and advertising consent', () => {
    setUp({ ...ACCEPTED, advertising: null as unknown as boolean });
    render(<DiscountToast />);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });

  it('confirm hides it and remembers the code for the session', async () => {
    setUp();
    render(<DiscountToast />);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.toastShown)).toBe('WELCOME15');
  });

  it('does not show a code already shown this session, but shows a new one', () => {
    window.sessionStorage.setItem(SESSION_KEYS.toastShown, 'WELCOME15');
    setUp();
    render(<DiscountToast />);
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    act(() => useShopStore.getState().setDiscount({ code: 'AUTUMN20' }));
    expect(screen.getByRole('status').textContent).toContain('Take 20% off with AUTUMN20');
  });
});
