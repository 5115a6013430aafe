import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { violations } from './fixtures/axe';
import { PLATFORM_URL, Shop, STOREFRONT_TOKEN } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

/** Text only the combobox's lazily loaded code holds (components/search/SuggestionPopup.tsx). */
const COMBOBOX_CODE = 'Use the up and down arrows to choose';

const searchField = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: /search/i });
const combobox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: /search/i });
const suggestions = (page: Page) => page.getByRole('listbox', { name: /suggestions/i });
/** A product among the suggestions (a suggested query may hold the same words). */
const suggestedProduct = (page: Page, name: RegExp) =>
  suggestions(page).getByRole('group', { name: 'Products' }).getByRole('option', { name });

/** Focuses the header field and waits for the combobox to take it over. */
async function openCombobox(page: Page) {
  await searchField(page).click();
  await expect(combobox(page)).toBeFocused();
}

/**
 * Arrow keys until `option` has visual focus (aria-activedescendant), at most `limit` presses.
 * The option's id is read again before each press: while the debounced query catches up with the
 * typing, the list is drawn anew and the same product may sit at another index.
 */
async function arrowTo(page: Page, option: Locator, limit = 20) {
  const box = combobox(page);
  for (let i = 0; i < limit; i++) {
    const id = await option.getAttribute('id');
    if (id && (await box.getAttribute('aria-activedescendant')) === id) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
}

test.describe('header search', () => {
  test('type, see suggestions, arrow to a product and Enter opens it', async ({ page }) => {
    await new Shop(page).goto('/');
    await openCombobox(page);
    await combobox(page).pressSequentially('house');
    const product = suggestedProduct(page, /house blend coffee/i);
    await expect(product).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/\d+ suggestions?/);
    await arrowTo(page, product);
    await expect(product).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/house-blend-coffee$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/house blend/i);
  });

  test('Enter on the text opens /search?q=', ANY_WIDTH, async ({ page }) => {
    await new Shop(page).goto('/');
    await openCombobox(page);
    await combobox(page).pressSequentially('tea');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tea$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/results for.+tea/i);
  });

  test('Esc closes the suggestions, a second Esc clears the field', ANY_WIDTH, async ({ page }) => {
    await new Shop(page).goto('/');
    await openCombobox(page);
    await combobox(page).pressSequentially('coffee');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();
    await expect(combobox(page)).toHaveValue('coffee');
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toHaveValue('');
  });

  test(
    'keyboard only: "/" to search, arrows and Enter to a product, Tab and Enter to add it',
    ANY_WIDTH,
    async ({ page }) => {
      const shop = new Shop(page);
      await shop.goto('/');
      await page.keyboard.press('/');
      await expect(combobox(page)).toBeFocused();
      await page.keyboard.type('breakfast');
      const product = suggestedProduct(page, /breakfast tea/i);
      await expect(product).toBeVisible();
      await arrowTo(page, product);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products\/breakfast-tea$/);
      const add = page.getByRole('button', { name: /add to (cart|basket)/i }).first();
      for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(add).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(shop.drawer()).toBeVisible();
      await expect(shop.drawer().getByRole('listitem').first()).toContainText(/breakfast tea/i);
    },
  );

  test(
    "the combobox's code is not requested before the field is focused",
    ANY_WIDTH,
    async ({ page }) => {
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (/\/_next\/static\/.+\.js$/.test(new URL(response.url()).pathname))
          scripts.push(response);
      });
      const holdsCombobox = async () =>
        (await Promise.all(scripts.map((r) => r.text().catch(() => '')))).some((code) =>
          code.includes(COMBOBOX_CODE),
        );
      const shop = new Shop(page);
      await shop.goto('/');
      await shop.engage();
      // The page is live (the cart is restored) and the later chunks have come: none is the combobox.
      expect(scripts.length).toBeGreaterThan(0);
      expect(await holdsCombobox()).toBe(false);
      await searchField(page).focus();
      await expect.poll(holdsCombobox).toBe(true);
      await expect(combobox(page)).toBeFocused();
    },
  );

  test('text typed before the code came is kept and suggested for', ANY_WIDTH, async ({ page }) => {
    await new Shop(page).goto('/');
    // Held until the field has its text: the combobox takes over a field that already has some.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await searchField(page).click();
    await page.keyboard.type('matcha');
    release();
    await expect(combobox(page)).toHaveValue('matcha');
    await expect(suggestedProduct(page, /ceremonial grade matcha/i)).toBeVisible();
  });

  test('no axe violations with the suggestions open', async ({ page }) => {
    await new Shop(page).goto('/');
    await openCombobox(page);
    await combobox(page).pressSequentially('coffee');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('search page', () => {
  test('filter and sort, open a product, add it to the basket, and Back returns to the results', async ({
    page,
  }) => {
    const shop = new Shop(page);
    await shop.goto('/search?q=coffee');
    const main = page.getByRole('main');
    await expect(main.getByRole('status').first()).toHaveText(/\d+ products?/);
    await main.getByRole('combobox', { name: /sort/i }).selectOption('price-descending');
    await expect(page).toHaveURL(/[?&]sort=price-descending/);
    // On a phone the filters sit behind a disclosure.
    const closed = main.locator('details:not([open]) > summary', { hasText: /filters/i });
    if (await closed.isVisible()) await closed.click();
    const facet = main
      .getByRole('group')
      .filter({ has: page.getByRole('checkbox') })
      .first();
    const value = facet.getByRole('checkbox').first();
    await value.check();
    await expect(page).toHaveURL(/[?&]filter\./);
    const filtered = page.url();
    await expect(value).toBeChecked();
    const first = main.locator('a[href^="/products/"]').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await shop.addToBasket();
    await expect(shop.drawer()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(main.getByRole('combobox', { name: /sort/i })).toHaveValue('price-descending');
    await expect(main.locator('a[href^="/products/"]').first()).toHaveText(name);
  });

  test(
    'works without JavaScript: the header form and the results',
    ANY_WIDTH,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/');
      await searchField(page).fill('tea');
      await searchField(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=tea$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/results for.+tea/i);
      await expect(page.getByRole('main').locator('a[href^="/products/"]').first()).toBeVisible();
      await context.close();
    },
  );

  test(
    'without JavaScript, where to start and what to try next show too',
    ANY_WIDTH,
    async ({ browser }) => {
      // Their code comes after the first paint (a deferred part): the server's HTML must stand alone.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/search');
      const main = page.getByRole('main');
      await expect(main.getByRole('searchbox', { name: /looking for/i })).toBeVisible();
      await main.getByRole('searchbox', { name: /looking for/i }).fill('zzzqqq');
      await main.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?q=zzzqqq$/);
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(
        /no products match/i,
      );
      await expect(main.getByRole('navigation', { name: 'Collections' })).toBeVisible();
      await context.close();
    },
  );

  test(
    'is cached by a CDN, kept out of search engines, and counts its results',
    ANY_WIDTH,
    async ({ page }) => {
      const response = await page.goto('/search?q=coffee');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(
        /public.*s-maxage=\d+.*stale-while-revalidate=\d+/,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/^\d+ products?/);
    },
  );

  test(
    'an empty query and a search without matches say what to do next',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/search');
      const main = page.getByRole('main');
      await expect(main.getByRole('searchbox', { name: /looking for/i })).toBeVisible();
      await expect(
        main.getByRole('navigation', { name: 'Collections' }).getByRole('link').first(),
      ).toBeVisible();
      await page.goto('/search?q=zzzqqq');
      await expect(main.getByRole('heading', { name: /no products match/i })).toBeVisible();
      await expect(
        main.getByRole('navigation', { name: 'Collections' }).getByRole('link').first(),
      ).toBeVisible();
    },
  );

  test('no axe violations on the results and on the empty page', async ({ page }) => {
    await page.goto('/search?q=coffee');
    expect(await violations(page)).toEqual([]);
    await page.goto('/search');
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('search page, hostile input', ANY_WIDTH, () => {
  test('a 10 kB query is cut, and says so', async ({ page }) => {
    const response = await page.goto(`/search?q=${'coffee '.repeat(1500)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).toContainText(/first 100 characters/);
  });

  test('markup in q is shown as text, never as HTML', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('a script in q ran');
    });
    const q = '<img src=x onerror=alert(1)><b>bold</b>';
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(q);
    await expect(heading.locator('b, img')).toHaveCount(0);
    await expect(page).toHaveTitle(`Search: ${q} | Morrow & Co.`);
  });

  test('unknown filter JSON is left out and named', async ({ page }) => {
    const response = await page.goto(
      `/search?q=coffee&filter.variantOption=${encodeURIComponent('{"name":')}&filter.nope=1`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).toContainText(/not understood.+filter\.variantOption/);
    await expect(page.getByRole('main').locator('a[href^="/products/"]').first()).toBeVisible();
  });

  test('a cursor from another query starts the results again from the first', async ({
    page,
    request,
  }) => {
    const answer = await request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
      data: { query: '{ search(query: "tea", first: 1) { pageInfo { endCursor } } }' },
    });
    const cursor = (await answer.json()).data.search.pageInfo.endCursor as string;
    expect(cursor).toBeTruthy();
    const response = await page.goto(`/search?q=coffee&after=${encodeURIComponent(cursor)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).toContainText(/start again from the first/);
    await expect(page.getByRole('main').locator('a[href^="/products/"]').first()).toBeVisible();
  });

  test('suggestions for hostile text answer safely', async ({ request }) => {
    for (const q of [
      'a'.repeat(10_000),
      '<script>alert(1)</script>',
      '((((((((((((((((((((((a',
      '',
    ]) {
      const response = await request.get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
      expect(response.status(), q.slice(0, 20)).toBe(200);
      expect(response.headers()['content-type']).toMatch(/application\/json/);
    }
  });
});
