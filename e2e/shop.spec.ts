import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

test.describe('shopping path', () => {
  test('browse, choose a subscription, add it, change and remove it, check out', async ({
    page,
  }) => {
    const shop = new Shop(page);
    await shop.goto('/');
    await shop.openProduct(/Ethiopia Yirgacheffe/);

    const plan = page.getByRole('radio', { name: /Monthly delivery, £2 off/ });
    await plan.check();
    await expect(plan).toBeChecked();
    await expect(page.getByRole('radio', { name: /one-time/i })).not.toBeChecked();

    await shop.addToBasket();

    const drawer = shop.drawer();
    await expect(drawer).toBeVisible();
    const line = shop.line(/Ethiopia Yirgacheffe/);
    await expect(line).toBeVisible();
    await expect(line).toContainText('Monthly delivery, £2 off');
    // £12.00 less the fixed £2.00 plan adjustment.
    await expect(line).toContainText('£10.00');
    await expect(line.getByText(/^Quantity 1$/)).toBeVisible();

    await line.getByRole('button', { name: /increase/i }).click();
    await expect(line.getByText(/^Quantity 2$/)).toBeVisible();
    await expect(drawer.getByText('£20.00').first()).toBeVisible();

    await line.getByRole('button', { name: /decrease/i }).click();
    await expect(line.getByText(/^Quantity 1$/)).toBeVisible();

    // The checkout link points at the cart the platform holds.
    await expect
      .poll(async () => (await shop.storedCart())?.checkoutUrl ?? '')
      .toMatch(/\/checkout\//);
    const { checkoutUrl } = await shop.storedCart();
    await expect(shop.checkoutLink()).toHaveAttribute('href', checkoutUrl);

    // The platform agrees with what the drawer shows.
    await expect.poll(async () => (await shop.platformCart()).totalQuantity).toBe(1);

    await line.getByRole('button', { name: /remove/i }).click();
    await expect(line).toHaveCount(0);
    await expect(drawer.getByText(/empty/i)).toBeVisible();
  });

  test('an unknown product is a 404', ANY_WIDTH, async ({ page }) => {
    const response = await page.goto('/products/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /not found|(can|couldn).t find/i,
    );
  });
});

test.describe('cart drawer', () => {
  test('opens empty, traps focus, closes on Esc and returns focus to the opener', async ({
    page,
  }) => {
    const shop = new Shop(page);
    await shop.goto('/');
    const opener = shop.cartButton();
    await opener.click();
    const drawer = shop.drawer();
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getByText(/empty/i)).toBeVisible();

    // Focus stays inside the drawer however far the shopper tabs, both ways.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('locks page scroll while open and restores it on close', async ({ page }) => {
    const shop = new Shop(page);
    await shop.goto('/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);

    await shop.cartButton().click();
    await expect(shop.drawer()).toBeVisible();
    const overflow = await page.evaluate(() => [
      getComputedStyle(document.documentElement).overflow,
      getComputedStyle(document.body).overflow,
    ]);
    expect(overflow).toContain('hidden');
    // A wheel over the page does not move it (smooth scrolling is off in these tests, so a scroll
    // would land within the frames waited for here).
    await page.mouse.move(5, 300);
    await page.mouse.wheel(0, 500);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let frames = 10;
          const tick = () => (--frames > 0 ? requestAnimationFrame(tick) : resolve(null));
          requestAnimationFrame(tick);
        }),
    );
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(400);

    await page.keyboard.press('Escape');
    await expect(shop.drawer()).toBeHidden();
    // The position the shopper had is kept, and the page scrolls again.
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
    await page.mouse.move(5, 300);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  });
});
