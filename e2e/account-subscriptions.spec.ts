/**
 * Subscription self-service (docs/accounts.md, "Subscriptions"), in real Chromium against the
 * production build and the local platform: a customer signs in, orders a subscription on the local
 * checkout, sees the order and the subscription in the account, skips the next delivery, pauses,
 * resumes and cancels (confirmed), each result read from the page the platform's answer drew, and
 * signs out. Runs at 390 and 1280 px (projects mobile and desktop).
 */
import { expect, test } from '@playwright/test';
import { addStarterBoxSubscription, placeOrderAs, signInOnPlatform } from './fixtures/account';
import { violations } from './fixtures/axe';
import { Shop } from './fixtures/shop';

test('a subscriber orders, then skips, pauses, resumes and cancels from the account', async ({
  page,
}, testInfo) => {
  // A whole journey across the shop, the platform's sign-in and checkout, and several pages.
  test.slow();
  const shop = new Shop(page);
  // A new customer per run: the platform may be reused, and this contract is only this test's.
  const email = `subs-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/account/subscriptions');
  await signInOnPlatform(page, email);
  // Back where the sign-in started, with nothing yet.
  await expect(page).toHaveURL(/\/account\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();

  await addStarterBoxSubscription(shop);
  // The product page's promise and the drawer's subscription line both lead to the self-service.
  await expect(
    page.getByRole('link', { name: 'Subscriptions: skip, pause or cancel any time' }),
  ).toHaveAttribute('href', '/account/subscriptions');
  await expect(
    shop.drawer().getByRole('link', { name: /^Manage subscription for .*Coffee Starter Box/ }),
  ).toHaveAttribute('href', '/account/subscriptions');
  await page.keyboard.press('Escape');
  await placeOrderAs(shop, email);

  await page.goto('/account');
  const latest = page.getByRole('region', { name: 'Latest orders' });
  await expect(latest.getByRole('link', { name: /^Order #?\S+$/ })).toHaveCount(1);
  await latest.getByRole('link', { name: 'Your subscriptions' }).click();

  const card = page.getByRole('region', { name: /Coffee Starter Box/ });
  await expect(card).toHaveCount(1);
  const status = card.locator('dt:text-is("Status") + dd');
  const next = card.locator('dt:text-is("Next delivery") + dd');
  await expect(status).toHaveText('Active');
  expect(await violations(page)).toEqual([]);

  await card.getByRole('button', { name: /^Skip next delivery/ }).click();
  await expect(card.getByRole('status')).toHaveText('The next delivery is skipped.');
  await expect(next).toContainText('(skipped)');
  await expect(card.getByRole('button', { name: /^Restore next delivery/ })).toBeVisible();

  await card.getByRole('button', { name: /^Pause subscription/ }).click();
  await expect(status).toHaveText('Paused');
  await expect(card.getByRole('button', { name: /^Pause subscription/ })).toHaveCount(0);

  await card.getByRole('button', { name: /^Resume subscription/ }).click();
  await expect(status).toHaveText('Active');

  // Cancel asks first; the first press only opens the question.
  await card.getByText('Cancel subscription', { exact: true }).click();
  await expect(status).toHaveText('Active');
  await card.getByRole('button', { name: /^Yes, cancel/ }).click();
  await expect(status).toHaveText('Cancelled');
  await expect(card.getByRole('button')).toHaveCount(0);
  // What the page shows is what the platform holds: a reload reads it again.
  await page.reload();
  await expect(
    page.getByRole('region', { name: /Coffee Starter Box/ }).locator('dt:text-is("Status") + dd'),
  ).toHaveText('Cancelled');
  expect(await violations(page)).toEqual([]);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'));
  expect((await page.context().cookies()).some((c) => c.name === 'account_session')).toBe(false);
});
