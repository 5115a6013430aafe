import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

// Issue 21 §7: the footer's sign-up reaches someone. Without Segment (this build has no keys), the
// address goes to the orders service, here the local platform, which stores it.
test('a newsletter sign-up is sent to the orders service, and only then said done', async ({
  page,
}) => {
  await new Shop(page).goto('/');
  const email = `e2e-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/newsletter/subscribers') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: /sign up/i }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ email, email_opt_in: true });
  expect((await request.response())?.status()).toBe(201);
  await expect(page.getByText('Thanks, you are signed up.')).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('consentV2.0.0'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ emailOptIn: true });
});

test('a sign-up the service cannot take says so, and nothing is saved', async ({ page }) => {
  await page.route('**/newsletter/subscribers', (route) => route.fulfill({ status: 503 }));
  await new Shop(page).goto('/');
  await page.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page.getByText(/could not sign you up/i)).toBeVisible();
  await expect(page.getByText('Thanks, you are signed up.')).toHaveCount(0);
});
