import { expect, test } from '@playwright/test';
import { violations } from './fixtures/axe';
import { Shop } from './fixtures/shop';

test('a CMS content page has no axe violations', async ({ page }) => {
  await new Shop(page).goto('/pages/about');
  await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the discount toast has no axe violations', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'consentV2.0.0',
      JSON.stringify({ emailOptIn: false, smsOptIn: false, analytics: true, advertising: true }),
    );
  });
  await new Shop(page).goto('/?utm_campaign=welcome');
  const toast = page.getByRole('status').filter({ hasText: 'WELCOME15' });
  await expect(toast).toBeVisible();
  // Let the 0.5 s slide-in finish, so axe sees the final colours.
  await expect(toast.locator('[data-visible="true"]')).toHaveCSS('opacity', '1');
  expect(await violations(page)).toEqual([]);
});
