/**
 * Platform errors, throttling and silence, injected for this page only (see ./faults.ts). The
 * shopper has Organic Breakfast Tea in the basket and adds Single Estate Drinking Chocolate.
 * The basket is seeded through the platform's API and stored as the shop stores it (./seed.ts).
 *
 * | fault                                              | expected outcome                                            |
 * |----------------------------------------------------|-------------------------------------------------------------|
 * | CartLinesAdd answered 500 (HTML outage page)       | "Sorry" alert; the optimistic line rolls back; retry lands  |
 * | CartLinesAdd answered 503 (JSON errors)            | same                                                        |
 * | CartLinesAdd answered 200 with only GraphQL errors | same                                                        |
 * | CartLinesAdd acted on, answer lost (502)           | the line shows once (re-read from the platform), not twice  |
 * | CartLinesUpdate (+) answered 500                   | alert; the quantity rolls back to the platform's            |
 * | Cart query at page load answered 500               | the stored cart is kept (same id, same line), add works     |
 * | 429 storm: every Storefront request throttled      | adds and + fail visibly, nothing lost; after it, add lands  |
 * | CartLinesAdd never answered (held)                 | after the 10 s client timeout: alert, rollback, queue free  |
 * | Cart query at page load never answered (held)      | an add queued behind it lands once the query times out      |
 */
import { expect, test } from '@playwright/test';
import {
  cartAlert,
  graphQLError,
  lostAnswer,
  outage500,
  storefrontFault,
  throttled429,
  unavailable503,
  type Answer,
} from './faults';
import {
  closeDrawer,
  expectCart,
  expectStillWorks,
  storedCartId,
  watchedShop,
  TEA,
  CHOCOLATE,
  SEEDED,
} from './health';
import { seedStoredCart } from './seed';

test.describe('a failed add rolls back and can be retried', () => {
  const cases: [string, Answer][] = [
    ['500 outage page', outage500],
    ['503 with JSON errors', unavailable503],
    ['200 with only GraphQL errors', graphQLError],
  ];
  for (const [name, fault] of cases) {
    test(`CartLinesAdd answered ${name}`, async ({ page }) => {
      const { shop, watch } = watchedShop(page);
      watch.allowFailedRequests();
      await seedStoredCart(page, 'breakfast-tea');
      await shop.gotoProduct('drinking-chocolate');
      const injected = await storefrontFault(page, fault, { operation: 'CartLinesAdd', times: 1 });
      await shop.addToBasket();
      await expect(cartAlert(page)).toBeVisible();
      expect(injected.hits()).toBe(1);
      await expectCart(shop, SEEDED);

      await closeDrawer(shop);
      await shop.addToBasket();
      await expectCart(shop, { ...SEEDED, [CHOCOLATE]: 1 });
      await expectStillWorks(shop, watch, { ...SEEDED, [CHOCOLATE]: 1 });
    });
  }

  test('CartLinesAdd acted on but its answer lost: the line shows once', async ({ page }) => {
    const { shop, watch } = watchedShop(page);
    watch.allowFailedRequests();
    await seedStoredCart(page, 'breakfast-tea');
    await shop.gotoProduct('drinking-chocolate');
    await storefrontFault(page, lostAnswer, { operation: 'CartLinesAdd', times: 1 });
    await shop.addToBasket();
    const expected = { ...SEEDED, [CHOCOLATE]: 1 };
    await expectCart(shop, expected);
    await expectStillWorks(shop, watch, expected);
  });
});

test('CartLinesUpdate answered 500: the quantity rolls back', async ({ page }) => {
  const { shop, watch } = watchedShop(page);
  watch.allowFailedRequests();
  await seedStoredCart(page, 'breakfast-tea');
  await shop.gotoProduct('breakfast-tea');
  await storefrontFault(page, outage500, { operation: 'CartLinesUpdate', times: 1 });
  await shop.cartButton().click();
  await shop
    .line(new RegExp(TEA))
    .getByRole('button', { name: /increase/i })
    .click();
  await expect(cartAlert(page)).toBeVisible();
  await expectCart(shop, SEEDED);
  await expectStillWorks(shop, watch, SEEDED);
});

