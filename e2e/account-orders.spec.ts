/**
 * The order pages (issue 46 part 3), in real Chromium against the production build and the local
 * platform: a customer signs in, the basket is attached, the order is placed on the local
 * checkout, and it shows on /account (latest orders), /account/orders and its own page, each with
 * no axe violations. Runs at 390 and 1280 px (projects mobile and desktop); screenshots of the
 * order's page go to /tmp/orders-<width>.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './fixtures/axe';
import { PLATFORM_URL, Shop } from './fixtures/shop';

async function signInOnPlatform(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${PLATFORM_URL}/authentication/`));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await page.locator('[data-sign-in-code]').textContent();
  await page.getByLabel('One-time code').fill(code ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an order placed signed in shows on /account, /account/orders and its own page', async ({
  page,
}, testInfo) => {
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
  await expect
    .poll(async () => {
      const response = await page.request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
        headers: { 'X-Shopify-Storefront-Access-Token': 'demo-storefront-token' },
        data: {
          query: 'query($id: ID!) { cart(id: $id) { buyerIdentity { email } } }',
          variables: { id: bought.id },
        },
      });
      return ((await response.json()) as { data: { cart: { buyerIdentity: { email: string } } } })
        .data.cart.buyerIdentity.email;
    })
    .toBe(email);

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
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `/tmp/orders-${width}.png`, fullPage: true });
  await page.goto('/account/orders');
  await page.screenshot({ path: `/tmp/orders-list-${width}.png`, fullPage: true });
  await page.goto('/account');
  await page.screenshot({ path: `/tmp/orders-overview-${width}.png`, fullPage: true });
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
