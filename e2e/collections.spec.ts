import { expect, test, type Page } from '@playwright/test';
import { violations } from './fixtures/axe';
import { ListingPage } from './fixtures/listing';
import { PLATFORM_URL, Shop, STOREFRONT_TOKEN } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

/** The prices shown on the grid's cards, in order (the lowest price of each product). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .locator('ul li[data-index] article p:last-child')
    .allTextContents();
  return texts.map((text) => Number(/£([\d.,]+)/.exec(text)?.[1]?.replace(',', '') ?? NaN));
}

async function openMenuLink(page: Page, name: string) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}

test.describe('collection pages', () => {
  test('from home by the menu: Load more, open a product, add it, Back returns to the same products and place', async ({
    page,
  }) => {
    const shop = new Shop(page);
    const listing = new ListingPage(page);
    await shop.goto('/');
    await openMenuLink(page, 'Coffee');
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee' })).toBeVisible();
    await expect(page).toHaveURL(/\/collections\/coffee$/);
    await expect(listing.productLinks()).toHaveCount(8);

    await listing.loadMore().click();
    await expect(page).toHaveURL(/\/collections\/coffee\?page=2$/);
    await expect(listing.productLinks()).toHaveCount(10);
    // The keyboard carries on from the first new product.
    await expect(listing.productLinks().nth(8)).toBeFocused();
    await expect(listing.count()).toHaveText('10 products');
    await expect(listing.loadMore()).toHaveCount(0);
    const titles = await listing.productTitles();

    const ninth = listing.productLinks().nth(8);
    await ninth.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await ninth.click();
    await expect(page.getByRole('heading', { level: 1, name: titles[8] })).toBeVisible();
    await shop.addToBasket();
    await expect(shop.drawer()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shop.drawer()).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/collections\/coffee\?page=2$/);
    await expect(listing.productLinks()).toHaveCount(10);
    expect(await listing.productTitles()).toEqual(titles);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('two filter values, a price range and a sort: the URL holds them, and a copy of it shows the same', async ({
    page,
  }) => {
    const listing = new ListingPage(page);
    await page.goto('/collections/coffee');
    await listing.openFilters();
    await listing.checkbox('Grind', 'Whole bean').check();
    await expect(page).toHaveURL(/filter\.variantOption=.*Whole\+bean/);
    await listing.checkbox('Grind', 'Filter').check();
    await expect(page).toHaveURL(/Whole\+bean.*filter\.variantOption=.*Filter/);
    await expect(listing.checkbox('Grind', 'Whole bean')).toBeChecked();
    const both = await listing.productTitles();
    expect(both.length).toBeGreaterThan(0);

    await listing.maxPrice().fill('12');
    await listing.maxPrice().press('Enter');
    await expect(page).toHaveURL(/price_max=12/);
    await expect.poll(() => cardPrices(page)).not.toEqual([]);
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(12);

    await listing.sort().selectOption({ label: 'Price, high to low' });
    await expect(page).toHaveURL(/sort=price-descending/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || p <= prices[i - 1]!);
      })
      .toBe(true);
    const view = await listing.productTitles();

    // A copied link reproduces the view, rendered by the server.
    const copy = await page.context().newPage();
    await copy.goto(page.url());
    const copied = new ListingPage(copy);
    expect(await copied.productTitles()).toEqual(view);
    await copied.openFilters();
    await expect(copied.checkbox('Grind', 'Filter')).toBeChecked();
    await expect(copied.maxPrice()).toHaveValue('12');
    await expect(copied.sort()).toHaveValue('price-descending');
    await copy.close();

    await listing.clearAll().click();
    await expect(page).toHaveURL(/\/collections\/coffee\?sort=price-descending$/);
    await expect(listing.checkbox('Grind', 'Filter')).not.toBeChecked();
  });

  test('a filter no product matches says what to do next', ANY_WIDTH, async ({ page }) => {
    await page.goto('/collections/coffee?price_max=1');
    await expect(page.getByRole('heading', { name: /no products match/i })).toBeVisible();
    await page.getByRole('link', { name: /show every product/i }).click();
    await expect(page).toHaveURL(/\/collections\/coffee$/);
    await expect(new ListingPage(page).productLinks()).toHaveCount(8);
  });

  test(
    'the collections index links every collection, with its picture',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'All products' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
      const main = page.getByRole('main');
      for (const name of [
        /^Coffee$/,
        /^Tea$/,
        /Milk/,
        /equipment/i,
        /^Chocolate$/,
        /^Subscriptions$/,
      ]) {
        await expect(main.getByRole('link', { name })).toBeVisible();
      }
      await expect(main.locator('li img').first()).toHaveAttribute('src', /_next\/image/);
    },
  );

  for (const width of [390, 1280]) {
    test(`no axe violations at ${width} px`, ANY_WIDTH, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/collections',
        '/collections/coffee?filter.productVendor=Morrow+%26+Co.&page=1',
      ]) {
        await page.goto(path);
        await new ListingPage(page).openFilters();
        // heading-order: the cards' h3 titles under the grid's own h2 (Lighthouse counts it).
        expect(await violations(page, ['heading-order'])).toEqual([]);
      }
    });
  }
});

test.describe('collection pages without JavaScript', ANY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  test('the sort and filter form and Load more work as a form and a link', async ({ page }) => {
    const listing = new ListingPage(page);
    await page.goto('/collections/coffee');
    await listing.openFilters();
    await listing.sort().selectOption('price-ascending');
    await listing.checkbox('Brand', 'Morrow & Co.').check();
    await listing.minPrice().fill('9.5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=price-ascending/);
    await expect(page).toHaveURL(/filter\.productVendor=Morrow\+%26\+Co\./);
    await expect(page).toHaveURL(/price_min=9\.5/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    // The server's page shows the state it rendered (the price filter holds per variant, as on
    // Shopify, so a card's lowest price may be under it).
    await listing.openFilters();
    await expect(listing.checkbox('Brand', 'Morrow & Co.')).toBeChecked();
    await expect(listing.minPrice()).toHaveValue('9.5');
    await expect(listing.sort()).toHaveValue('price-ascending');

    await page.goto('/collections/coffee');
    await listing.loadMore().click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(listing.productLinks()).toHaveCount(10);
  });
});

test.describe('hostile collection URLs', ANY_WIDTH, () => {
  const tenKb = 'x'.repeat(10_000);
  // [case, query, products shown]: what cannot be a listing parameter is left out (and said);
  // markup that can be a tag is a tag no product has, shown as text.
  for (const [name, query, shown] of [
    ['a 10 kB parameter', `?filter.tag=${tenKb}`, 8],
    [
      'markup in a parameter',
      `?sort=${encodeURIComponent('<script>alert(1)</script>')}&filter.tag=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      0,
    ],
    [
      'unknown filter JSON',
      `?filter.variantOption=${encodeURIComponent('{"evil":{"$ne":1}}')}&filter.colour=red`,
      8,
    ],
    ['a cursor that is no cursor', `?after=${encodeURIComponent('"><svg onload=alert(1)>')}`, 8],
  ] as const) {
    test(`${name} gives the collection and says what was left out`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on(
        'dialog',
        (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())),
      );
      const response = await page.goto(`/collections/coffee${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Coffee' })).toBeVisible();
      await expect(page.getByText(/not understood and was left out/)).toBeVisible();
      await expect(new ListingPage(page).productLinks()).toHaveCount(shown);
      if (shown === 0)
        await expect(page.getByRole('heading', { name: /no products match/i })).toBeVisible();
      await expect(page.locator('main img[src="x"], main svg[onload]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  }

  test('a cursor from another list says to start again', async ({ page, request }) => {
    const answer = await request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
      data: {
        query: '{ collection(handle: "tea") { products(first: 1) { pageInfo { endCursor } } } }',
      },
    });
    const cursor = (await answer.json()).data.collection.products.pageInfo.endCursor as string;
    const response = await page.goto(`/collections/coffee?after=${encodeURIComponent(cursor)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /nothing more here/i })).toBeVisible();
    await page.getByRole('link', { name: /start again/i }).click();
    await expect(new ListingPage(page).productLinks()).toHaveCount(8);
  });

  test('an unknown or malformed collection is a 404', async ({ page }) => {
    expect((await page.goto('/collections/no-such-shelf'))?.status()).toBe(404);
    expect((await page.goto('/collections/no-such-shelf?sort=newest'))?.status()).toBe(404);
    expect((await page.goto(`/collections/${encodeURIComponent('<b>x</b>')}`))?.status()).toBe(404);
  });

  test('a sorted view is cacheable by a CDN; the plain page is the prerendered one', async ({
    request,
  }) => {
    const sorted = await request.get('/collections/coffee?sort=newest');
    expect(sorted.headers()['cache-control']).toMatch(
      /public, s-maxage=\d+, stale-while-revalidate=\d+/,
    );
    const plain = await request.get('/collections/coffee');
    expect(plain.headers()['cache-control']).toMatch(/s-maxage=60/);
  });
});
