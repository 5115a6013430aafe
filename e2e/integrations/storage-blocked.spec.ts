/**
 * Site storage blocked (cookies disabled: every access to localStorage and sessionStorage throws)
 * on the build with every key set, the Awin id included. The tools that need no
 * consent still start: the chat shows its button and Sentry reports an error through /monitoring.
 */
import { expect, test } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import { answerThirdParties, VENDOR_WAIT } from '../fixtures/third-parties';

test('with storage blocked the chat and Sentry still start', async ({ page }) => {
  await answerThirdParties(page);
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const shop = new Shop(page);
  // Not shop.goto: it waits for the cart in localStorage, which this page cannot use.
  await page.goto('/');
  await shop.engage();
  await expect(page.getByRole('button', { name: /chat with us/i })).toBeVisible(VENDOR_WAIT);
  // Errors before the SDK are queued and sent once it has started: without Sentry, none leaves.
  const reported = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/monitoring' && request.method() === 'POST',
    VENDOR_WAIT,
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e error with storage blocked');
    }, 0);
  });
  expect((await reported).postData() ?? '').toContain('e2e error with storage blocked');
});
