import { expect, test, type Page } from '@playwright/test';
import { violations } from './fixtures/axe';
import { PLATFORM_URL, Shop, STOREFRONT_TOKEN } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

/**
 * Discount codes in the drawer (docs/discount-codes.md), at both widths, against the local
 * platform's codes (content/promos.json): WELCOME15 15 % off the order, COFFEE10 10 % off coffee
 * lines.
 */

/** The cart's codes as the platform holds them. */
async function platformCodes(page: Page, id: string) {
  const res = await page.request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
    data: {
      query: 'query($id: ID!) { cart(id: $id) { discountCodes { code applicable } } }',
      variables: { id },
    },
  });
  return ((await res.json()) as { data: { cart: { discountCodes: unknown[] } } }).data.cart
    .discountCodes;
}

async function coffeeInBasket(page: Page) {
  const shop = new Shop(page);
  await shop.gotoProduct('coffee-starter-box');
  await page.getByRole('radio', { name: /one-time/i }).check();
  await shop.addToBasket();
  await expect(shop.line(/Coffee Starter Box/)).toBeVisible();
  await shop.waitForCheckoutReady();
  return shop;
}

test(
  'a typed code applies, a second stacks, a bad one is refused, and each can be removed',
  ANY_WIDTH,
  async ({ page }) => {
    const shop = await coffeeInBasket(page);
    const drawer = shop.drawer();
    const field = drawer.getByRole('textbox', { name: /discount code|promo code/i });
    const codes = drawer.getByRole('list', { name: /discount codes/i });

    // Keyboard only: type, Enter.
    await field.fill('welcome15');
    await field.press('Enter');
    await expect(
      drawer.getByRole('status').filter({ hasText: 'WELCOME15 applied.' }),
    ).toBeVisible();
    await expect(codes.getByRole('listitem')).toHaveText(['WELCOME15−£4.50Remove']);
    await expect(field).toHaveValue('');
    await expect(shop.summary().getByRole('definition').last()).toHaveText('£25.50');

    // A second code stacks: COFFEE10 takes £3.00 off the line, WELCOME15 15 % of the £27.00 left.
    await field.fill('COFFEE10');
    await drawer.getByRole('button', { name: /apply/i }).click();
    await expect(codes.getByRole('listitem')).toHaveText([
      'WELCOME15−£4.05Remove',
      'COFFEE10−£3.00Remove',
    ]);
    await expect(shop.summary().getByRole('definition').last()).toHaveText('£22.95');

    // A code the platform does not apply: explained, the field keeps what was typed.
    await field.fill('Nope-20');
    await field.press('Enter');
    await expect(drawer.getByRole('alert')).toHaveText(
      "NOPE-20 can't be used on this basket. Check the code, or try another.",
    );
    await expect(field).toHaveValue('Nope-20');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(codes.getByRole('listitem')).toHaveCount(2);
    const { id } = await shop.storedCart();
    expect(await platformCodes(page, id)).toEqual([
      { code: 'WELCOME15', applicable: true },
      { code: 'COFFEE10', applicable: true },
    ]);

    // Each code can be removed; focus goes back to the field.
    await drawer.getByRole('button', { name: 'Remove WELCOME15' }).click();
    await expect(
      drawer.getByRole('status').filter({ hasText: 'WELCOME15 removed.' }),
    ).toBeVisible();
    await expect(field).toBeFocused();
    await drawer.getByRole('button', { name: 'Remove COFFEE10' }).click();
    await expect(codes).toHaveCount(0);
    await expect(shop.summary()).not.toContainText('Discount');
    expect(await platformCodes(page, id)).toEqual([]);
  },
);

test(
  'the saved campaign code is listed and can be removed; the next add does not bring it back',
  ANY_WIDTH,
  async ({ page }) => {
    // SPEC §4: a saved code is re-applied after an add.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('discountCode', 'WELCOME15');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const shop = await coffeeInBasket(page);
    const drawer = shop.drawer();
    await expect(drawer.getByRole('button', { name: 'Remove WELCOME15' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Remove WELCOME15' }).click();
    await expect(drawer.getByRole('list', { name: /discount codes/i })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('discountCode'))).toBeNull();

    await page.keyboard.press('Escape');
    await shop.gotoProduct('house-blend-coffee');
    await shop.addToBasket();
    await expect(shop.line(/House Blend/)).toBeVisible();
    await shop.waitForCheckoutReady();
    await expect(drawer.getByRole('list', { name: /discount codes/i })).toHaveCount(0);
    expect(await platformCodes(page, (await shop.storedCart()).id)).toEqual([]);
  },
);

test('the drawer with codes and a refusal has no axe violations', async ({ page }) => {
  const shop = await coffeeInBasket(page);
  const drawer = shop.drawer();
  const field = drawer.getByRole('textbox', { name: /discount code|promo code/i });
  await field.fill('WELCOME15');
  await field.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Remove WELCOME15' })).toBeVisible();
  await field.fill('NOPE');
  await field.press('Enter');
  await expect(drawer.getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
