/**
 * Field Web Vitals (lib/integrations/web-vitals.ts): with analytics consent, one `web_vitals`
 * event to PostHog for the landing page view, with the route pattern and the library's figures;
 * without it, nothing sent and the library's chunk never fetched.
 */
import { expect, test, type Page } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import {
  answerThirdParties,
  decided,
  posthogEvents,
  VENDOR_WAIT,
  type Sent,
} from '../fixtures/third-parties';

const vitalsEvents = (sent: Sent[]) => posthogEvents(sent).filter((e) => e.event === 'web_vitals');

/** The shop's chunks that carry the web-vitals library, or the module that reads it. */
function watchVitalsChunk(page: Page): () => string[] {
  const chunks: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/_next/static/chunks/')) return;
    const body = await response.text().catch(() => '');
    // A name the library's attribution build holds and the shop's own code does not; PostHog's
    // bundle names it too, for its own copy of the library, which it does not load here.
    if (body.includes('largestShiftTarget') && !body.includes('posthog'))
      chunks.push(response.url());
  });
  return () => chunks;
}

/** What web-vitals takes for the page being hidden (the tab switched or closed). */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('with analytics consent: one event for the landing page, sent as it is left', async ({
  page,
}) => {
  await decided(page, true, false);
  const sent = await answerThirdParties(page);
  const vitalsChunk = watchVitalsChunk(page);
  const shop = new Shop(page);
  await shop.gotoProduct('house-blend-coffee');
  await shop.engage();
  await expect
    .poll(() => posthogEvents(sent).map((e) => e.event), VENDOR_WAIT)
    .toContain('$pageview');
  await expect.poll(() => vitalsChunk().length, VENDOR_WAIT).toBeGreaterThan(0);
  // An interaction, for INP.
  await page.getByRole('heading', { level: 1 }).click();
  // Leaving for another page of the shop ends the landing page view.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /morrow/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => vitalsEvents(sent), VENDOR_WAIT).toHaveLength(1);
  const { properties } = vitalsEvents(sent)[0]!;
  expect(properties).toMatchObject({
    route: '/products/[handle]',
    navigation_type: 'navigate',
    LCP: expect.any(Number),
    LCP_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    LCP_target: expect.any(String),
    CLS: expect.any(Number),
    FCP: expect.any(Number),
    TTFB: expect.any(Number),
    INP: expect.any(Number),
    INP_target: expect.any(String),
  });
  expect(properties.LCP as number).toBeGreaterThanOrEqual(properties.FCP as number);
  expect(properties.FCP as number).toBeGreaterThanOrEqual(properties.TTFB as number);
  // Sent while the address was still the landing page's (PostHog adds it to every event).
  expect(properties.$pathname).toBe('/products/house-blend-coffee');

  // The next page's view sends none: the library measures the hard load only.
  await hidePage(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /house blend coffee/i })
    .first()
    .click();
  await expect
    .poll(() => posthogEvents(sent).filter((e) => e.event === '$pageview'), VENDOR_WAIT)
    .toHaveLength(3);
  expect(vitalsEvents(sent)).toHaveLength(1);
});

test('with analytics consent: the page hidden sends the event', async ({ page }) => {
  await decided(page, true, false);
  const sent = await answerThirdParties(page);
  const vitalsChunk = watchVitalsChunk(page);
  const shop = new Shop(page);
  await shop.goto('/');
  await shop.engage();
  await expect.poll(() => vitalsChunk().length, VENDOR_WAIT).toBeGreaterThan(0);
  // The library reports from timers and observers once it has run: let the page go idle twice
  // first, or a page hidden in between sends only what was in (a real visit's early exit).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
  await hidePage(page);
  await expect.poll(() => vitalsEvents(sent), VENDOR_WAIT).toHaveLength(1);
  expect(vitalsEvents(sent)[0]!.properties).toMatchObject({
    route: '/',
    LCP: expect.any(Number),
    CLS: expect.any(Number),
    FCP: expect.any(Number),
    TTFB: expect.any(Number),
  });
});

test('without analytics consent: nothing sent, the library never fetched', async ({ page }) => {
  await decided(page, false, false);
  const sent = await answerThirdParties(page);
  const vitalsChunk = watchVitalsChunk(page);
  const shop = new Shop(page);
  await shop.gotoProduct('house-blend-coffee');
  await shop.engage();
  // The integrations have started: the chat widget, which needs no consent, loads with them.
  await expect
    .poll(() => sent.some((s) => s.url.hostname === 'config.gorgias.chat'), VENDOR_WAIT)
    .toBe(true);
  await page.getByRole('heading', { level: 1 }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /morrow/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await hidePage(page);
  expect(vitalsChunk()).toEqual([]);
  expect(posthogEvents(sent)).toEqual([]);
});
