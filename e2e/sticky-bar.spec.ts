import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

test.describe('sticky add bar', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the sticky add bar is a mobile feature');
  });

  for (const approach of ['scrolling down to the footer', 'jumping straight to the end']) {
    test(`leaves the end of the page readable after ${approach}`, async ({ page }) => {
      const shop = new Shop(page);
      await shop.gotoProduct('coffee-starter-box');
      const bar = page.getByRole('region', { name: 'Quick add' });
      if (approach === 'scrolling down to the footer') {
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(bar).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      // At the very end, the small print sits wholly above the bar.
      const legal = page.getByText('© Morrow & Co. Prices include VAT.');
      await expect
        .poll(async () => {
          const [text, barBox] = await Promise.all([legal.boundingBox(), bar.boundingBox()]);
          return text && barBox ? Math.round(barBox.y - (text.y + text.height)) : -1;
        })
        .toBeGreaterThanOrEqual(0);
    });
  }
});
