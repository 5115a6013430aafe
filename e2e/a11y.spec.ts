import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

test('the catalogue has no axe violations', async ({ page }) => {
  await page.goto('/');
  await new Shop(page).waitForCart();
  expect(await violations(page)).toEqual([]);
});

test('a product page has no axe violations', async ({ page }) => {
  await page.goto('/products/house-blend-coffee');
  await new Shop(page).waitForCart();
  expect(await violations(page)).toEqual([]);
});

test('the open drawer with a line has no axe violations', async ({ page }) => {
  const shop = new Shop(page);
  await page.goto('/products/coffee-starter-box');
  await shop.waitForCart();
  await page
    .getByRole('button', { name: /add to (cart|basket)/i })
    .first()
    .click();
  await expect(shop.line(/Coffee Starter Box/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
