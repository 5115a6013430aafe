/**
 * `Subscription Skipped`, `Paused`, `Resumed` and `Cancelled` (docs/accounts.md, "Subscriptions")
 * on the integrations build, against the local platform: a customer with analytics consent orders a
 * subscription, changes it from /account/subscriptions, and each change the platform confirmed
 * reaches Segment and PostHog once, in order, with the contract's id and what it delivers, and
 * never the customer's email. Restoring a skipped delivery sends nothing.
 */
import { expect, test, type Locator } from '@playwright/test';
import { addStarterBoxSubscription, placeOrderAs, signInOnPlatform } from '../fixtures/account';
import { Shop } from '../fixtures/shop';
import {
  answerThirdParties,
  decided,
  posthogEvents,
  segmentCalls,
  VENDOR_WAIT,
  type Sent,
} from '../fixtures/third-parties';

const EVENTS = [
  'Subscription Skipped',
  'Subscription Paused',
  'Subscription Resumed',
  'Subscription Cancelled',
];

const segmentTracks = (sent: Sent[]) =>
  segmentCalls(sent, 'track').filter((t) => EVENTS.includes(String(t.event)));

const posthogTracks = (sent: Sent[]) => posthogEvents(sent).filter((e) => EVENTS.includes(e.event));

/** Skips and restores the next delivery, pauses, resumes and cancels, each confirmed on the page. */
async function changeEveryWay(card: Locator) {
  const status = card.locator('dt:text-is("Status") + dd');
  await card.getByRole('button', { name: /^Skip next delivery/ }).click();
  await expect(card.getByRole('status')).toHaveText('The next delivery is skipped.');
  await card.getByRole('button', { name: /^Restore next delivery/ }).click();
  await expect(card.getByRole('button', { name: /^Skip next delivery/ })).toBeVisible();
  await card.getByRole('button', { name: /^Skip next delivery/ }).click();
  await expect(card.getByRole('status')).toHaveText('The next delivery is skipped.');
  await card.getByRole('button', { name: /^Pause subscription/ }).click();
  await expect(status).toHaveText('Paused');
  await card.getByRole('button', { name: /^Resume subscription/ }).click();
  await expect(status).toHaveText('Active');
  await card.getByText('Cancel subscription', { exact: true }).click();
  await card.getByRole('button', { name: /^Yes, cancel/ }).click();
  await expect(status).toHaveText('Cancelled');
}

test('each confirmed change sends its Subscription event to Segment and PostHog, no email', async ({
  page,
}) => {
  // Sign-in, an order on the local checkout, five changes and the vendors' batches.
  test.slow();
  await decided(page, true, false);
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  const email = `subs-events-${Date.now()}@example.com`;
  await page.goto('/account/subscriptions');
  await signInOnPlatform(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
  await addStarterBoxSubscription(shop);
  await page.keyboard.press('Escape');
  await placeOrderAs(shop, email);

  await page.goto('/account/subscriptions');
  const card = page.getByRole('region', { name: /Coffee Starter Box/ });
  await expect(card).toHaveCount(1);
  await changeEveryWay(card);

  // One skip was restored and skipped again: two Skipped events, the restore none.
  const expected = ['Subscription Skipped', ...EVENTS];
  await expect.poll(() => segmentTracks(sent).map((t) => t.event), VENDOR_WAIT).toEqual(expected);
  const contractId = (segmentTracks(sent)[0]?.properties as { subscription_id?: string })
    ?.subscription_id;
  expect(contractId).toMatch(/^gid:\/\/shopify\/SubscriptionContract\/\d+$/);
  for (const track of segmentTracks(sent))
    expect(track.properties).toEqual({
      subscription_id: contractId,
      product: expect.stringContaining('Coffee Starter Box'),
    });

  await expect.poll(() => posthogTracks(sent).map((e) => e.event), VENDOR_WAIT).toEqual(expected);
  for (const event of posthogTracks(sent))
    expect(event.properties).toMatchObject({ subscription_id: contractId });

  const everything = sent.map((s) => `${s.url.href} ${decodeURIComponent(s.body)}`).join('\n');
  expect(everything).not.toContain(email);
});
