import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

test('the upgrade offer adds the larger size instead', async ({ page }) => {
  const shop = new Shop(page);
  await shop.gotoProduct('daily-greens');
  await page.getByRole('button', { name: 'Upgrade to 60 servings and save £10' }).click();
  const line = shop.line(/Daily Greens Powder/);
  await expect(line).toBeVisible();
  await expect(line).toContainText('60 servings');
  await expect(line).toContainText('£60.00');
});

test.describe('the A/B variant swap (50 % on Barista Oat Milk "Original")', () => {
  for (const [draw, shown] of [
    [0.2, 'New Recipe'],
    [0.8, 'Original'],
  ] as const) {
    test(`a draw of ${draw * 100} shows and adds "${shown}"`, async ({ page }) => {
      // The draw is Math.random() × 100 against the chance; pin it for this page only.
      await page.addInitScript((value) => {
        Math.random = () => value;
      }, draw);
      const shop = new Shop(page);
      await shop.gotoProduct('barista-oat-milk');
      // The draw is made on the client, after hydration: a click before it adds the variant the
      // page showed then, the server's (the original), which is what the shopper chose.
      await expect(page.getByRole('radio', { name: shown })).toBeChecked();
      await shop.addToBasket();
      const line = shop.line(/Barista Oat Milk/);
      await expect(line).toContainText(shown);
      await expect(shop.announcer()).toHaveText(
        `Added Barista Oat Milk, 6 × 1 L (${shown}) to your basket`,
      );
    });
  }
});

test('a change made in one tab appears in the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const a = new Shop(first);
  const b = new Shop(second);
  await a.gotoProduct('breakfast-tea');
  await b.gotoProduct('ceremonial-matcha');
  await expect.poll(async () => (await b.storedCart())?.id).toBe((await a.storedCart())?.id);

  await a.addToBasket();
  await expect(a.line(/Organic Breakfast Tea/)).toBeVisible();

  await expect(b.cartButton()).toHaveAccessibleName(/1 item/);
  await b.cartButton().click();
  await expect(b.line(/Organic Breakfast Tea/)).toBeVisible();
});
