/**
 * Hostile stored consent meeting the banner: a consentV2.0.0 value that is not a
 * consent reads as undecided, so the banner asks again; no error, and the shop still works.
 */
import { expect, test } from '@playwright/test';
import { answerThirdParties } from '../fixtures/third-parties';
import { expectNoErrors, expectStillWorks, watchedShop } from '../reliability/health';

const HOSTILE: [string, string][] = [
  ['garbage', 'garbage'],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['wrong field types', '{"emailOptIn":"yes","smsOptIn":1,"analytics":"true"}'],
];

for (const [name, value] of HOSTILE) {
  test(`consentV2.0.0 ${name} reads as undecided: the banner asks again`, async ({ page }) => {
    await answerThirdParties(page);
    const { shop, watch } = watchedShop(page);
    await shop.goto('/');
    await page.getByRole('button', { name: /reject all/i }).click();
    await expect(page.getByRole('button', { name: /accept all/i })).toBeHidden();
    await page.evaluate((v) => window.localStorage.setItem('consentV2.0.0', v), value);
    await page.reload();
    await expect(page.getByRole('button', { name: /accept all/i })).toBeVisible();
    expectNoErrors(watch);
    await expectStillWorks(shop, watch, {});
  });
}
