/**
 * Sign-in in the shop (docs/accounts.md), in real Chromium against the production build
 * and the local platform's Customer Account stand-in: the header's Account link signs a visitor in
 * on the platform's page (the one-time code is read from that page, as there is no mail), lands
 * back on /account with the customer's name, survives a reload, attaches the customer to the
 * basket, and signs out — detaching the basket and ending the platform's session, which then
 * refuses the old refresh token. Runs at 390 and 1280 px (projects mobile and desktop).
 */
import { expect, test, type Page } from '@playwright/test';
import { unsealData } from 'iron-session';
import { LOCAL_CLIENT_ID, LOCAL_SESSION_SECRET } from '../lib/config/account';
import { buyerOf, signInOnPlatform } from './fixtures/account';
import { violations } from './fixtures/axe';
import { PLATFORM_URL, Shop } from './fixtures/shop';

const TOKEN_URL = `${PLATFORM_URL}/authentication/60000000001/oauth/token`;

/** The refresh token in the session cookie (the e2e build seals with the local platform's secret). */
async function sessionRefreshToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'account_session');
  expect(cookie, 'the session cookie').toBeTruthy();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const tokens = await unsealData<{ refreshToken: string }>(cookie!.value, {
    password: LOCAL_SESSION_SECRET,
  });
  return tokens.refreshToken;
}

test('signs in from the header, stays signed in, attaches the basket and signs out everywhere', async ({
  page,
}) => {
  const shop = new Shop(page);
  await shop.gotoProduct('breakfast-tea');
  await shop.addToBasket();
  await expect(shop.drawer()).toBeVisible();
  await shop.waitForCheckoutReady();
  await page.keyboard.press('Escape');
  const { id: cartId } = await shop.storedCart();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /sign in|account/i })
    .click();
  await signInOnPlatform(page, 'ada@example.com');

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Hello, Ada Lovelace.')).toBeVisible();
  await expect(page.getByText('ada@example.com')).toBeVisible();
  // The server attached the customer to the basket (the browser never held their token).
  await expect
    .poll(() => buyerOf(cartId))
    .toEqual({
      email: 'ada@example.com',
      customer: { email: 'ada@example.com' },
    });

  await page.reload();
  await expect(page.getByText('Hello, Ada Lovelace.')).toBeVisible();
  const refreshToken = await sessionRefreshToken(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect((await page.context().cookies()).some((c) => c.name === 'account_session')).toBe(false);
  // The basket stays, without its customer.
  expect((await shop.storedCart()).id).toBe(cartId);
  expect(await buyerOf(cartId)).toEqual({ email: null, customer: null });
  // The platform's session ended too: its refresh token is refused.
  const refused = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: LOCAL_CLIENT_ID,
      refresh_token: refreshToken,
    }),
  });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });

  // Signed out, /account asks to sign in again.
  await page.goto('/account');
  await expect(page).toHaveURL(new RegExp(`^${PLATFORM_URL}/authentication/`));
});

test('/account has no axe violations, is private and not indexed', async ({ page }) => {
  await page.goto('/account');
  await signInOnPlatform(page, 'grace@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  // A first sign-in has no name yet.
  await expect(page.locator('dt:text-is("Name") + dd')).toHaveText('Not given yet');
  const response = await page.reload();
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a callback the browser did not start shows a page saying so, with a fresh start', async ({
  page,
}) => {
  const response = await page.goto('/account/authorize?code=forged&state=forged');
  await expect(page).toHaveURL(/\/account\?sign_in=expired$/);
  expect(response?.status()).toBe(400);
  // (Next's route announcer is an alert too, empty on a first load.)
  await expect(
    page.getByRole('alert').filter({ hasText: /already been used or has expired/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try signing in again' })).toHaveAttribute(
    'href',
    '/api/account/login?return=%2Faccount',
  );
  expect(await violations(page)).toEqual([]);
});
