import { expect, test } from '@playwright/test';

test('the image modal opens from the keyboard, closes on Esc and gives focus back', async ({
  page,
}) => {
  await page.goto('/products/breakfast-tea');
  const enlarge = page.getByRole('button', { name: 'Enlarge image' });
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Organic Breakfast Tea images/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
});
