import { expect, test, type Page, type Route } from '@playwright/test';
import { initialScripts } from '../scripts/first-load.mjs';
import { Shop } from './fixtures/shop';
import { ANY_WIDTH } from './fixtures/widths';

/**
 * The store, the cart engine and the drawer are not in the first load (held to its budget by
 * scripts/check-first-load.mjs); they arrive after hydration. A shopper who clicks before they
 * have arrived loses nothing.
 * Every script that the page's HTML does not name is held back here until the click is made.
 */

/** The scripts the server's HTML names: the first load. */
async function firstLoadScripts(page: Page, path: string): Promise<Set<string>> {
  return new Set(initialScripts(await (await page.request.get(path)).text()));
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

/**
 * Opens `path` with every later chunk held, once React has started hydrating
 * (components/layout/transition-hydration.ts marks <html>) and some chunk has been asked for and
 * held: what the page shows then is the server's HTML and the first load only.
 */
async function openWithLaterChunksHeld(page: Page, path: string) {
  const holding = await holdLaterChunks(page, path);
  // Not until "load": the held chunks may have been asked for before it.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydration="transition"]')).toBeAttached();
  await expect.poll(() => holding.held.length).toBeGreaterThan(0);
  return holding;
}

test('an add clicked before the store and the drawer have arrived still lands', async ({
  page,
}) => {
  const shop = new Shop(page);
  // The shell has asked for the store's chunk, which is held: the store is not here yet.
  const { release } = await openWithLaterChunksHeld(page, '/products/house-blend-coffee');
  await shop.addToBasket();
  release();
  await expect(shop.drawer()).toBeVisible();
  await expect(shop.drawer().getByRole('listitem').first()).toContainText(/house blend/i);
  await shop.waitForCheckoutReady();
  await expect.poll(async () => (await shop.platformCart()).totalQuantity).toBe(1);
});

// On a phone the page is painted well before its first-load scripts have come: the server's HTML
// is all there is, and the inline hold in its <head> (components/document/early-input-script.ts)
// is all that stands between a click on "Add to basket" and a native submit.
test("an add clicked before any of the page's scripts has run still lands", async ({ page }) => {
  const shop = new Shop(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/_next/static/**/*.js', async (route: Route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto('/products/house-blend-coffee', { waitUntil: 'commit' });
  await page.getByRole('radio', { name: '1 kg' }).check();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  // Next's code has not run: the scripts were asked for, and are held.
  expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined');
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(new URL(page.url()).search).toBe('');
  release();
  const line = shop.drawer().getByRole('listitem').first();
  await expect(line).toContainText(/house blend/i);
  await expect(line).toContainText('1 kg');
  await shop.waitForCheckoutReady();
  await expect.poll(async () => (await shop.platformCart()).totalQuantity).toBe(1);
});

// The buy box's code is one of the held chunks: the server's HTML is all there is of it when the
// shopper picks and adds (components/lazy/early-input.ts keeps both until it comes).
test('options picked and an add clicked before the buy box has its code are all kept', async ({
  page,
}) => {
  const shop = new Shop(page);
  const { release } = await openWithLaterChunksHeld(page, '/products/house-blend-coffee');
  await page.getByRole('radio', { name: '1 kg' }).check();
  await page.getByRole('radio', { name: /every 2 weeks/i }).check();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  // No native submit: the page stayed where it was.
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(shop.drawer()).toBeVisible();
  const line = shop.drawer().getByRole('listitem').first();
  await expect(line).toContainText(/house blend/i);
  await expect(line).toContainText('1 kg');
  await expect(line).toContainText(/every 2 weeks/i);
  await shop.waitForCheckoutReady();
  await expect.poll(async () => (await shop.platformCart()).totalQuantity).toBe(1);
  // The buy box shows what was picked, now from its own state.
  await expect(page.getByRole('radio', { name: '1 kg' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /every 2 weeks/i })).toBeChecked();
});

// The footer's newsletter form is server-rendered too, its code one of the held chunks: the
// address typed stays in its field and the held "Sign up" is clicked once the form is live.
test(
  'a newsletter sign-up made before the form has its code is sent once it has',
  ANY_WIDTH,
  async ({ page }) => {
    const { release } = await openWithLaterChunksHeld(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
    await footer.getByRole('button', { name: /sign up/i }).click();
    // No native submit: the page stayed where it was.
    expect(new URL(page.url()).search).toBe('');
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/newsletter/subscriptions') && r.method() === 'POST',
    );
    release();
    expect((await sent).postDataJSON()).toEqual({ email: 'ada@example.com', email_opt_in: true });
    await expect(footer.getByRole('status')).toHaveText(/you are signed up/i);
  },
);
