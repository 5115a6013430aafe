import { expect, test, type Page } from '@playwright/test';
import { Shop } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

/** Cart error alerts (Next's route announcer is an alert too, always present and empty). */
const cartAlerts = (page: Page) => page.getByRole('alert').filter({ hasText: /sorry/i });

test.describe('cart announcements', ANY_WIDTH, () => {
  test('an add and a remove are announced in the live region', async ({ page }) => {
    const shop = new Shop(page);
    await shop.gotoProduct('breakfast-tea');
    await expect(shop.announcer()).toHaveText('');
    await shop.addToBasket();
    await expect(shop.announcer()).toHaveText(
      'Added Organic Breakfast Tea (80 bags) to your basket',
    );
    const line = shop.line(/Organic Breakfast Tea/);
    await line.getByRole('button', { name: /remove/i }).click();
    await expect(line).toHaveCount(0);
    await expect(shop.announcer()).toHaveText(
      'Removed Organic Breakfast Tea (80 bags) from your basket',
    );
  });
});

test.describe('first-order pricing (Coffee Starter Box)', ANY_WIDTH, () => {
  test('the plan reads as a first-order price and a later price, and the basket charges £15.00', async ({
    page,
  }) => {
    const shop = new Shop(page);
    await shop.gotoProduct('coffee-starter-box');
    const plan = page.getByRole('radio', { name: 'First box £15, then 10% off monthly' });
    await expect(plan).toHaveAccessibleDescription(
      'First order £15.00, then £27.00 · 50% off your first order, then 10% off',
    );
    await plan.check();
    // The headline never shows £15.00 against the struck £30.00 without saying "first order".
    const headline = page.locator('p', { has: page.locator('s') }).first();
    await expect(headline).toContainText('£15.00');
    await expect(headline).toContainText('first order');
    await expect(headline).toContainText('Then £27.00 per order');
    await expect(page.getByText(/Save 50%/)).toHaveCount(0);

    await shop.addToBasket();
    const line = shop.line(/Coffee Starter Box/);
    await expect(line).toContainText('First box £15, then 10% off monthly');
    // £15.00 is the first order's price, and the line says so beside the struck full price.
    await expect(line).toContainText('now £15.00 each for the first order, then £27.00');
  });
});

test.describe('cart drawer with a line', () => {
  test('traps focus through all the line controls and Checkout, both ways', async ({ page }) => {
    const shop = new Shop(page);
    await shop.gotoProduct('house-blend-coffee');
    await shop.addToBasket();
    const drawer = shop.drawer();
    await shop.waitForCheckoutReady();
    const inDrawer = () => drawer.evaluate((el) => el.contains(document.activeElement));
    const focusedName = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent?.trim() ??
          '',
      );

    const forward: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inDrawer()).toBe(true);
      forward.push(await focusedName());
    }
    // Every control of the line and the checkout came round, in order, and the walk wrapped.
    expect(forward).toEqual(
      expect.arrayContaining([
        'House Blend Coffee Beans',
        'Decrease quantity of House Blend Coffee Beans, 250 g',
        'Increase quantity of House Blend Coffee Beans, 250 g',
        'Remove House Blend Coffee Beans, 250 g',
        'Checkout',
        'Close basket',
      ]),
    );
    const checkoutAt = forward.indexOf('Checkout');
    expect(forward[checkoutAt + 1]).toBe('Close basket');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDrawer()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('Checkout is disabled while a quantity change is in flight', ANY_WIDTH, async ({ page }) => {
    const shop = new Shop(page);
    await shop.gotoProduct('breakfast-tea');
    await shop.addToBasket();
    await shop.waitForCheckoutReady();
    const { checkoutUrl } = await shop.storedCart();

    const { held, release } = await shop.holdOperation('CartLinesUpdate');
    const line = shop.line(/Organic Breakfast Tea/);
    await line.getByRole('button', { name: /increase/i }).click();
    await held;
    const checkout = shop.checkoutLink();
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout).not.toHaveAttribute('href', /./);
    await expect(checkout).toHaveAccessibleName('Checkout');
    // Clicking it anyway (force: Playwright would wait for it to be enabled) goes nowhere.
    const url = page.url();
    await checkout.click({ force: true });
    expect(page.url()).toBe(url);
    await expect(shop.drawer()).toBeVisible();

    release();
    await expect(line.getByText(/^Quantity 2$/)).toBeVisible();
    await expect(checkout).toHaveAttribute('href', checkoutUrl);
    await expect(checkout).toBeEnabled();
    await expect(checkout).not.toHaveAttribute('aria-disabled', /./);
  });

  test(
    'Checkout is disabled while the first cart is still being created',
    ANY_WIDTH,
    async ({ page }) => {
      const shop = new Shop(page);
      const { held, release } = await shop.holdOperation('CartCreate');
      // Not gotoProduct: that waits for the cart, which is what is held here.
      await page.goto('/products/breakfast-tea');
      await held;
      await shop.addToBasket();
      const checkout = shop.checkoutLink();
      await expect(shop.line(/Organic Breakfast Tea/)).toBeVisible();
      await expect(checkout).toBeDisabled();
      await expect(checkout).toHaveAttribute('aria-disabled', 'true');
      await expect(checkout).not.toHaveAttribute('href', /./);
      release();
      await shop.waitForCheckoutReady();
      const { checkoutUrl } = await shop.storedCart();
      await expect(checkout).toHaveAttribute('href', checkoutUrl);
    },
  );
});

