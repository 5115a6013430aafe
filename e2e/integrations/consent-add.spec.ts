import { expect, test } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import {
  answerThirdParties,
  posthogEvents,
  segmentCalls,
  type Sent,
} from '../fixtures/third-parties';

/** Requests to `host` whose query parameter `name` is `value`. */
const count = (sent: Sent[], host: string, name: string, value: string) =>
  sent.filter((s) => s.url.hostname === host && s.url.searchParams.get(name) === value).length;

/** What each tool has received of one cart event (name per tool) and of the page views. */
function received(sent: Sent[]) {
  return {
    segment: segmentCalls(sent, 'track').filter((t) => t.event === 'Product Added').length,
    posthog: posthogEvents(sent).filter((e) => e.event === 'Product Added').length,
    uet: count(sent, 'bat.bing.com', 'evt', 'add_to_cart'),
    pinterest: count(sent, 'ct.pinterest.com', 'event', 'addtocart'),
    pixel: count(sent, 'trc.taboola.com', 'en', 'AddToCart'),
  };
}

function pageViews(sent: Sent[]) {
  return {
    segment: segmentCalls(sent, 'page').length,
    posthog: posthogEvents(sent).filter((e) => e.event === '$pageview').length,
    uet: count(sent, 'bat.bing.com', 'evt', 'pageLoad'),
    pinterest: count(sent, 'ct.pinterest.com', 'event', 'pagevisit'),
    pixel: count(sent, 'trc.taboola.com', 'en', 'page_view'),
  };
}

const EACH_ONCE = { segment: 1, posthog: 1, uet: 1, pinterest: 1, pixel: 1 };

test('consent accepted and an add in the same second: Product Added reaches each tool exactly once', async ({
  page,
}) => {
  // A first visit: no stored consent, so the banner asks and no tool has loaded.
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.gotoProduct('coffee-starter-box');
  const accept = page.getByRole('button', { name: /accept all/i });
  await expect(accept).toBeVisible();
  expect(sent.filter((s) => s.url.hostname === 'api.segment.io')).toEqual([]);

  // The add button's place is taken first, so the second click follows the first at once (a
  // locator click would wait for actionability again, which a busy machine makes slow).
  const add = page.getByRole('button', { name: /add to (cart|basket)/i }).first();
  await add.scrollIntoViewIfNeeded();
  const box = await add.boundingBox();
  if (!box) throw new Error('the add button has no box');
  await page.evaluate(() => {
    const w = window as unknown as { clicks: number[] };
    w.clicks = [];
    document.addEventListener('click', (e) => w.clicks.push(e.timeStamp), true);
  });
  await accept.click();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const clicks = await page.evaluate(() => (window as unknown as { clicks: number[] }).clicks);
  expect(clicks).toHaveLength(2);
  expect(clicks[1]! - clicks[0]!).toBeLessThan(1000);
  await expect(shop.line(/Coffee Starter Box/)).toBeVisible();

  await expect.poll(() => received(sent), { timeout: 15_000 }).toEqual(EACH_ONCE);

  // A later event each tool sends after it (a client-side page view): once it has arrived, any
  // second Product Added would have arrived too.
  const before = pageViews(sent);
  await page.keyboard.press('Escape');
  await expect(shop.drawer()).toBeHidden();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /morrow/i })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(
      () => {
        const now = pageViews(sent);
        return Object.keys(now).filter(
          (tool) => now[tool as keyof typeof now] > before[tool as keyof typeof before],
        );
      },
      { timeout: 15_000 },
    )
    .toEqual(Object.keys(EACH_ONCE));
  expect(received(sent)).toEqual(EACH_ONCE);
});
