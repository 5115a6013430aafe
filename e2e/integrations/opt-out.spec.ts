import { expect, test } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import { answerThirdParties } from '../fixtures/third-parties';

// This build sets NEXT_PUBLIC_CONSENT_MODE=opt-out and only the UET key (scripts/e2e-builds.mjs).
test('under opt-out mode UET is granted without a choice', async ({ page }) => {
  const sent = await answerThirdParties(page);
  const shop = new Shop(page);
  await shop.goto('/');
  // Tags start at the first interaction (without one, five seconds after idle: engagement.spec.ts).
  await shop.engage();
  const pageLoads = () =>
    sent.filter(
      (s) => s.url.hostname === 'bat.bing.com' && s.url.searchParams.get('evt') === 'pageLoad',
    );
  await expect.poll(pageLoads).toHaveLength(1);
  expect(pageLoads()[0]!.url.searchParams.get('ad_storage')).toBe('granted');
  // The visitor can still choose: the banner shows, nothing is stored until they do.
  await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible();
});
