import { expect, test, type Page } from '@playwright/test';
import { violations } from './fixtures/axe';
import { Shop } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

/**
 * `?variant=` on product pages (proxy.ts → pages/products/[handle]/variants/[variant].tsx), the
 * gallery following the chosen variant, cart lines linking back to theirs, and the related
 * products below the fold. Daily Greens: 30 servings (£35.00, the default) and 60 servings
 * (£60.00, with its own picture).
 */
const GREENS = '/products/daily-greens';
const SIXTY = '4400000007';
const SIXTY_IMAGE = /green smoothie/i;
const THIRTY_IMAGE = /pouch of Daily Greens/i;
/** A variant of another product (House Blend, 250 g). */
const OTHER_PRODUCTS_VARIANT = '4400000001';

const sizeRadio = (page: Page, size: string) =>
  page.getByRole('radio', { name: size, exact: true });
/** The gallery's main picture: the page's first image, the one fetched with high priority. */
const mainImage = (page: Page) => page.locator('main img').first();

test.describe('the server HTML, read without JavaScript', ANY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  for (const param of [SIXTY, `gid://shopify/ProductVariant/${SIXTY}`]) {
    test(`?variant=${param} is checked, with its picture first and prioritised, and its price`, async ({
      page,
    }) => {
      const response = await page.goto(`${GREENS}?variant=${encodeURIComponent(param)}`);
      expect(response?.status()).toBe(200);
      await expect(sizeRadio(page, '60 servings')).toBeChecked();
      await expect(sizeRadio(page, '30 servings')).not.toBeChecked();
      await expect(page.getByRole('group', { name: /Size/ })).toBeVisible();
      await expect(mainImage(page)).toHaveAttribute('alt', SIXTY_IMAGE);
      await expect(mainImage(page)).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByText('£60.00').first()).toBeVisible();
    });
  }

  test('the plain product page keeps its default variant and its own first picture', async ({
    page,
  }) => {
    await page.goto(GREENS);
    await expect(sizeRadio(page, '30 servings')).toBeChecked();
    await expect(mainImage(page)).toHaveAttribute('alt', THIRTY_IMAGE);
  });

  const hostile: [string, string][] = [
    ['markup', '<script>alert(1)</script>'],
    ['10 kB', '7'.repeat(10_000)],
    ["another product's variant id", OTHER_PRODUCTS_VARIANT],
    ['a gid of another type', `gid://shopify/Product/${SIXTY}`],
  ];
  for (const [what, value] of hostile) {
    test(`a hostile ?variant= (${what}) shows the default variant with a 200`, async ({ page }) => {
      const response = await page.goto(`${GREENS}?variant=${encodeURIComponent(value)}`);
      expect(response?.status()).toBe(200);
      await expect(sizeRadio(page, '30 servings')).toBeChecked();
      await expect(mainImage(page)).toHaveAttribute('alt', THIRTY_IMAGE);
      await expect(page.locator('body')).not.toContainText('alert(1)');
    });
  }
});

test('the variant of the link stays after hydration: no flash', ANY_WIDTH, async ({ page }) => {
  const hydrated = page.waitForResponse((r) => r.url().includes('/_next/data/'));
  await page.goto(`${GREENS}?variant=${SIXTY}`);
  await hydrated;
  await expect(sizeRadio(page, '60 servings')).toBeChecked();
  await expect(mainImage(page)).toHaveAttribute('alt', SIXTY_IMAGE);
  await expect(page).toHaveURL(new RegExp(`variant=${SIXTY}$`));
});

test('choosing options replaces the URL without a data request or a scroll, and Back leaves the page', async ({
  page,
}) => {
  await page.goto('/');
  // (Without a query, the page asks for no data as it hydrates; a pick made before it has
  // hydrated is made again once it has: components/lazy/early-input.ts.)
  await page.goto(GREENS);
  const length = await page.evaluate(() => history.length);
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_next/data/')) dataRequests.push(r.url());
  });

  for (const [size, id, image] of [
    ['60 servings', SIXTY, SIXTY_IMAGE],
    ['30 servings', '4400000006', THIRTY_IMAGE],
    ['60 servings', SIXTY, SIXTY_IMAGE],
  ] as const) {
    const radio = sizeRadio(page, size);
    await radio.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await radio.click();
    await expect(page).toHaveURL(new RegExp(`${GREENS}\\?variant=${id}$`));
    await expect(radio).toBeChecked();
    await expect(mainImage(page)).toHaveAttribute('alt', image);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  }
  await expect(page.getByText('£60.00').first()).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(length);
  expect(dataRequests).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("a cart line's link opens its variant", ANY_WIDTH, async ({ page }) => {
  const shop = new Shop(page);
  await shop.goto(`${GREENS}?variant=${SIXTY}`);
  await expect(sizeRadio(page, '60 servings')).toBeChecked();
  await shop.addToBasket();
  const line = shop.line(/Daily Greens/);
  await expect(line).toContainText('60 servings');
  const link = line.getByRole('link', { name: /Daily Greens/ });
  await expect(link).toHaveAttribute('href', `${GREENS}?variant=${SIXTY}`);

  // From another page: the drawer's link opens the product on that variant.
  await shop.goto('/');
  await shop.cartButton().click();
  await shop
    .line(/Daily Greens/)
    .getByRole('link', { name: /Daily Greens/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${GREENS}\\?variant=${SIXTY}$`));
  await expect(sizeRadio(page, '60 servings')).toBeChecked();
  await expect(mainImage(page)).toHaveAttribute('alt', SIXTY_IMAGE);
});

test('related products sit below the fold, with lazy pictures, and nothing shifts', async ({
  page,
}) => {
  // Every layout shift of the page's flow. A shift of fixed overlays only is left out: the empty
  // discount toast region rises with the mobile sticky add bar (components/marketing), which is
  // not the page's layout.
  await page.addInitScript(() => {
    const w = window as Window & { __shifts?: number[] };
    w.__shifts = [];
    const fixed = (node: Node | null) => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      return element !== null && getComputedStyle(element).position === 'fixed';
    };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput || entry.sources.every((source) => fixed(source.node))) continue;
        w.__shifts?.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${GREENS}?variant=${SIXTY}`);
  const related = page.getByRole('region', { name: 'You may also like' });
  const cards = related.getByRole('link');
  await expect(cards.first()).toBeAttached();
  expect(await cards.count()).toBeGreaterThan(0);
  for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/products\/(?!daily-greens$)[a-z0-9-]+$/);
  const images = related.locator('img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const loading of await images.evaluateAll((imgs) =>
    imgs.map((i) => i.getAttribute('loading')),
  ))
    expect(loading).toBe('lazy');

  const viewport = page.viewportSize();
  const top = await related.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(viewport?.height ?? 0);

  await related.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((imgs) =>
        imgs.every(
          (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as Window & { __shifts?: number[] }).__shifts)).toEqual(
    [],
  );
});

test('a variant page has no axe violations', async ({ page }) => {
  await new Shop(page).goto(`${GREENS}?variant=${SIXTY}`);
  await expect(sizeRadio(page, '60 servings')).toBeChecked();
  expect(await violations(page)).toEqual([]);
});
