/**
 * Hostile or malformed Storefront answers, rewritten for this page only: the drawer renders what
 * the platform says in the browser, so this is where platform text meets the DOM.
 *
 * | CartLinesAdd answer                                 | expected outcome                                      |
 * |-----------------------------------------------------|-------------------------------------------------------|
 * | product title and option value carrying markup      | shown as text, nothing runs; a reload shows the truth |
 * | a cart whose money amounts are "NaN"                 | refused: "Sorry" alert, no crash, nothing lost        |
 * | 200 with a body that is not JSON                    | "Sorry" alert, rollback, nothing lost                 |
 * | 200 with a cart of the wrong shape (`id: 42`)       | "Sorry" alert, rollback, nothing lost                 |
 */
import { expect, test, type Route } from '@playwright/test';
import { answer, cartAlert, storefrontFault, type Answer } from './faults';
import {
  closeDrawer,
  expectCart,
  expectNoErrors,
  expectStillWorks,
  seedLine,
  watchedShop,
  CHOCOLATE,
  SEEDED,
} from './health';

const HOSTILE_TITLE = '<img src=x onerror=alert(1)>Chocolate';
const HOSTILE_OPTION = '<svg onload=alert(2)>';

/** Passes the request to the platform and rewrites its answer's text. */
const rewrite =
  (edit: (body: string) => string): Answer =>
  async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  };

test('platform text with markup shows as text and never runs', async ({ page }) => {
  const { shop, watch } = watchedShop(page);
  await seedLine(shop, 'breakfast-tea');
  await shop.gotoProduct('drinking-chocolate');
  await storefrontFault(
    page,
    rewrite((body) =>
      body.replaceAll(CHOCOLATE, HOSTILE_TITLE).replaceAll('300 g', HOSTILE_OPTION),
    ),
    { operation: 'CartLinesAdd', times: 1 },
  );
  await shop.addToBasket();
  const line = shop.line(/onerror/);
  await expect(line.getByRole('link', { name: HOSTILE_TITLE })).toBeVisible();
  await expect(line).toContainText(HOSTILE_OPTION);
  await shop.waitForCheckoutReady();
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  expectNoErrors(watch);

  await page.reload();
  const expected = { ...SEEDED, [CHOCOLATE]: 1 };
  await expectCart(shop, expected);
  await expectStillWorks(shop, watch, expected);
});

test.describe('malformed answers are refused', () => {
  // [name, answer, whether the add reached the platform before its answer was mangled]
  const cases: [string, Answer, number][] = [
    [
      'money amounts "NaN"',
      rewrite((body) => body.replace(/"amount":"[0-9.]+"/g, '"amount":"NaN"')),
      1,
    ],
    ['a body that is not JSON', answer(200, '<html>surprise</html>', 'text/html'), 0],
    [
      'a cart of the wrong shape',
      answer(200, '{"data":{"cartLinesAdd":{"cart":{"id":42},"userErrors":[]}}}'),
      0,
    ],
  ];
  for (const [name, fault, landed] of cases) {
    test(name, async ({ page }) => {
      const { shop, watch } = watchedShop(page);
      await seedLine(shop, 'breakfast-tea');
      await shop.gotoProduct('drinking-chocolate');
      await storefrontFault(page, fault, { operation: 'CartLinesAdd', times: 1 });
      await shop.addToBasket();
      await expect(cartAlert(page)).toBeVisible();
      // What reached the platform shows once (re-read after the failure); nothing else.
      const after = landed ? { ...SEEDED, [CHOCOLATE]: landed } : SEEDED;
      await expectCart(shop, after);
      expectNoErrors(watch);

      await closeDrawer(shop);
      await shop.addToBasket();
      const expected = { ...SEEDED, [CHOCOLATE]: landed + 1 };
      await expectCart(shop, expected);
      await expectStillWorks(shop, watch, expected);
    });
  }
});
