import { expect, test, type Page, type Route } from '@playwright/test';
import { Shop } from './fixtures/shop';

/**
 * Issue 20: the store, the cart engine, the drawer and the islands' code are not in the first
 * load; they arrive after hydration. A shopper who clicks before they have arrived loses nothing.
 * Every script that the page's HTML does not name is held back here until the click is made.
 */

/** The scripts the server's HTML names: the first load. */
async function firstLoadScripts(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? ''));
}

/** Holds every later chunk until `release` is called; `held` lists what was asked for meanwhile. */
async function holdLaterChunks(page: Page, path: string) {
  const first = await firstLoadScripts(page, path);
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route: Route) => {
    const url = new URL(route.request().url());
    if (first.has(url.pathname)) return route.continue();
    held.push(url.pathname);
    await released;
    await route.continue();
  });
  return { held, release };
}

test('an add clicked before the store and the drawer have arrived still lands', async ({
  page,
}) => {
  const shop = new Shop(page);
  const path = '/products/house-blend-coffee';
  const { held, release } = await holdLaterChunks(page, path);
  await page.goto(path);
  // React has started hydrating (components/layout/transition-hydration.ts marks <html>), and the
  // shell has asked for the store's chunk, which is held: the store is not here yet.
  await expect(page.locator('html[data-hydration="transition"]')).toBeAttached();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await shop.addToBasket();
  release();
  await expect(shop.drawer()).toBeVisible();
  await expect(shop.drawer().getByRole('listitem').first()).toContainText(/house blend/i);
  await shop.waitForCheckoutReady();
  await expect.poll(async () => (await shop.platformCart()).totalQuantity).toBe(1);
});

test('the home page paints its islands from the server and hydrates them later', async ({
  page,
}) => {
  const { held, release } = await holdLaterChunks(page, '/');
  await page.goto('/');
  await expect(page.locator('html[data-hydration="transition"]')).toBeAttached();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // Before the islands' code: the hero, the range and the footer's links are the server's.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The range' })).toBeVisible();
  const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(footerLinks.first()).toBeVisible();
  const before = await footerLinks.count();
  release();
  // After it: the same content, hydrated, and the cart restored or created.
  await new Shop(page).waitForCart();
  await expect(footerLinks).toHaveCount(before);
  await expect(page.getByRole('heading', { name: 'The range' })).toBeVisible();
});
