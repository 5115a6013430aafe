import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_URL, Shop, STOREFRONT_TOKEN } from './fixtures/shop';

// Consent is given the way a returning visitor's is stored (consentV2.0.0), so these tests start
// with the toast's consent already there; the banner's own clicks are tested in a11y and
// integrations specs.
const ACCEPTED = { emailOptIn: false, smsOptIn: false, analytics: true, advertising: true };

async function giveConsent(page: Page) {
  await page.addInitScript((consent) => {
    window.localStorage.setItem('consentV2.0.0', JSON.stringify(consent));
  }, ACCEPTED);
}

const toast = (page: Page) => page.getByRole('status').filter({ hasText: 'WELCOME15' });

test.describe('campaign link', () => {
  test('no toast before consent; the code is still looked up and saved', async ({ page }) => {
    const shop = new Shop(page);
    const lookup = page.waitForResponse((r) => r.url().includes('/storyblok/discounts/utm-promo'));
    await shop.goto('/?utm_campaign=welcome');
    expect((await lookup).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('discountCode')))
      .toBe('WELCOME15');
    await expect(toast(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  });

  test('after consent: CMS toast with 15% and WELCOME15, confirm hides it for the session, code reaches the cart', async ({
    page,
  }) => {
    await giveConsent(page);
    const shop = new Shop(page);
    await shop.goto('/?utm_campaign=welcome&utm_source=newsletter');
    const shown = toast(page);
    await expect(shown).toBeVisible();
    // The title comes from the CMS story ("Welcome! Take %discount% off with %code%").
    await expect(shown).toContainText('Welcome! Take 15% off with WELCOME15');
    await expect(shown).toContainText('comes off automatically at checkout');
    await shown.getByRole('button', { name: 'Confirm' }).click();
    await expect(shown).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem('discountPopupShown'))).toBe(
      'WELCOME15',
    );

    // Same session, same link: the lookup answers again, but the toast stays hidden.
    const lookup = page.waitForResponse((r) => r.url().includes('/storyblok/discounts/utm-promo'));
    await shop.goto('/?utm_campaign=welcome');
    await lookup;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toast(page)).toBeHidden();

    // The saved code is applied once the cart has a line, in the platform and in the drawer.
    await shop.gotoProduct('house-blend-coffee');
    await shop.addToBasket();
    await expect(shop.summary()).toContainText('WELCOME15');
    const { id } = await shop.storedCart();
    const res = await page.request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
      data: {
        query: 'query($id: ID!) { cart(id: $id) { discountCodes { code applicable } } }',
        variables: { id },
      },
    });
    const cart = (await res.json()).data.cart as {
      discountCodes: { code: string; applicable: boolean }[];
    };
    expect(cart.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
  });
});

test("a discount's own popup words replace the CMS settings' words (SPEC §3)", async ({ page }) => {
  await giveConsent(page);
  const shop = new Shop(page);
  // content/promos.json: utm_campaign=coffee-lovers gives COFFEE10 with its own title and label.
  await shop.goto('/?utm_campaign=coffee-lovers');
  const shown = page.getByRole('status').filter({ hasText: 'COFFEE10' });
  await expect(shown).toContainText('Coffee lovers save 10%');
  await expect(shown).toContainText('Use COFFEE10 on any bag of coffee');
  await expect(shown).not.toContainText('Welcome!');
  // SPEC §9: the toast slides in and out over 0.5 s.
  await expect(shown.locator('[data-visible]')).toHaveCSS(
    'transition-duration',
    /^0\.5s, 0\.5s, 0s$/,
  );
  await shown.getByRole('button', { name: 'Got it' }).click();
  await expect(shown).toBeHidden();
});

test('a shopifyCartId link restores that cart and opens the drawer', async ({ page, browser }) => {
  // Another browser (say, the shopper's phone) fills a cart.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherShop = new Shop(otherPage);
  await otherShop.gotoProduct('ceremonial-matcha');
  await otherShop.addToBasket();
  await otherShop.waitForCheckoutReady();
  const { id } = await otherShop.storedCart();
  await other.close();

  const shop = new Shop(page);
  await shop.goto(`/?shopifyCartId=${encodeURIComponent(id)}`);
  await expect(shop.drawer()).toBeVisible({ timeout: 10_000 });
  await expect(shop.line(/matcha/i)).toBeVisible();
  expect((await shop.storedCart()).id).toBe(id);
});

test('a bad shopifyCartId is ignored and the current cart is kept', async ({ page }) => {
  const shop = new Shop(page);
  await shop.gotoProduct('house-blend-coffee');
  await shop.addToBasket();
  await shop.waitForCheckoutReady();
  const before = await shop.storedCart();
  const missing = 'gid://shopify/Cart/does-not-exist-0000?key=nope';
  const adopt = page.waitForRequest(
    (r) => r.url().includes('graphql') && r.postData()?.includes(missing) === true,
  );
  await shop.goto(`/?shopifyCartId=${encodeURIComponent(missing)}`);
  await adopt;
  await shop.cartButton().click();
  await expect(shop.line(/house blend/i)).toBeVisible();
  expect((await shop.storedCart()).id).toBe(before.id);
});
