import { expect, test, type Locator, type Page } from '@playwright/test';
import { Shop } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

/**
 * Forced clicks as fast as the browser takes them, aimed at the drawer's quantity
 * buttons right after the drawer opened (the clicks were lost while the drawer was still opening).
 * Each scenario runs once here; `npm run bench` repeats them (bench/stress.mjs runs this file with
 * `--repeat-each`) and reports how many runs failed: the repetition is a stress figure, not a test.
 */
const PRODUCT = 'ceramic-pour-over';

async function quantityOf(line: Locator): Promise<number> {
  const text = (await line.getByText(/^Quantity\s*\d+$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function clickRapidly(line: Locator, actions: ('increase' | 'decrease')[]) {
  const buttons = {
    increase: line.getByRole('button', { name: /increase/i }),
    decrease: line.getByRole('button', { name: /decrease/i }),
  };
  for (const action of actions) await buttons[action].click({ force: true, noWaitAfter: true });
}

/** Reopens the drawer through the header button, then clicks at once. */
async function reopen(shop: Shop) {
  await shop.drawer().getByRole('button', { name: /close/i }).click();
  await expect(shop.drawer()).toBeHidden();
  await shop.cartButton().click();
  await expect(shop.drawer()).toBeVisible();
}

async function expectSettledAt(shop: Shop, line: Locator, quantity: number) {
  await shop.waitForCheckoutReady();
  await expect(line.getByText(/^Quantity\s*\d+$/)).toHaveText(new RegExp(`${quantity}$`));
  await expect.poll(async () => (await shop.platformCart()).totalQuantity).toBe(quantity);
}

/** The product added once from its page: the open drawer's line, the cart confirmed. */
async function addedLine(page: Page): Promise<{ shop: Shop; line: Locator }> {
  const shop = new Shop(page);
  await shop.gotoProduct(PRODUCT);
  await shop.addToBasket();
  const line = shop.drawer().getByRole('listitem').first();
  await shop.waitForCheckoutReady();
  return { shop, line };
}

test.describe('rapid quantity clicks on a drawer that just opened', () => {
  // Ten careful increases, each confirmed by the platform, take a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('drawer controls stay where they are drawn while the drawer opens', async ({ page }) => {
    const shop = new Shop(page);
    await shop.gotoProduct(PRODUCT);
    await shop.addToBasket();
    await shop.waitForCheckoutReady();
    await shop.drawer().getByRole('button', { name: /close/i }).click();
    await expect(shop.drawer()).toBeHidden();
    // Sample the increase button's position on every frame from the click that opens the drawer.
    const xs = await page.evaluate(async () => {
      const opener =
        document.querySelector<HTMLButtonElement>('header button[aria-haspopup]') ??
        [...document.querySelectorAll<HTMLButtonElement>('header button')].find((b) =>
          /basket|cart/i.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
        );
      opener?.click();
      const seen: number[] = [];
      for (let frame = 0; frame < 30; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const button = document.querySelector('dialog button[aria-label^="Increase"]');
        if (button) seen.push(Math.round(button.getBoundingClientRect().x));
      }
      return seen;
    });
    expect(xs.length).toBeGreaterThan(10);
    expect(new Set(xs).size).toBe(1);
  });

  test('10 increases from 1 end at 11', ANY_WIDTH, async ({ page }) => {
    const { shop, line } = await addedLine(page);
    await expect(line.getByText(/^Quantity\s*1$/)).toBeVisible();
    await clickRapidly(line, Array(10).fill('increase'));
    await expectSettledAt(shop, line, 11);
  });

  test(
    '10 decreases from 11 end at 1, right after the drawer reopened',
    ANY_WIDTH,
    async ({ page }) => {
      const { shop, line } = await addedLine(page);
      // Up to 11 at the pace of a careful shopper, then reopen and click quickly.
      for (let q = await quantityOf(line); q < 11; q += 1) {
        await line.getByRole('button', { name: /increase/i }).click();
        await expect(line.getByText(/^Quantity\s*\d+$/)).toHaveText(new RegExp(`${q + 1}$`));
      }
      await expectSettledAt(shop, line, 11);
      await reopen(shop);
      await clickRapidly(line, Array(10).fill('decrease'));
      await expectSettledAt(shop, line, 1);
    },
  );

  test(
    'a mixed sequence right after the drawer reopened ends where it should',
    ANY_WIDTH,
    async ({ page }) => {
      const { shop, line } = await addedLine(page);
      const sequence: ('increase' | 'decrease')[] = [
        'increase',
        'increase',
        'decrease',
        'increase',
        'increase',
        'decrease',
        'increase',
        'increase',
        'decrease',
        'increase',
      ];
      await reopen(shop);
      await clickRapidly(line, sequence);
      // Seven increases and three decreases from 1.
      await expectSettledAt(shop, line, 5);
    },
  );
});
