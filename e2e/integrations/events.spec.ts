import { expect, test } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import {
  answerThirdParties,
  decided,
  posthogEvents,
  segmentCalls,
  VENDOR_WAIT,
  type Sent,
} from '../fixtures/third-parties';

// Accepted before the visit, as a returning visitor would have.
test.beforeEach(async ({ page }) => {
  await decided(page, true, true);
});

const param = (sent: Sent[], host: string, name: string) =>
  sent.filter((s) => s.url.hostname === host).map((s) => s.url.searchParams.get(name));

test('an add sends Product Added with every SPEC §7 field, and the ad events', async ({ page }) => {
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.gotoProduct('coffee-starter-box');
  // The shopper's first interaction starts the tools; without one they wait for the engagement
  // fallback (five seconds after idle, engagement.spec.ts), too close to this poll's timeout on a
  // busy machine.
  await shop.engage();
  await expect.poll(() => segmentCalls(sent, 'page'), VENDOR_WAIT).toHaveLength(1);
  await shop.addToBasket();
  await expect(shop.line(/Coffee Starter Box/)).toBeVisible();

  await expect.poll(() => segmentCalls(sent, 'track')).toHaveLength(1);
  const cart = await shop.storedCart();
  const track = segmentCalls(sent, 'track')[0]!;
  expect(track.event).toBe('Product Added');
  expect(track.properties).toEqual({
    name: 'Coffee Starter Box',
    product_id: '8800000004',
    url: new URL('/products/coffee-starter-box', page.url()).href,
    price: 30,
    value: 30,
    image_url: expect.stringMatching(/^http/),
    currency: 'GBP',
    quantity: 1,
    variant: '3 × 250 g',
    sku: 'MOR-CSB-1',
    category: 'Coffee',
    coupon: null,
    shopifyCartId: cart.id,
  });

  await expect.poll(() => param(sent, 'bat.bing.com', 'evt')).toContain('add_to_cart');
  await expect.poll(() => param(sent, 'trc.taboola.com', 'en')).toContain('AddToCart');
  await expect.poll(() => param(sent, 'ct.pinterest.com', 'event')).toContain('addtocart');
  await expect
    .poll(() => param(sent, 'metrics.convertexperiments.com', 'cmd'))
    .toContain(JSON.stringify(['triggerConversion', 'add_to_cart']));
  await expect
    .poll(() => posthogEvents(sent).map((e) => e.event), { timeout: 10_000 })
    .toContain('Product Added');

  await shop
    .line(/Coffee Starter Box/)
    .getByRole('button', { name: /remove/i })
    .click();
  await expect
    .poll(() =>
      segmentCalls(sent, 'track').map((t) => [
        t.event,
        (t.properties as { quantity: number }).quantity,
      ]),
    )
    .toEqual([
      ['Product Added', 1],
      ['Product Removed', 1],
    ]);
});

test('a client-side route change sends a page view to Segment and PostHog; a variant pick does not', async ({
  page,
}) => {
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.goto('/');
  await shop.engage();
  await expect.poll(() => segmentCalls(sent, 'page'), VENDOR_WAIT).toHaveLength(1);
  await shop.openProduct(/House Blend/);
  // Another size replaces the URL (?variant=) shallowly: the same page, so no page view.
  await page.getByRole('radio', { name: '1 kg' }).check();
  await expect(page).toHaveURL(/[?&]variant=/);
  await page.getByRole('link', { name: 'Morrow & Co.' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const paths = ['/', '/products/house-blend-coffee', '/'];
  await expect
    .poll(() =>
      segmentCalls(sent, 'page').map((p) => (p.context as { page: { path: string } }).page.path),
    )
    .toEqual(paths);
  await expect
    .poll(
      () =>
        posthogEvents(sent)
          .filter((e) => e.event === '$pageview')
          .map((e) => e.properties.$pathname),
      { timeout: 10_000 },
    )
    .toEqual(paths);
});

test('a page view is not lost when consent comes after the page loaded', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('consentV2.0.0'));
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.gotoProduct('breakfast-tea');
  await shop.engage();
  await expect(page.getByRole('button', { name: /chat with us/i })).toBeVisible(VENDOR_WAIT);
  expect(segmentCalls(sent, 'page')).toEqual([]);
  await page.getByRole('button', { name: /accept all/i }).click();
  await expect
    .poll(() =>
      segmentCalls(sent, 'page').map((p) => (p.context as { page: { path: string } }).page.path),
    )
    .toEqual(['/products/breakfast-tea']);
});

test('a newsletter sign-up goes to Segment: identify with the opt-in trait, then the event', async ({
  page,
}) => {
  const sent = await answerThirdParties(page);
  const toOrders: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/newsletter/subscriptions')) toOrders.push(r.url());
  });
  const shop = new Shop(page);
  await shop.goto('/');
  await shop.engage();
  // Segment has started (its first page view is out).
  await expect.poll(() => segmentCalls(sent, 'page'), VENDOR_WAIT).toHaveLength(1);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /email/i }).fill('grace@example.com');
  await footer.getByRole('button', { name: /subscribe|sign up/i }).click();
  await expect(footer.getByRole('status')).toHaveText(/you are signed up/i);
  await expect
    .poll(() => segmentCalls(sent, 'identify').map((c) => c.traits))
    .toContainEqual(expect.objectContaining({ email: 'grace@example.com', emailOptIn: true }));
  await expect
    .poll(() => segmentCalls(sent, 'track').map((c) => c.event))
    .toContain('Newsletter Signed Up');
  expect(toOrders).toEqual([]);
});
