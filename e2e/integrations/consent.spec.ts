import { expect, test, type Page } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import {
  answerThirdParties,
  posthogEvents,
  segmentCalls,
  VENDOR_WAIT,
  trackingRequests,
  type Sent,
} from '../fixtures/third-parties';

const banner = (page: Page) => page.getByRole('region', { name: /cookies/i });
const hits = (sent: Sent[], host: string, match: (s: Sent) => boolean = () => true) =>
  sent.filter((s) => s.url.hostname === host && match(s));

test('before any choice no analytics or ad request is made', async ({ page }) => {
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.goto('/');
  await expect(banner(page)).toBeVisible();
  await shop.engage();
  // The chat needs no consent: once its button shows, the integrations have started.
  await expect(page.getByRole('button', { name: /chat with us/i })).toBeVisible(VENDOR_WAIT);
  expect(trackingRequests(sent).map((s) => s.url.href)).toEqual([]);
});

test("the banner leaves a product page's Add to basket clear, so a click aimed at it lands", async ({
  page,
}) => {
  const shop = new Shop(page);
  await shop.gotoProduct('house-blend-coffee');
  await expect(banner(page)).toBeVisible();
  const panel = await banner(page).boundingBox();
  const button = await page
    .getByRole('button', { name: /add to basket/i })
    .first()
    .boundingBox();
  if (!panel || !button) throw new Error('the banner or the add button has no box');
  const apart =
    panel.x + panel.width <= button.x ||
    button.x + button.width <= panel.x ||
    panel.y + panel.height <= button.y ||
    button.y + button.height <= panel.y;
  expect(apart, JSON.stringify({ panel, button })).toBe(true);
});

test('accept all loads UET, Segment, PostHog and Pinterest with the right payloads', async ({
  page,
}) => {
  const sent = await answerThirdParties(page);
  await new Shop(page).goto('/');
  await banner(page)
    .getByRole('button', { name: /accept all/i })
    .click();
  await expect(banner(page)).toBeHidden();

  await expect
    .poll(() => hits(sent, 'bat.bing.com', (s) => s.url.searchParams.get('evt') === 'pageLoad'))
    .toHaveLength(1);
  const uet = hits(sent, 'bat.bing.com', (s) => s.url.pathname === '/action/0')[0]!;
  expect(uet.url.searchParams.get('ti')).toBe('12345678');
  expect(uet.url.searchParams.get('ad_storage')).toBe('granted');

  await expect.poll(() => segmentCalls(sent, 'page'), VENDOR_WAIT).toHaveLength(1);
  const page1 = segmentCalls(sent, 'page')[0]!;
  expect(page1).toMatchObject({ writeKey: 'e2eWriteKey', context: { page: { path: '/' } } });

  await expect
    .poll(() => posthogEvents(sent).filter((e) => e.event === '$pageview'), { timeout: 10_000 })
    .toHaveLength(1);
  expect(posthogEvents(sent)[0]!.properties).toMatchObject({ token: 'phc_e2e' });

  await expect
    .poll(() => hits(sent, 'ct.pinterest.com').map((s) => s.url.searchParams.get('event')))
    .toEqual(['pagevisit']);
  expect(hits(sent, 'ct.pinterest.com')[0]!.url.searchParams.get('tid')).toBe('2612345678901');
  await expect
    .poll(() => hits(sent, 'trc.taboola.com').map((s) => s.url.searchParams.get('en')))
    .toEqual(['page_view']);
});

test('reject all sends nothing, now or after a reload', async ({ page }) => {
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.goto('/');
  await banner(page)
    .getByRole('button', { name: /reject all/i })
    .click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await shop.engage();
  await expect(page.getByRole('button', { name: /chat with us/i })).toBeVisible(VENDOR_WAIT);
  await expect(banner(page)).toBeHidden();
  expect(trackingRequests(sent).map((s) => s.url.href)).toEqual([]);
  const stored = await page.evaluate(() => localStorage.getItem('consentV2.0.0'));
  expect(JSON.parse(stored!)).toMatchObject({ analytics: false, advertising: false });
});

test('preferences save each category; the footer button reopens them', async ({ page }) => {
  const sent = await answerThirdParties(page);
  await new Shop(page).goto('/');
  await banner(page)
    .getByRole('button', { name: /preferences|settings|manage/i })
    .click();
  await banner(page)
    .getByRole('checkbox', { name: /analytics/i })
    .check();
  await banner(page).getByRole('button', { name: /save/i }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => segmentCalls(sent, 'page'), VENDOR_WAIT).toHaveLength(1);
  expect(hits(sent, 'bat.bing.com')).toEqual([]);

  const reopen = page.getByRole('contentinfo').getByRole('button', { name: /cookie|privacy/i });
  await reopen.click();
  await expect(banner(page).getByRole('checkbox', { name: /analytics/i })).toBeChecked();
  await banner(page)
    .getByRole('checkbox', { name: /advertising/i })
    .check();
  await banner(page).getByRole('button', { name: /save/i }).click();
  await expect(reopen).toBeFocused();
  await expect
    .poll(() => hits(sent, 'bat.bing.com', (s) => s.url.pathname === '/action/0'))
    .not.toEqual([]);
});

test('the referral, recommendations and affiliate scripts load after consent, not before', async ({
  page,
}) => {
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.goto('/');
  await shop.engage();
  // The chat needs no consent: once its button shows, the integrations have started.
  await expect(page.getByRole('button', { name: /chat with us/i })).toBeVisible(VENDOR_WAIT);
  const hosts = ['tag.mention-me.com', 'connect.nosto.com', 'www.dwin1.com'];
  expect(sent.filter((s) => hosts.includes(s.url.hostname))).toEqual([]);

  await banner(page)
    .getByRole('button', { name: /accept all/i })
    .click();
  for (const host of hosts) await expect.poll(() => hits(sent, host).length).toBeGreaterThan(0);
});
