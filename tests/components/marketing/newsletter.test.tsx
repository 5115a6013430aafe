// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NewsletterSignup } from '@/components/marketing/NewsletterSignup';
import { config } from '@/lib/config';
import { resetShopStore, useShopStore } from '@/stores/shop-store';

const received: unknown[] = [];
let status = 201;
const server = setupServer(
  http.post(`${config.ordersHost}/newsletter/subscribers`, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({}, { status });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetShopStore();
  received.length = 0;
  status = 201;
});
afterEach(cleanup);

async function signUpWith(email: string) {
  render(<NewsletterSignup />);
  await userEvent.type(screen.getByRole('textbox', { name: /email/i }), email);
  await userEvent.click(screen.getByRole('button', { name: /sign up/i }));
}

describe('<NewsletterSignup>', () => {
  it('sends the address to the orders service, then says done and saves the opt-in', async () => {
    await signUpWith('ada@example.com');
    expect(await screen.findByText('Thanks, you are signed up.')).toBeTruthy();
    expect(received).toEqual([{ email: 'ada@example.com', email_opt_in: true }]);
    expect(useShopStore.getState().consent.emailOptIn).toBe(true);
  });

  it('says plainly when it failed, and saves nothing', async () => {
    status = 503;
    await signUpWith('ada@example.com');
    expect(await screen.findByText(/could not sign you up/i)).toBeTruthy();
    expect(screen.queryByText(/signed up\./)).toBeNull();
    expect(useShopStore.getState().consent.emailOptIn).toBe(false);
  });

  it('sends nothing for an address that is not one', async () => {
    await signUpWith('ada@example');
    expect(await screen.findByText(/like name@example.com/)).toBeTruthy();
    expect(received).toEqual([]);
  });
});
