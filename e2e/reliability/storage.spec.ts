/**
 * Hostile browser storage: corrupt, foreign or oversized values in every
 * localStorage key of SPEC §3 (plus `checkoutStartedCartId`), storage that throws, and storage
 * that is full. The shopper has one line (Organic Breakfast Tea) when the value is planted.
 *
 * | key                      | planted value                                   | expected outcome                                   |
 * |--------------------------|-------------------------------------------------|----------------------------------------------------|
 * | shopifyCart              | `not json{{`                                    | discarded; a new, empty cart (nothing to recover)  |
 * | shopifyCart              | JSON `null`                                     | discarded; a new, empty cart                       |
 * | shopifyCart              | `{id: <current id>, lines: "oops"}`             | discarded, id salvaged: same cart, line kept       |
 * | shopifyCart              | the cart padded to 600 000 characters           | discarded as oversized, id salvaged: line kept     |
 * | shopifyCart              | the cart with an unknown (other shop's) id      | platform says null: new cart, line carried over    |
 * | shopifyCart              | the cart with id `javascript:alert(1)`          | discarded, id unusable: a new, empty cart          |
 * | shopifyCart              | the cart with a `__proto__` key                 | read as data: no prototype pollution, line kept    |
 * | discountCode             | `<img src=x onerror=alert(1)>`                  | a plain (useless) code: nothing runs, line kept    |
 * | discountCode             | 10 000 characters                               | discarded, line kept                               |
 * | discountCode             | control characters (`\u0000`, ESC)              | discarded, line kept                               |
 * | discountCode             | `{"code":"WELCOME15"}`                          | discarded (JSON in a plain key), line kept         |
 * | purchased-productsV2.0.0 | `not json`                                      | discarded, line kept                               |
 * | purchased-productsV2.0.0 | `{"a":1}`                                       | discarded, line kept                               |
 * | purchased-productsV2.0.0 | `[null,{},"ok",7,""]`                           | repaired to `["ok","7"]`, line kept                |
 * | purchased-productsV2.0.0 | 600 000 characters                              | discarded, line kept                               |
 * | consentV2.0.0            | `garbage`                                       | discarded, line kept                               |
 * | consentV2.0.0            | `{"emailOptIn":"yes","smsOptIn":false}`         | discarded, line kept                               |
 * | consentV2.0.0            | 5 000 characters                                | discarded, line kept                               |
 * | checkoutStartedCartId    | `<script>alert(1)</script>`                     | ignored, line kept                                 |
 * | checkoutStartedCartId    | 10 000 characters                               | discarded, line kept                               |
 * | localStorage             | every access throws (storage blocked)           | the cart works in memory for the page              |
 * | localStorage             | full (quota exceeded on every write)            | the cart works in memory for the page              |
 */
import { expect, test, type Page } from '@playwright/test';
import { Shop } from '../fixtures/shop';
import {
  drawerLines,
  expectCart,
  expectNoErrors,
  closeDrawer,
  expectAddLands,
  platformLinesOf,
  watchedShop,
  type Lines,
  TEA,
} from './health';
import { plantStorage, seedStoredCart } from './seed';

const KEPT: Lines = { [TEA]: 1 };
const FRESH: Lines = {};

interface StorageCase {
  key: string;
  name: string;
  /** The value to plant, given the stored cart's JSON. */
  value: (storedCart: string) => string;
  expected: Lines;
}

const withCart = (stored: string, patch: Record<string, unknown>) =>
  JSON.stringify({ ...JSON.parse(stored), ...patch });

