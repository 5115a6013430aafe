import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

test('/old-shop redirects on a direct request, keeping the query', async ({ page }) => {
  const response = await page.goto('/old-shop?utm_source=x');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).search).toBe('?utm_source=x');
  expect(response?.request().redirectedFrom()?.url()).toContain('/old-shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/old-shop redirects on a client-side navigation, by the router, without a full page load', async ({
  page,
}) => {
  const shop = new Shop(page);
  await shop.goto('/products/house-blend-coffee');
  // The proxy redirects the router's data request for /old-shop too, which alone would also end on
  // the home page without a page load. Held here, unanswered, that request cannot: only the router
  // hook (components/layout/use-cms-redirects.ts), which replaces the navigation as it starts,
  // reaches the home page.
  await page.route(/\/_next\/data\/[^/]+\/old-shop\.json/, () => {});
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  // The hook's code comes after hydration (components/layout/ContentEffects.tsx); until it is in,
  // a push waits on the held data request. Each try pushes again, which cancels the one before.
  await expect(async () => {
    await page.evaluate(() => {
      const next = (
        window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }
      ).next;
      // Not awaited: the first navigation, cancelled by the hook's replace, may never settle.
      void next.router.push('/old-shop');
    });
    await expect(page).toHaveURL(/\/$/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Good mornings');
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
});
