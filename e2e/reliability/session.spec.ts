/**
 * Hostile session storage meeting the discount toast: the toast's "already shown" key (found by
 * its value, the code) planted with markup or 10 KB. Expected: no error; the toast shows the code
 * again (the stored value is not the code), confirm hides it again, and the shop still works.
 * Stored consent meeting the banner is in e2e/integrations/consent-storage.spec.ts (banner build).
 */
import { expect, test, type Page } from '@playwright/test';
import { decided } from '../fixtures/third-parties';
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
    test(`the toast's shown-code key, value ${i + 1}`, async ({ page }) => {
      // The toast waits for consent; given as stored (the plain build has no banner).
      await decided(page, true, true);
      const { shop, watch } = watchedShop(page);
      await shop.goto('/?utm_campaign=welcome');
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