test('Cart query at page load answered 500: the stored cart is kept', async ({ page }) => {
  const { shop, watch } = watchedShop(page);
  watch.allowFailedRequests();
  const id = JSON.parse(await seedStoredCart(page, 'breakfast-tea')).id as string;
  const injected = await storefrontFault(page, outage500, { operation: 'Cart', times: 1 });
  // The first load of a shop page, with the stored cart: its Cart query is the one that fails.
  await page.goto('/products/breakfast-tea');
  await expect.poll(() => injected.hits()).toBe(1);
  await expectCart(shop, SEEDED);
  expect(await storedCartId(shop)).toBe(id);
  await expectStillWorks(shop, watch, SEEDED);
  expect(await storedCartId(shop)).toBe(id);
});

test('a 429 storm: actions fail visibly and nothing is lost; after it an add lands', async ({
  page,
}) => {
  const { shop, watch } = watchedShop(page);
  watch.allowFailedRequests();
  await seedStoredCart(page, 'breakfast-tea');
  await shop.gotoProduct('drinking-chocolate');
  const storm = await storefrontFault(page, throttled429);
  await shop.addToBasket();
  await expect(cartAlert(page)).toBeVisible();
  await shop
    .line(new RegExp(TEA))
    .getByRole('button', { name: /increase/i })
    .click();
  await expect(cartAlert(page)).toBeVisible();
  await expect.poll(() => storm.hits()).toBeGreaterThanOrEqual(2);
  await storm.stop();

  await expectCart(shop, SEEDED);
  await shop
    .drawer()
    .getByRole('button', { name: /close basket/i })
    .click();
  await shop.addToBasket();
  const expected = { ...SEEDED, [CHOCOLATE]: 1 };
  await expectCart(shop, expected);
  await expectStillWorks(shop, watch, expected);
});

test.describe('requests the platform never answers', () => {
  // The Storefront client gives up after 10 s (lib/shopify/client.ts, a setTimeout): the page's
  // clock is faked (it still flows) and jumped past that, rather than waited for.
  const CLIENT_TIMEOUT_MS = 10_000;
  test.setTimeout(60_000);

  test('a held CartLinesAdd times out, rolls back and frees the queue', async ({ page }) => {
    const { shop, watch } = watchedShop(page);
    watch.allowFailedRequests();
    await seedStoredCart(page, 'breakfast-tea');
    await page.clock.install();
    await shop.gotoProduct('drinking-chocolate');
    const { held } = await shop.holdOperation('CartLinesAdd');
    await shop.addToBasket();
    await held;
    await page.clock.fastForward(CLIENT_TIMEOUT_MS);
    await expect(cartAlert(page)).toBeVisible({ timeout: 15_000 });
    await expectCart(shop, SEEDED);

    await closeDrawer(shop);
    await shop.addToBasket();
    const expected = { ...SEEDED, [CHOCOLATE]: 1 };
    await expectCart(shop, expected);
    await expectStillWorks(shop, watch, expected);
  });

  test('a held Cart query at page load: an add queued behind it lands', async ({ page }) => {
    const { shop, watch } = watchedShop(page);
    watch.allowFailedRequests();
    const id = JSON.parse(await seedStoredCart(page, 'breakfast-tea')).id as string;
    const { held } = await shop.holdOperation('Cart');
    await page.clock.install();
    // The first load of a shop page, with the stored cart: its Cart query is held.
    await page.goto('/products/drinking-chocolate');
    await held;
    await shop.addToBasket();
    const expected = { ...SEEDED, [CHOCOLATE]: 1 };
    await expect(shop.line(new RegExp(CHOCOLATE))).toBeVisible();
    // The add is queued behind the held query; the query's timeout frees it.
    await page.clock.fastForward(CLIENT_TIMEOUT_MS);
    await expect(shop.checkoutLink()).toHaveAttribute('href', /\/checkout\//, { timeout: 20_000 });
    await expectCart(shop, expected);
    expect(await storedCartId(shop)).toBe(id);
    await expectStillWorks(shop, watch, expected);
  });
});
