/**
 * Hostile session storage and stored consent meeting the consent banner and the discount toast.
 * Both arrive on other branches (consent, content); until then these cases are fixme. Today the
 * shop reads and writes no sessionStorage key at all. The toast's "already shown" key is found by
 * its value (the code), so the case does not depend on the name branch content gives it.
 *
 * | planted                                        | expected outcome                                          |
 * |------------------------------------------------|-----------------------------------------------------------|
 * | the toast's shown-code key → markup / 10 KB    | fixme: no error; the toast shows the code again (the      |
 * |                                                | stored value differs from it), confirm hides it again     |
 * | consentV2.0.0 → garbage                        | fixme: read as undecided, the banner asks again           |
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoErrors, expectStillWorks, watchedShop } from './health';

const HOSTILE = ['<script>alert(1)</script>', 'x'.repeat(10_240)];

/** Replaces the value of every sessionStorage key holding `pick` with `value`; returns the keys. */
function plantSession(page: Page, value: string, pick: string): Promise<string[]> {
  return page.evaluate(
    ({ value, pick }) => {
      const keys = Object.keys(window.sessionStorage).filter((key) =>
        (window.sessionStorage.getItem(key) ?? '').includes(pick),
      );
      for (const key of keys) window.sessionStorage.setItem(key, value);
      return keys;
    },
    { value, pick },
  );
}

test.describe("hostile values in the toast's sessionStorage key", () => {
  for (const [i, value] of HOSTILE.entries()) {
    test.fixme(`the toast's shown-code key, value ${i + 1}`, async ({ page }) => {
      // fixme: the discount toast and the promo lookup arrive with branch content (issue 9 item 2),
      // the consent banner with branch consent.
      const { shop, watch } = watchedShop(page);
      await shop.goto('/?utm_campaign=welcome');
      await page.getByRole('button', { name: /accept all/i }).click();
      const toast = page.getByRole('status').filter({ hasText: 'WELCOME15' });
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast).toBeHidden();

      expect(await plantSession(page, value, 'WELCOME15')).not.toEqual([]);
      await page.reload();
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast).toBeHidden();
      expectNoErrors(watch);
      await expectStillWorks(shop, watch, {});
    });
  }
});

test.fixme('consentV2.0.0 garbage reads as undecided: the banner asks again', async ({ page }) => {
  // fixme: the consent banner arrives with branch consent.
  const { shop, watch } = watchedShop(page);
  await shop.goto('/');
  await page.getByRole('button', { name: /reject all/i }).click();
  await page.evaluate(() => window.localStorage.setItem('consentV2.0.0', 'garbage'));
  await page.reload();
  await expect(page.getByRole('button', { name: /accept all/i })).toBeVisible();
  expectNoErrors(watch);
  await expectStillWorks(shop, watch, {});
});
