import { expect, test } from '@playwright/test';
import { violations } from './fixtures/axe';
import { Shop } from './fixtures/shop';

test('the catalogue has no axe violations', async ({ page }) => {
  await new Shop(page).goto('/');
  expect(await violations(page)).toEqual([]);
});

test('a product page has no axe violations', async ({ page }) => {
  await new Shop(page).gotoProduct('house-blend-coffee');
  expect(await violations(page)).toEqual([]);
});

test('the open drawer with a line has no axe violations', async ({ page }) => {
  const shop = new Shop(page);
  await shop.gotoProduct('coffee-starter-box');
  await shop.addToBasket();
  await expect(shop.line(/Coffee Starter Box/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
