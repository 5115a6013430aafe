import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

test('/old-shop redirects on a direct request, keeping the query', async ({ page }) => {
  const response = await page.goto('/old-shop?utm_source=x');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).search).toBe('?utm_source=x');
  expect(response?.request().redirectedFrom()?.url()).toContain('/old-shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/old-shop redirects on a client-side navigation, without a full page load', async ({
  page,
}) => {
  const shop = new Shop(page);
  await shop.goto('/products/house-blend-coffee');
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.evaluate(async () => {
    const next = (
      window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }
    ).next;
    await next.router.push('/old-shop');
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Good mornings');
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
});
