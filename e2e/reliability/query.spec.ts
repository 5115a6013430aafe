/**
 * Hostile query strings on load (SPEC §2). The shopper has Organic Breakfast Tea in the
 * basket and opens a product page with the query, waits past the 2000 ms `shopifyCartId` delay
 * (fake clock), then adds the product on that page.
 *
 * Expected for every row: nothing in the query runs, no uncaught or console error, the current cart
 * is kept (same id, same line, the add lands once), and no request leaves for a host other than the
 * shop and the platform; on the platform only the Storefront, content, image and promo paths.
 *
 * (The basket is seeded through the platform's API and stored as the shop stores it: ./seed.ts.)
 *
 * | query                                                | expected outcome (beyond the above)                 |
 * |------------------------------------------------------|-----------------------------------------------------|
 * | `q=<script>alert(1)</script>`                        | no dialog                                           |
 * | `"><img src=x onerror=alert(1)>=1`                   | no dialog                                           |
 * | `utm_campaign=` 10 KB                                | no error                                            |
 * | `utm_campaign=` RTL override, emoji, zero-width      | no error                                            |
 * | `utm_campaign=` NUL, CR LF `Set-Cookie`, ESC         | no error, no cookie set                             |
 * | `utm_campaign=%ZZ` (malformed percent-encoding)      | no error                                            |
 * | `__proto__[polluted]=1&constructor[prototype]…`      | no prototype pollution                              |
 * | `shopifyCartId=garbage`                              | ignored, current cart kept                          |
 * | `shopifyCartId=` another shop's (unknown) cart id    | ignored, current cart kept                          |
 * | `shopifyCartId=javascript:alert(1)`                  | ignored, current cart kept                          |
 * | `shopifyCartId=` 10 KB                               | ignored, current cart kept                          |
 * | `shopifyCartId=a&shopifyCartId=b`                    | ignored, current cart kept                          |
 * | `utm_campaign=../../x`, `%2F..%2F..%2Fadmin`,        | the promo lookup is                                 |
 * | `x#/../../evil`, `@evil.example`, `//evil.example/x` | one GET of the promo path on the orders host, the   |
 * |                                                      | value arriving intact as a parameter; 404 stores no |
 * |                                                      | discountCode                                        |
 */
import { expect, test, type Request } from '@playwright/test';
import { PLATFORM_URL } from '../fixtures/shop';
import {
  expectAddLands,
  expectCart,
  expectNoErrors,
  expectStillWorks,
  storedCartId,
  watchedShop,
  type Lines,
  TEA,
  CHOCOLATE,
} from './health';
import { seedStoredCart } from './seed';

const PROMO_PATH = '/storyblok/discounts/utm-promo';
/** What the shop may ask the platform for (Storefront, content, images, the promo lookup). */
const PLATFORM_PATHS =
  /^\/(api\/2023-10\/graphql\.json|v2\/cdn\/|images\/|storyblok\/discounts\/utm-promo$)/;
const FOREIGN_CART = 'gid://shopify/Cart/c1-0123456789abcdef0123456789abcdef';

/** Queries whose only expected effect is none. */
const HOSTILE: [string, string][] = [
  ['a script tag', `q=${encodeURIComponent('<script>alert(1)</script>')}`],
  ['a markup key', `${encodeURIComponent('"><img src=x onerror=alert(1)>')}=1`],
  ['a 10 KB value', `utm_campaign=${'a'.repeat(10_240)}`],
  ['unicode', `utm_campaign=${encodeURIComponent('\u202e\u{1f600}\u200bwelcome')}`],
  ['control characters', 'utm_campaign=%00x%0D%0ASet-Cookie:%20pwned=1%1B'],
  ['malformed percent-encoding', 'utm_campaign=%ZZ%E0%A4%A'],
  ['prototype keys', '__proto__[polluted]=1&constructor[prototype][polluted]=1'],
  ['shopifyCartId garbage', 'shopifyCartId=garbage'],
  ["shopifyCartId of another shop's cart", `shopifyCartId=${encodeURIComponent(FOREIGN_CART)}`],
  ['shopifyCartId javascript:', 'shopifyCartId=javascript:alert(1)'],
  ['shopifyCartId 10 KB', `shopifyCartId=gid://shopify/Cart/${'a'.repeat(10_240)}`],
  ['shopifyCartId twice', 'shopifyCartId=a&shopifyCartId=b'],
];

