/**
 * `Signed In` and `Signed Out` (docs/accounts.md, "Signals to the browser") on the integrations
 * build, against the local platform's sign-in: the callback and the sign-out leave the one-shot
 * `account_event` cookie, which the integrations (after consent) send once and delete. With
 * analytics consent only, Segment's `identify` carries the customer's number and no email appears
 * in anything sent; with marketing (advertising) consent too, the email is a trait.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInOnPlatform } from '../fixtures/account';
import { Shop } from '../fixtures/shop';
import {
  answerThirdParties,
  decided,
  posthogEvents,
  segmentCalls,
  VENDOR_WAIT,
  type Sent,
} from '../fixtures/third-parties';

const EMAIL = 'ada@example.com';
const ACCOUNT_EVENTS = ['Signed In', 'Signed Out'];

async function signIn(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /sign in|account/i })
    .click();
  await signInOnPlatform(page, EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

const accountTracks = (sent: Sent[]) =>
  segmentCalls(sent, 'track')
    .map((t) => String(t.event))
    .filter((name) => ACCOUNT_EVENTS.includes(name));

const eventCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'account_event');

async function signInAndOut(page: Page, sent: Sent[]) {
  // Four page loads, the platform's sign-in and two rounds of vendor requests.
  test.slow();
  const shop = new Shop(page);
  await shop.goto('/');
  await signIn(page);
  await shop.engage();
  await expect.poll(() => accountTracks(sent), VENDOR_WAIT).toEqual(['Signed In']);
  await expect.poll(() => eventCookie(page)).toBeUndefined();
  const identify = segmentCalls(sent, 'identify');
  expect(identify).toHaveLength(1);
  expect(identify[0]?.userId).toMatch(/^[0-9]+$/);
  // The track after the identify carries the customer's id.
  const signedIn = segmentCalls(sent, 'track').find((t) => t.event === 'Signed In');
  expect(signedIn?.userId).toBe(identify[0]?.userId);
  await expect
    .poll(() => posthogEvents(sent).map((e) => e.event), { timeout: 10_000 })
    .toContain('Signed In');

  // Sent once: a reload sends nothing more.
  await page.reload();
  await shop.engage();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await shop.engage();
  await expect.poll(() => accountTracks(sent), VENDOR_WAIT).toEqual(['Signed In', 'Signed Out']);
  await expect.poll(() => eventCookie(page)).toBeUndefined();
  return identify[0] ?? {};
}

test('analytics consent only: Signed In and Out, identified by the customer id, no email sent', async ({
  page,
}) => {
  await decided(page, true, false);
  const sent = await answerThirdParties(page);
  const identify = await signInAndOut(page, sent);
  expect(identify.traits ?? {}).not.toHaveProperty('email');
  const everything = sent.map((s) => `${s.url.href} ${decodeURIComponent(s.body)}`).join('\n');
  expect(everything).not.toContain(EMAIL);
  expect(everything).not.toContain(encodeURIComponent(EMAIL));
});

test('with marketing consent the sign-in identifies the customer with their email', async ({
  page,
}) => {
  await decided(page, true, true);
  const sent = await answerThirdParties(page);
  const identify = await signInAndOut(page, sent);
  expect(identify.traits).toMatchObject({ email: EMAIL });
});

test('without analytics consent nothing is sent, and the event waits for a later consent', async ({
  page,
}) => {
  await decided(page, false, false);
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.goto('/');
  await signIn(page);
  await shop.engage();
  // The chat widget (no consent needed) shows the runner has started and would have sent it.
  await expect(page.getByRole('button', { name: /chat with us/i })).toBeVisible(VENDOR_WAIT);
  expect(accountTracks(sent)).toEqual([]);
  expect(segmentCalls(sent, 'identify')).toEqual([]);
  expect(await eventCookie(page)).toMatchObject({
    httpOnly: false,
    value: expect.stringMatching(/^signed-in\.[0-9]+$/),
  });
});
