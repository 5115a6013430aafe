// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from '@/components/marketing/NewsletterSignup';
import { NewsletterError } from '@/lib/newsletter/subscribe';
import { resetShopStore, useShopStore } from '@/stores/shop-store';

const submitNewsletter = vi.fn();
// The module's own submitForm (the words shown), over a recorded submitNewsletter.
vi.mock('@/components/marketing/newsletter-submit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/marketing/newsletter-submit')>();
  return {
    ...actual,
    submitForm: (email: string) =>
      actual.submitForm(email, (address: string) => submitNewsletter(address)),
  };
});

beforeEach(() => {
  resetShopStore();
  submitNewsletter.mockReset();
});
afterEach(cleanup);

async function signUp(address: string) {
  const user = userEvent.setup();
  render(<NewsletterSignup />);
  await user.type(screen.getByRole('textbox', { name: /email/i }), address);
  await user.click(screen.getByRole('button', { name: /sign up/i }));
}

describe('<NewsletterSignup>', () => {
  it('says "signed up" and saves emailOptIn only once the address has reached someone', async () => {
    let finish: (outcome: string) => void = () => undefined;
    submitNewsletter.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await signUp(' ada@example.com ');
    await vi.waitFor(() => expect(submitNewsletter).toHaveBeenCalledWith('ada@example.com'));
    expect(screen.getByRole('status').textContent).toMatch(/signing you up/i);
    expect(useShopStore.getState().consent.emailOptIn).toBe(false);
    finish('orders');
    expect(await screen.findByText(/you are signed up/i)).toBeTruthy();
    expect(useShopStore.getState().consent.emailOptIn).toBe(true);
  });

  it('states a failure plainly and saves nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    submitNewsletter.mockRejectedValue(new NewsletterError('HTTP 503'));
    await signUp('ada@example.com');
    expect(await screen.findByText(/could not sign you up just now/i)).toBeTruthy();
    expect(useShopStore.getState().consent.emailOptIn).toBe(false);
    warn.mockRestore();
  });

  it('sends nothing for an address that fails the SPEC §5 pattern', async () => {
    await signUp('ada@example');
    expect(submitNewsletter).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /email/i }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