/** Promo path tricks: the value must reach the promo lookup intact, as a parameter. */
const PATH_TRICKS: [string, string, string][] = [
  ['dot segments', 'utm_campaign=../../x', '../../x'],
  ['encoded slashes', 'utm_campaign=%2F..%2F..%2Fadmin', '/../../admin'],
  ['a fragment', 'utm_campaign=x#/../../evil', 'x'],
  ['a userinfo host', 'utm_campaign=@evil.example', '@evil.example'],
  ['a protocol-relative host', 'utm_campaign=//evil.example/x', '//evil.example/x'],
];

/** Every request went to the shop or to an allowed platform path. */
function expectOnlyOwnRequests(requests: Request[], shopOrigin: string): void {
  const stray = requests
    .map((r) => new URL(r.url()))
    .filter((url) => /^https?:$/.test(url.protocol))
    .filter((url) =>
      url.origin === shopOrigin
        ? false
        : url.origin !== new URL(PLATFORM_URL).origin || !PLATFORM_PATHS.test(url.pathname),
    )
    .map((url) => url.href.slice(0, 200));
  expect(stray, 'requests to other hosts or paths').toEqual([]);
}

test.describe('hostile query strings on load', () => {
  for (const [name, query] of HOSTILE) {
    test(name, async ({ page, baseURL }) => {
      const { shop, watch } = watchedShop(page);
      // Any query string but shopifyCartId starts the promo lookup (SPEC §2); an unknown
      // campaign is a 404, which the shop logs and ignores.
      watch.allowFailedRequests();
      const id = JSON.parse(await seedStoredCart(page, 'breakfast-tea')).id as string;
      await page.clock.install();
      await page.goto(`/products/drinking-chocolate?${query}`);
      await shop.waitForCart();
      // Past SPEC §9's 2000 ms shopifyCartId delay: a lookup it starts is queued before the add.
      await page.clock.fastForward(2500);
      await shop.addToBasket();
      const expected: Lines = { [TEA]: 1, [CHOCOLATE]: 1 };
      await expectCart(shop, expected);
      expect(await storedCartId(shop)).toBe(id);
      expect(await page.evaluate(() => window.localStorage.getItem('discountCode'))).toBeNull();
      expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain('pwned');
      expectOnlyOwnRequests(watch.requests, baseURL ?? '');
      // The add on the page with the query was the check that the page still works.
      expectNoErrors(watch);
    });
  }

  test('the home page with a hostile query hydrates without an error', async ({ page }) => {
    const { shop, watch } = watchedShop(page);
    watch.allowFailedRequests(); // utm_campaign=x is an unknown campaign: the lookup is a 404
    await shop.goto(`/?q=${encodeURIComponent('<script>alert(1)</script>')}&utm_campaign=x`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectNoErrors(watch);
    await expectStillWorks(shop, watch, {});
  });
});

test.describe('promo path tricks reach the promo lookup as a parameter', () => {
  for (const [name, query, value] of PATH_TRICKS) {
    test(`${name}: ${query}`, async ({ page, baseURL }) => {
      const { shop, watch } = watchedShop(page);
      watch.allowFailedRequests(); // an unknown campaign is a 404
      const lookup = page.waitForRequest((r) => r.url().includes('/discounts/utm-promo'));
      await page.goto(`/products/drinking-chocolate?${query}`);
      const url = new URL((await lookup).url());
      expect(url.origin).toBe(new URL(PLATFORM_URL).origin);
      expect(url.pathname).toBe(PROMO_PATH);
      expect(url.searchParams.get('utm_campaign')).toBe(value);
      await shop.waitForCart();
      expect(await page.evaluate(() => window.localStorage.getItem('discountCode'))).toBeNull();
      expectOnlyOwnRequests(watch.requests, baseURL ?? '');
      await expectAddLands(shop, watch, {}, CHOCOLATE);
    });
  }
});
