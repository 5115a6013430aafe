/**
 * The privacy policy in the integrations build (every SPEC §1 key set): the consent banner and its
 * preferences link to the cookie section, and its table names exactly the configured tools.
 */
import { expect, test } from '@playwright/test';
import { INTEGRATION_DESCRIPTIONS } from '../../lib/config/integration-descriptions';
import { violations } from '../fixtures/axe';
import { answerThirdParties } from '../fixtures/third-parties';

test('the consent banner links to the privacy policy’s cookie section', async ({ page }) => {
  await answerThirdParties(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: /cookies/i });
  await banner.getByRole('link', { name: /which tools/i }).click();
  await expect(page).toHaveURL(/\/policies\/privacy-policy#cookies$/);
  await expect(page.locator('#cookies')).toBeInViewport();
});

test('the banner’s preferences link there too', async ({ page }) => {
  await answerThirdParties(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: /cookies/i });
  await banner.getByRole('button', { name: /manage preferences/i }).click();
  await banner.getByRole('link', { name: /tools in each category/i }).click();
  await expect(page).toHaveURL(/\/policies\/privacy-policy#cookies$/);
  await expect(page.locator('#cookies')).toBeInViewport();
});

test('the cookie section’s table lists every configured tool, once, and has no axe violations', async ({
  page,
}) => {
  await answerThirdParties(page);
  await page.goto('/policies/privacy-policy');
  const table = page.getByRole('table');
  // This build sets every key, so every described integration is configured and listed.
  const expected = Object.values(INTEGRATION_DESCRIPTIONS).map((d) => d.name);
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names.toSorted()).toEqual(expected.toSorted());
  const uet = table.getByRole('row', { name: /Microsoft Advertising/ });
  await expect(uet).toContainText(/advertising/i);
  await expect(uet).toContainText('bat.bing.com');
  await expect(table.getByRole('row', { name: /Sentry/ })).toContainText(/this site only/i);
  expect(await violations(page)).toEqual([]);
});
