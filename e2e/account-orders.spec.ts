/**
 * The order pages (docs/accounts.md, "Order pages"), in real Chromium against the production build
 * and the local platform: a customer signs in, the basket is attached, the order is placed on the
 * local checkout, and it shows on /account (latest orders), /account/orders and its own page, each
 * with no axe violations. Runs at 390 and 1280 px (projects mobile and desktop).
 */
import { expect, test } from '@playwright/test';
import { buyerOf, signInOnPlatform } from './fixtures/account';
import { violations } from './fixtures/axe';
import { Shop } from './fixtures/shop';

test('an order placed signed in shows on /account, /account/orders and its own page', async ({
  page,
}, testInfo) => {
  // A whole journey across the shop, the platform's sign-in and checkout, and several pages.
  test.slow();
  const shop = new Shop(page);
  await shop.gotoProduct('breakfast-tea');
  await shop.addToBasket();
  await shop.waitForCheckoutReady();
  await page.keyboard.press('Escape');
  const bought = await shop.storedCart();

  // A new customer per run: the platform may be reused, and their orders are only this test's.
  const email = `orders-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/account');
  await signInOnPlatform(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest orders' });
  await expect(latest.getByText(/No orders yet/)).toBeVisible();
  await expect(latest.getByRole('link', { name: 'Your subscriptions' })).toHaveAttribute(
    'href',
    '/account/subscriptions',
  );
  // /account attaches the basket to the customer once mounted; the checkout then records the order.
  await expect.poll(async () => (await buyerOf(bought.id)).email).toBe(email);

  await page.goto(bought.checkoutUrl);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order placed');

  await page.goto('/account');
  const orderLink = latest.getByRole('link', { name: /^Order #?\S+$/ });
  await expect(orderLink).toHaveCount(1);
  const orderName = (await orderLink.textContent())!.replace(/^Order /, '');
  expect(await violations(page)).toEqual([]);

  await latest.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('1 line');
  await expect(card.getByRole('time')).toHaveText(/\d{1,2} \w+ \d{4}/);
  expect(await violations(page)).toEqual([]);

  await card.getByRole('link', { name: `Order ${orderName}` }).click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderName}` })).toBeVisible();
  const items = page.getByRole('table', { name: `Items in order ${orderName}` });
  await expect(items.getByRole('rowheader', { name: /Breakfast Tea/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Total', { exact: true }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('another customer’s order, a bad cursor and an unknown page say so safely', async ({
  page,
}) => {
  await page.goto('/account/orders?after=%3Cscript%3E');
  await signInOnPlatform(page, 'ada@example.com');
  await expect(page).toHaveURL(/\/account\/orders\?after=%3Cscript%3E$/);
  await expect(
    page.getByRole('alert').filter({ hasText: /out of date or not valid/ }),
  ).toBeVisible();
  expect((await page.reload())?.status()).toBe(400);
  await expect(page.getByRole('link', { name: 'Go to your latest orders' })).toHaveAttribute(
    'href',
    '/account/orders',
  );
  expect(await violations(page)).toEqual([]);
  expect((await page.goto('/account/orders/1'))?.status()).toBe(404);
  expect((await page.goto('/account/settings'))?.status()).toBe(404);
});
