/**
 * The shop's policies (docs/decisions/policy-pages.md): the footer links each policy the platform
 * has to its page, the privacy policy's cookie section names the third-party tools this build loads
 * (none here: the main build sets no integration key; e2e/integrations/policies.spec.ts checks the
 * full table), and an unknown handle is a 404. The footer and one policy page run at 390 px too
 * (project mobile); the rest, tagged @any-width, at 1280 px.
 */
import { expect, test } from '@playwright/test';
import { violations } from './fixtures/axe';
import { storefrontData } from './fixtures/shop';
import { loadShopPolicies } from '../emulators/storefront/shop-policies';
import { ANY_WIDTH } from './fixtures/widths';

/** The policies as the platform answers them (the source the pages are built from). */
async function platformPolicies(): Promise<{ handle: string; title: string; body: string }[]> {
  const data = await storefrontData<{
    shop: Record<string, { handle: string; title: string; body: string } | null>;
  }>(`{ shop { privacyPolicy { ...P } termsOfService { ...P } refundPolicy { ...P }
        shippingPolicy { ...P } subscriptionPolicy { handle title body } } }
        fragment P on ShopPolicy { handle title body }`);
  // In the query's order: the footer's.
  return Object.values(data.shop).filter((p) => p !== null);
}

/** The first sentence of a policy's first paragraph, as the browser shows it. */
const openingWords = (body: string) =>
  /<p>(.*?)<\/p>/
    .exec(body)![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .split('. ')[0]!;

// One test per policy of the platform's content file (what the local platform serves).
const POLICIES = loadShopPolicies();

test('the footer links every policy the platform has, by its title', async ({ page }) => {
  const served = await platformPolicies();
  const byHandle = (a: { handle: string }, b: { handle: string }) =>
    a.handle.localeCompare(b.handle);
  expect(served.toSorted(byHandle)).toEqual(
    POLICIES.map(({ handle, title, body }) => ({ handle, title, body })).toSorted(byHandle),
  );
  await page.goto('/');
  const footerLinks = page.getByRole('contentinfo').locator('a[href^="/policies/"]');
  await expect(footerLinks).toHaveText(served.map((p) => p.title));
});

// The page is one template: the first policy is opened at both widths, the others once.
for (const [index, policy] of POLICIES.entries()) {
  test(
    `the footer's ${policy.title} link opens it, with its heading, body and no axe violations`,
    index === 0 ? {} : ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: policy.title }).click();
      await expect(page).toHaveURL(new RegExp(`/policies/${policy.handle}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(page.getByRole('main')).toContainText(openingWords(policy.body));
      await expect(page).toHaveTitle(new RegExp(policy.title));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      expect(await violations(page)).toEqual([]);
    },
  );
}

test(
  'the privacy policy has its #cookies section and, with no tool configured, says none is loaded',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/policies/privacy-policy#cookies');
    const cookies = page.locator('#cookies');
    await expect(cookies).toHaveCount(1);
    await expect(cookies).toBeInViewport();
    await expect(page.getByRole('main')).toContainText(/loads no third-party tools/i);
    await expect(page.getByRole('table')).toHaveCount(0);
  },
);

test('an unknown or malformed policy handle is a 404', ANY_WIDTH, async ({ page }) => {
  for (const path of [
    '/policies/cookie-policy',
    '/policies/Privacy-Policy',
    '/policies/%3Cscript%3E',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