test.describe('order-level discount', ANY_WIDTH, () => {
  test('a saved WELCOME15 is applied after an add and shown in the summary from the cart totals', async ({
    page,
  }) => {
    const shop = new Shop(page);
    // SPEC §4: after an add, a saved code is re-applied when no discount is applied yet.
    await page.addInitScript(() => window.localStorage.setItem('discountCode', 'WELCOME15'));
    await shop.gotoProduct('coffee-starter-box');
    await page.getByRole('radio', { name: /one-time/i }).check();
    await shop.addToBasket();
    const summary = shop.summary();
    await expect(summary).toContainText('WELCOME15');
    await expect(summary.getByRole('definition')).toHaveText([
      'before discount £30.00',
      '−15%',
      '£25.50',
    ]);
    await expect(summary.getByRole('term')).toHaveText([
      'Total',
      'DiscountWELCOME15',
      'Total after discount',
    ]);
    // The code is on the order, not on the line: the line keeps its own price.
    const line = shop.line(/Coffee Starter Box/);
    await expect(line).toContainText('£30.00');
    await expect(line).not.toContainText(/discount/i);
  });
});

test.describe('cart settings', ANY_WIDTH, () => {
  test('the summary panel takes the CMS colour with a readable text colour, both worked out at build time', async ({
    page,
  }) => {
    const shop = new Shop(page);
    await shop.gotoProduct('house-blend-coffee');
    await shop.addToBasket();
    // The local platform's cart settings story sets cart_summary_hex_color #F4EFE6 (the default
    // panel is #f3ece1); on that light panel the ink text reads better than white.
    const colours = await shop
      .summary()
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colours).toEqual(['rgb(244, 239, 230)', 'rgb(29, 27, 24)']);
  });
});

test.describe('cart errors', () => {
  test('an error shows inside the open drawer, reachable and dismissible by keyboard; closed, as a toast that the next success clears', async ({
    page,
  }) => {
    const shop = new Shop(page);
    await shop.gotoProduct('breakfast-tea');
    await shop.addToBasket();
    await shop.waitForCheckoutReady();

    await shop.failOperationOnce('CartLinesUpdate');
    const line = shop.line(/Organic Breakfast Tea/);
    await line.getByRole('button', { name: /increase/i }).click();
    const drawer = shop.drawer();
    const alert = drawer.getByRole('alert');
    await expect(alert).toContainText("Sorry, we couldn't update Organic Breakfast Tea");
    await expect(cartAlerts(page)).toHaveCount(1);
    // The change rolled back, and Checkout is not covered: it can be clicked.
    await expect(line.getByText(/^Quantity 1$/)).toBeVisible();
    await shop.checkoutLink().click({ trial: true });

    // Tab reaches the dismiss button inside the trap.
    const dismiss = alert.getByRole('button', { name: 'Dismiss message' });
    for (let i = 0; i < 12; i += 1) {
      if (await dismiss.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cartAlerts(page)).toHaveCount(0);
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Another failure, then the drawer closes: the error follows as a toast.
    await shop.failOperationOnce('CartLinesUpdate');
    await line.getByRole('button', { name: /increase/i }).click();
    await expect(drawer.getByRole('alert')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const toast = cartAlerts(page);
    await expect(toast).toContainText("Sorry, we couldn't update Organic Breakfast Tea");
    // It sits above the page's bottom edge without covering the header's basket button.
    await shop.cartButton().click({ trial: true });

    // The next successful action clears it.
    await shop.addToBasket();
    await expect(shop.drawer()).toBeVisible();
    await expect(line.getByText(/^Quantity 2$/)).toBeVisible();
    await expect(cartAlerts(page)).toHaveCount(0);
  });
});