const CASES: StorageCase[] = [
  { key: 'shopifyCart', name: 'invalid JSON', value: () => 'not json{{', expected: FRESH },
  { key: 'shopifyCart', name: 'JSON null', value: () => 'null', expected: FRESH },
  {
    key: 'shopifyCart',
    name: 'a damaged cart with a readable id',
    value: (s) => JSON.stringify({ id: JSON.parse(s).id, lines: 'oops' }),
    expected: KEPT,
  },
  {
    key: 'shopifyCart',
    name: 'the cart padded to 600 000 characters',
    value: (s) => withCart(s, { padding: 'x'.repeat(600_000) }),
    expected: KEPT,
  },
  {
    key: 'shopifyCart',
    name: 'the cart under an unknown id',
    value: (s) => withCart(s, { id: 'gid://shopify/Cart/c1-0123456789abcdef0123456789abcdef' }),
    expected: KEPT,
  },
  {
    key: 'shopifyCart',
    name: 'the cart with a javascript: id',
    value: (s) => withCart(s, { id: 'javascript:alert(1)' }),
    expected: FRESH,
  },
  {
    key: 'shopifyCart',
    name: 'the cart with a __proto__ key',
    value: (s) => s.replace(/^\{/, '{"__proto__":{"polluted":"yes"},'),
    expected: KEPT,
  },
  {
    key: 'discountCode',
    name: 'markup',
    value: () => '<img src=x onerror=alert(1)>',
    expected: KEPT,
  },
  {
    key: 'discountCode',
    name: '10 000 characters',
    value: () => 'A'.repeat(10_000),
    expected: KEPT,
  },
  {
    key: 'discountCode',
    name: 'control characters',
    value: () => 'WELCOME15\u0000\u001b[31m',
    expected: KEPT,
  },
  {
    key: 'discountCode',
    name: 'JSON',
    value: () => '{"code":"WELCOME15"}',
    expected: KEPT,
  },
  {
    key: 'purchased-productsV2.0.0',
    name: 'invalid JSON',
    value: () => 'not json',
    expected: KEPT,
  },
  { key: 'purchased-productsV2.0.0', name: 'an object', value: () => '{"a":1}', expected: KEPT },
  {
    key: 'purchased-productsV2.0.0',
    name: 'a list with junk entries',
    value: () => '[null,{},"ok",7,""]',
    expected: KEPT,
  },
  {
    key: 'purchased-productsV2.0.0',
    name: '600 000 characters',
    value: () => JSON.stringify(['x'.repeat(600_000)]),
    expected: KEPT,
  },
  { key: 'consentV2.0.0', name: 'garbage', value: () => 'garbage', expected: KEPT },
  {
    key: 'consentV2.0.0',
    name: 'wrong field types',
    value: () => '{"emailOptIn":"yes","smsOptIn":false}',
    expected: KEPT,
  },
  {
    key: 'consentV2.0.0',
    name: '5 000 characters',
    value: () => JSON.stringify({ emailOptIn: true, smsOptIn: true, pad: 'x'.repeat(5000) }),
    expected: KEPT,
  },
  {
    key: 'checkoutStartedCartId',
    name: 'markup',
    value: () => '<script>alert(1)</script>',
    expected: KEPT,
  },
  {
    key: 'checkoutStartedCartId',
    name: '10 000 characters',
    value: () => `gid://shopify/Cart/${'a'.repeat(10_000)}`,
    expected: KEPT,
  },
];

/** What a key may hold once the shop has read it: nothing, or a value of the right shape. */
function isAcceptable(key: string, raw: string | null): boolean {
  if (raw === null) return true;
  switch (key) {
    case 'shopifyCart':
      return /^\{"id":"gid:\/\/shopify\/Cart\//.test(raw) && raw.length < 100_000;
    case 'discountCode':
      return raw.length <= 255 && !/[\u0000-\u001f]/.test(raw) && !raw.startsWith('{');
    case 'purchased-productsV2.0.0': {
      const list = JSON.parse(raw) as unknown;
      return Array.isArray(list) && list.every((id) => typeof id === 'string' && id.length > 0);
    }
    case 'consentV2.0.0': {
      const consent = JSON.parse(raw) as Record<string, unknown>;
      return typeof consent.emailOptIn === 'boolean' && raw.length < 1024;
    }
    default:
      // checkoutStartedCartId: anything short may stay, it only counts when it is a cart id.
      return raw.length <= 512;
  }
}

const readKey = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

test.describe('hostile localStorage values', () => {
  for (const c of CASES) {
    test(`${c.key}: ${c.name}`, async ({ page }) => {
      const { shop, watch } = watchedShop(page);
      // The shopper's cart line is made on the platform and stored as the shop stores it; the
      // hostile value is planted beside it (or over it), before the first load of a shop page.
      await seedStoredCart(page, 'breakfast-tea', (stored) => ({ [c.key]: c.value(stored) }));

      await page.goto('/products/breakfast-tea');
      await expectCart(shop, c.expected);
      expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
      // The page still works: one more add of its product lands once (no second page load).
      await closeDrawer(shop);
      await expectAddLands(shop, watch, c.expected, TEA);
      // Checked last: discountCode is read when an add re-applies it.
      expect(isAcceptable(c.key, await readKey(page, c.key))).toBe(true);
    });
  }

  test('purchased-productsV2.0.0: junk entries are dropped one by one, not the whole list', async ({
    page,
  }) => {
    const { shop, watch } = watchedShop(page);
    await plantStorage(page, { 'purchased-productsV2.0.0': '[null,{},"ok",7,""]' });
    await shop.goto('/');
    await expect.poll(() => readKey(page, 'purchased-productsV2.0.0')).toBe('["ok","7"]');
    expectNoErrors(watch);
  });
});

/** The cart behind the drawer's Checkout link (when storage cannot tell us). */
async function cartIdFromCheckout(shop: Shop): Promise<string> {
  await shop.waitForCheckoutReady();
  const href = (await shop.checkoutLink().getAttribute('href')) ?? '';
  const token = new URL(href).pathname.split('/').pop() ?? '';
  return `gid://shopify/Cart/${decodeURIComponent(token)}`;
}

test.describe('unusable localStorage', () => {
  test('every access throws (storage blocked): the cart works in memory for the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const { shop, watch } = watchedShop(page);
    await page.goto('/products/breakfast-tea');
    await shop.addToBasket();
    const id = await cartIdFromCheckout(shop);
    await expect.poll(() => drawerLines(shop)).toEqual(KEPT);
    await expect.poll(() => platformLinesOf(page, id)).toEqual(KEPT);
    expectNoErrors(watch);
  });

  test('storage full (every write over quota): the cart works in memory for the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Fill the origin's quota with a foreign key, once.
      if (window.localStorage.getItem('junk-0') !== null) return;
      let size = 1 << 20;
      for (let i = 0; size >= 16; i += 1) {
        try {
          window.localStorage.setItem(`junk-${i}`, 'x'.repeat(size));
        } catch {
          size >>= 1;
        }
      }
    });
    const { shop, watch } = watchedShop(page);
    await page.goto('/products/breakfast-tea');
    await shop.addToBasket();
    const id = await cartIdFromCheckout(shop);
    expect(await readKey(page, 'shopifyCart')).toBeNull();
    await expect.poll(() => platformLinesOf(page, id)).toEqual(KEPT);
    expectNoErrors(watch);
  });
});
