import { expect, test } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import {
  answerThirdParties,
  decided,
  posthogEvents,
  segmentCalls,
  VENDOR_WAIT,
} from '../fixtures/third-parties';

// Accepted before the visit, as a returning visitor would have.
test.beforeEach(async ({ page }) => {
  await decided(page, true, true);
});

const COUPON = /^Coupon /;

test("the drawer's codes send Segment's coupon events, and PostHog the same", async ({ page }) => {
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.gotoProduct('coffee-starter-box');
  await shop.engage();
  await expect.poll(() => segmentCalls(sent, 'page'), VENDOR_WAIT).toHaveLength(1);
  await page.getByRole('radio', { name: /one-time/i }).check();
  await shop.addToBasket();
  await shop.waitForCheckoutReady();
  const drawer = shop.drawer();
  const field = drawer.getByRole('textbox', { name: /discount code|promo code/i });

  await field.fill('welcome15');
  await field.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Remove WELCOME15' })).toBeVisible();
  await field.fill('NOPE');
  await field.press('Enter');
  await expect(drawer.getByRole('alert')).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove WELCOME15' }).click();
  await expect(drawer.getByRole('button', { name: 'Remove WELCOME15' })).toHaveCount(0);

  const { id } = await shop.storedCart();
  const code = (name: string) => ({ cart_id: id, coupon_id: name, coupon_name: name });
  await expect
    .poll(() =>
      segmentCalls(sent, 'track')
        .filter((t) => COUPON.test(String(t.event)))
        .map((t) => [t.event, t.properties]),
    )
    .toEqual([
      ['Coupon Entered', code('WELCOME15')],
      // 15 % of £30.00.
      ['Coupon Applied', { ...code('WELCOME15'), discount: 4.5 }],
      ['Coupon Entered', code('NOPE')],
      ['Coupon Denied', { ...code('NOPE'), reason: 'not applicable to this cart' }],
      ['Coupon Removed', { ...code('WELCOME15'), discount: 4.5 }],
    ]);
  await expect
    .poll(
      () =>
        posthogEvents(sent)
          .filter((e) => COUPON.test(e.event))
          .map((e) => [e.event, e.properties.coupon_id]),
      { timeout: 10_000 },
    )
    .toEqual([
      ['Coupon Entered', 'WELCOME15'],
      ['Coupon Applied', 'WELCOME15'],
      ['Coupon Entered', 'NOPE'],
      ['Coupon Denied', 'NOPE'],
      ['Coupon Removed', 'WELCOME15'],
    ]);
});

test('without analytics consent no coupon event leaves the page', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'consentV2.0.0',
      JSON.stringify({ emailOptIn: false, smsOptIn: false, analytics: false, advertising: false }),
    ),
  );
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.gotoProduct('coffee-starter-box');
  await shop.engage();
  await page.getByRole('radio', { name: /one-time/i }).check();
  await shop.addToBasket();
  await shop.waitForCheckoutReady();
  const field = shop.drawer().getByRole('textbox', { name: /discount code|promo code/i });
  await field.fill('WELCOME15');
  await field.press('Enter');
  await expect(shop.drawer().getByRole('button', { name: 'Remove WELCOME15' })).toBeVisible();
  // The chat widget (no consent needed) shows the runner has started and would have sent them.
  await expect(page.getByRole('button', { name: /chat with us/i })).toBeVisible(VENDOR_WAIT);
  expect(segmentCalls(sent, 'track')).toEqual([]);
  expect(posthogEvents(sent).filter((e) => COUPON.test(e.event))).toEqual([]);
});
