import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_URL, Shop } from './fixtures/shop';

// This build has no customer-data tool configured: the sign-up goes to the orders service (the
// local platform), and only once it has answered is the shopper told and the opt-in saved.
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('consentV2.0.0') ?? 'null'));

async function signUp(page: Page, address: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /email/i }).fill(address);
  await footer.getByRole('button', { name: /subscribe|sign up/i }).click();
  return footer.getByRole('status');
}

test('the address reaches the orders service, then the form says so and emailOptIn is saved', async ({
  page,
}) => {
  await new Shop(page).goto('/');
  const sent = page.waitForRequest(
    (r) => r.url() === `${PLATFORM_URL}/newsletter/subscriptions` && r.method() === 'POST',
  );
  const answered = page.waitForResponse((r) => r.url().endsWith('/newsletter/subscriptions'));
  const status = await signUp(page, 'grace@example.com');
  expect((await sent).postDataJSON()).toEqual({ email: 'grace@example.com', email_opt_in: true });
  expect([200, 201]).toContain((await answered).status());
  await expect(status).toHaveText(/you are signed up/i);
  expect(await storedConsent(page)).toMatchObject({ emailOptIn: true });
});

test('a refused sign-up is stated plainly, and nothing is saved as done', async ({ page }) => {
  await page.route('**/newsletter/subscriptions', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await new Shop(page).goto('/');
  const status = await signUp(page, 'grace@example.com');
  await expect(status).toHaveText(/could not sign you up just now/i);
  expect((await storedConsent(page))?.emailOptIn ?? false).toBe(false);
});
