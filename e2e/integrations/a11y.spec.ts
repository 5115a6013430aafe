import { expect, test } from '@playwright/test';
import { violations } from '../fixtures/axe';
import { Shop } from '../fixtures/shop';
import { answerThirdParties, decided } from '../fixtures/third-parties';

test('the consent banner and its preferences have no axe violations', async ({ page }) => {
  await answerThirdParties(page);
  await new Shop(page).goto('/');
  const banner = page.getByRole('region', { name: /cookies/i });
  await expect(banner).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await banner.getByRole('button', { name: /preferences|settings|manage/i }).click();
  await expect(banner.getByRole('checkbox', { name: /advertising/i })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the newsletter sign-up checks the SPEC §5 pattern and records emailOptIn', async ({
  page,
}) => {
  await answerThirdParties(page);
  await decided(page, false, false);
  await new Shop(page).goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: /email/i });
  await email.fill('ada@example');
  await footer.getByRole('button', { name: /subscribe|sign up/i }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(footer.getByRole('status')).toHaveText(/enter an email address/i);
  expect(await violations(page)).toEqual([]);
  await email.fill('ada@example.com');
  await footer.getByRole('button', { name: /subscribe|sign up/i }).click();
  await expect(footer.getByRole('status')).toHaveText(/signed up/i);
  const stored = await page.evaluate(() => localStorage.getItem('consentV2.0.0'));
  expect(JSON.parse(stored!)).toMatchObject({ emailOptIn: true });
});
