import { expect, test } from '@playwright/test';

test.describe('mobile menu', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the Menu button exists on small screens only');
  });

  test('Tab from an opened Menu walks into the links; Esc closes and returns focus to Menu', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Shop all' })).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Shop all' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Subscriptions' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Shop all' })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('following a link closes the menu', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Our story',
    });
    await link.click();
    await expect(page).toHaveURL(/\/#story$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });

  test('a route change (browser back) closes an open menu', async ({ page }) => {
    await page.goto('/products/house-blend-coffee');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation home, so Back stays in the app and the header stays mounted.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Morrow/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/house-blend-coffee$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
