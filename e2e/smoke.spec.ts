import { expect, test } from '@playwright/test';

test('the home page lists the catalogue from the Storefront API', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Morrow/);
  const products = page.getByRole('link', { name: /House Blend Coffee Beans/ });
  await expect(products.first()).toBeVisible();
  // At least 8 products, each a link to its product page.
  await expect(page.locator('a[href^="/products/"]')).not.toHaveCount(0);
  const handles = await page
    .locator('a[href^="/products/"]')
    .evaluateAll((links) => new Set(links.map((a) => a.getAttribute('href'))).size);
  expect(handles).toBeGreaterThanOrEqual(8);
});

test('a CMS-managed redirect sends /old-shop to the home page', async ({ page }) => {
  const response = await page.goto('/old-shop');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/old-shop$/);
});
