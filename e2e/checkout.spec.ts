import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

test('after placing the order, the shopper comes back to an empty basket', async ({ page }) => {
  const shop = new Shop(page);
  await shop.gotoProduct('drinking-chocolate');
  await shop.addToBasket();
  await expect(shop.line(/Drinking Chocolate/)).toBeVisible();
  await shop.waitForCheckoutReady();
  const bought = await shop.storedCart();

  await shop.checkoutLink().click();
  await expect(page).toHaveURL(bought.checkoutUrl);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order placed');

  await page.getByRole('link', { name: /continue shopping/i }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The range' })).toBeVisible();

  // The bought cart reads null on the platform; the shop starts a new, empty one rather than
  // putting the bought lines back.
  await expect.poll(async () => (await shop.storedCart())?.id).not.toBe(bought.id);
  await shop.cartButton().click();
  await expect(shop.drawer().getByText(/empty/i)).toBeVisible();
  await expect(shop.line(/Drinking Chocolate/)).toHaveCount(0);
});
