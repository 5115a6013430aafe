import { expect, test } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import { answerThirdParties, decided } from '../fixtures/third-parties';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a chat that initialises on its third try shows its button on mobile', async ({ page }) => {
  await answerThirdParties(page);
  await decided(page, false, false);
  const shop = new Shop(page);
  await shop.goto('/');
  await shop.engage();
  const button = page.getByRole('button', { name: /chat with us/i });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => (window as { __chatInitCalls?: number }).__chatInitCalls)).toBe(
    3,
  );
  // SPEC §2: 22 px from the left edge away from checkout.
  const box = await page.locator('#chat-launcher').boundingBox();
  expect(box?.x).toBe(22);
  await button.click();
  expect(await page.evaluate(() => (window as { __chatOpened?: boolean }).__chatOpened)).toBe(true);
});
