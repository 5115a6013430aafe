/**
 * A cart that expires mid-session, and a platform that is down when the page loads and then comes
 * back. Expiry is forced for this test's cart only, the outage for this page only (./faults.ts).
 *
 * | fault                                               | expected outcome                                           |
 * |-----------------------------------------------------|------------------------------------------------------------|
 * | cart expires, then the shopper adds                 | a new cart holding the old line and the new one            |
 * | cart expires, then the shopper presses +            | a new cart with the line at quantity 2                     |
 * | cart expires, then the page is reloaded             | a new cart with the old line carried over                  |
 * | platform down at load, stored cart                  | stored line shown; an add fails visibly, nothing lost;     |
 * |                                                     | platform back: the add lands in the same cart              |
 * | platform down at load, first visit (nothing stored) | an add fails visibly; platform back: the add lands         |
 */
import { expect, test } from '@playwright/test';
import { cartAlert, expireCart, refused, storefrontFault } from './faults';
import {
  closeDrawer,
  expectCart,
  expectStillWorks,
  openDrawer,
  seedLine,
  storedCartId,
  watchedShop,
  TEA,
  CHOCOLATE,
  SEEDED,
} from './health';

test.describe('a cart that expires mid-session', () => {
  test('the next add lands in a new cart that keeps the old line', async ({ page }) => {
    const { shop, watch } = watchedShop(page);
    await seedLine(shop, 'breakfast-tea');
    await shop.gotoProduct('drinking-chocolate');
    const expired = await expireCart(shop);

    await shop.addToBasket();
    const expected = { ...SEEDED, [CHOCOLATE]: 1 };
    await expectCart(shop, expected);
    expect(await storedCartId(shop)).not.toBe(expired);
    await expectStillWorks(shop, watch, expected);
  });

  test('a quantity change lands in a new cart at the new quantity', async ({ page }) => {
    const { shop, watch } = watchedShop(page);
    await seedLine(shop, 'breakfast-tea');
    const expired = await expireCart(shop);

    await openDrawer(shop);
    await shop
      .line(new RegExp(TEA))
      .getByRole('button', { name: /increase/i })
      .click();
    const expected = { [TEA]: 2 };
    await expectCart(shop, expected);
    expect(await storedCartId(shop)).not.toBe(expired);
    await expectStillWorks(shop, watch, expected);
  });

  test('a reload finds the cart gone and carries its line to a new cart', async ({ page }) => {
    const { shop, watch } = watchedShop(page);
    await seedLine(shop, 'breakfast-tea');
    const expired = await expireCart(shop);

    await page.reload();
    await expect.poll(() => storedCartId(shop)).not.toBe(expired);
    await expectCart(shop, SEEDED);
    await expectStillWorks(shop, watch, SEEDED);
  });
});

test.describe('the platform down at page load, then back', () => {
  test('with a stored cart: shown, an add fails visibly, then lands in the same cart', async ({
    page,
  }) => {
    const { shop, watch } = watchedShop(page);
    watch.allowFailedRequests();
    await seedLine(shop, 'breakfast-tea');
    await shop.gotoProduct('drinking-chocolate');
    const id = await storedCartId(shop);

    const outage = await storefrontFault(page, refused);
    await page.reload();
    // The shell hydrated once it tried to reach the platform.
    await expect.poll(() => outage.hits()).toBeGreaterThan(0);
    await openDrawer(shop);
    await expect(shop.line(new RegExp(TEA))).toBeVisible();
    await closeDrawer(shop);
    await shop.addToBasket();
    await expect(cartAlert(page)).toBeVisible();
    await expect(shop.line(new RegExp(CHOCOLATE))).toHaveCount(0);
    await expect(shop.line(new RegExp(TEA))).toBeVisible();

    await outage.stop();
    await closeDrawer(shop);
    await shop.addToBasket();
    const expected = { ...SEEDED, [CHOCOLATE]: 1 };
    await expectCart(shop, expected);
    expect(await storedCartId(shop)).toBe(id);
    await expectStillWorks(shop, watch, expected);
  });

  test('on a first visit: an add fails visibly, then lands once the platform is back', async ({
    page,
  }) => {
    const { shop, watch } = watchedShop(page);
    watch.allowFailedRequests();
    const outage = await storefrontFault(page, refused);
    await page.goto('/products/drinking-chocolate');
    await expect.poll(() => outage.hits()).toBeGreaterThan(0);
    await shop.addToBasket();
    await expect(cartAlert(page)).toBeVisible();
    await expect(shop.line(new RegExp(CHOCOLATE))).toHaveCount(0);
    expect(await storedCartId(shop)).toBeNull();

    await outage.stop();
    await closeDrawer(shop);
    await shop.addToBasket();
    const expected = { [CHOCOLATE]: 1 };
    await expectCart(shop, expected);
    await expectStillWorks(shop, watch, expected);
  });
});
