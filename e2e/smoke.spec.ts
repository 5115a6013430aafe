import { expect, test } from '@playwright/test';
import { ANY_WIDTH } from './fixtures/widths';

test('the home page lists the catalogue from the Storefront API', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Morrow/);
  // Only the catalogue grid counts: the header, footer and hero link to products too.
  const range = page.getByRole('region', { name: 'The range' });
  await expect(range.getByRole('link', { name: /House Blend Coffee Beans/ }).first()).toBeVisible();
  // At least 8 products, each a link to its product page.
  const links = range.locator('a[href^="/products/"]');
  await expect(links).not.toHaveCount(0);
  const handles = await links.evaluateAll(
    (anchors) => new Set(anchors.map((a) => a.getAttribute('href'))).size,
  );
  expect(handles).toBeGreaterThanOrEqual(8);
});

test('a CMS-managed redirect sends /old-shop to the home page', ANY_WIDTH, async ({ page }) => {
  const response = await page.goto('/old-shop');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/old-shop$/);
});
