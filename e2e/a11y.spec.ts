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
