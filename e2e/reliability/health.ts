/**
 * What every reliability case checks: no uncaught error, no lost or duplicated
 * line (the drawer, the platform's cart and the lines the shopper added all agree), and a page that
 * still works (one more add lands exactly once).
 */
import { expect, type Page, type Request } from '@playwright/test';
import { PLATFORM_URL, Shop, STOREFRONT_TOKEN } from '../fixtures/shop';

/** Product title → quantity, the shape every cart comparison uses. */
export type Lines = Record<string, number>;

/** The products the suite seeds and adds, by the title the drawer shows. */
export const TEA = 'Organic Breakfast Tea';
export const CHOCOLATE = 'Single Estate Drinking Chocolate';
/** The cart `seedLine(shop, 'breakfast-tea')` leaves. */
export const SEEDED: Lines = { [TEA]: 1 };

/** The product added by `expectStillWorks`; cases seed their carts with other products. */
const PROBE = { handle: 'drinking-chocolate', title: 'Single Estate Drinking Chocolate' };

/**
 * Collects uncaught page errors, console errors and dialogs (an `alert()` from injected markup)
 * from the moment it is created. Chromium logs every non-2xx response as a console error ("Failed
 * to load resource"); that is the injected fault itself, not the app failing, so a case that
 * injects faults calls `allowFailedRequests()`.
 */
export class Watch {
  readonly errors: string[] = [];
  readonly requests: Request[] = [];
  private failedRequestsAllowed = false;

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (this.failedRequestsAllowed && /^Failed to load resource/.test(text)) return;
      this.errors.push(`console.error: ${text}`);
    });
    page.on('dialog', (dialog) => {
      this.errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('request', (request) => this.requests.push(request));
  }

  allowFailedRequests(): void {
    this.failedRequestsAllowed = true;
  }
}

/** A shop whose page is watched from its first navigation. */
export function watchedShop(page: Page): { shop: Shop; watch: Watch } {
  return { shop: new Shop(page), watch: new Watch(page) };
}

/** The drawer's lines as title → quantity (the drawer must be open). */
export async function drawerLines(shop: Shop): Promise<Lines> {
  const items = shop
    .drawer()
    .getByRole('list', { name: /items in your basket/i })
    .getByRole('listitem');
  const lines: Lines = {};
  for (const item of await items.all()) {
    const title = (await item.getByRole('link').first().innerText()).trim();
    const quantity = Number(/Quantity\s+(\d+)/.exec(await item.innerText())?.[1] ?? NaN);
    // A duplicated line shows up as a quantity that no longer matches, or as NaN.
    lines[title] = title in lines ? NaN : quantity;
  }
  return lines;
}

/** The lines the platform holds for the cart stored in this page, as title → quantity. */
export async function platformLines(shop: Shop): Promise<Lines | null> {
  const id = await storedCartId(shop);
  return id === null ? null : platformLinesOf(shop.page, id);
}

/** The id of the cart stored in this page, or null while the stored value is missing or damaged. */
export async function storedCartId(shop: Shop): Promise<string | null> {
  try {
    const id = (await shop.storedCart())?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The lines the platform holds for cart `id`, as title → quantity; null when it has no such cart. */
export async function platformLinesOf(page: Page, id: string): Promise<Lines | null> {
  const res = await page.request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
    data: {
      query: `query($id: ID!) { cart(id: $id) { lines(first: 50) { edges { node {
        quantity merchandise { ... on ProductVariant { product { title } } } } } } } }`,
      variables: { id },
    },
  });
  const cart = (await res.json()).data?.cart as {
    lines: { edges: { node: { quantity: number; merchandise: { product: { title: string } } } }[] };
  } | null;
  if (!cart) return null;
  const lines: Lines = {};
  for (const { node } of cart.lines.edges) {
    const title = node.merchandise.product.title;
    lines[title] = title in lines ? NaN : node.quantity;
  }
  return lines;
}

/** Opens the drawer from the header when it is closed. */
export async function openDrawer(shop: Shop): Promise<void> {
  // An add just before opens the drawer itself, when its handler runs: on a product page whose
  // buy box is still on its way that is a moment after the click (components/lazy/early-input.ts).
  // A basket click aimed at a closed drawer that opens meanwhile is intercepted by it, so each try
  // looks again rather than insisting on the click.
  await expect(async () => {
    if (!(await shop.drawer().isVisible())) await shop.cartButton().click({ timeout: 2_000 });
    await expect(shop.drawer()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Closes the drawer (the page behind it is inert while it is open). */
export async function closeDrawer(shop: Shop): Promise<void> {
  await shop
    .drawer()
    .getByRole('button', { name: /close basket/i })
    .click();
  await expect(shop.drawer()).toBeHidden();
}

/**
 * The drawer and the platform's cart both hold exactly `expected`, once settled: nothing lost,
 * nothing doubled, nothing left over from a failed action.
 */
export async function expectCart(shop: Shop, expected: Lines): Promise<void> {
  await openDrawer(shop);
  await expect.poll(() => drawerLines(shop), { timeout: 15_000 }).toEqual(expected);
  await expect.poll(() => platformLines(shop), { timeout: 15_000 }).toEqual(expected);
}

/** No uncaught error, dialog or console error so far. */
export function expectNoErrors(watch: Watch): void {
  expect(watch.errors, 'uncaught errors, console errors or dialogs').toEqual([]);
}

/**
 * The page still works: one more add of the probe product lands exactly once, beside `before`,
 * in the drawer and on the platform; and nothing went wrong on the way.
 */
export async function expectStillWorks(shop: Shop, watch: Watch, before: Lines): Promise<void> {
  await shop.gotoProduct(PROBE.handle);
  await expectAddLands(shop, watch, before, PROBE.title);
}

/**
 * On the product page open (drawer closed): one more add of its product, `title`, lands exactly
 * once beside `before`, in the drawer and on the platform; and nothing went wrong on the way.
 */
export async function expectAddLands(
  shop: Shop,
  watch: Watch,
  before: Lines,
  title: string,
): Promise<void> {
  await shop.addToBasket();
  await shop.waitForCheckoutReady();
  await expectCart(shop, { ...before, [title]: (before[title] ?? 0) + 1 });
  expectNoErrors(watch);
}

/** Adds one product from its page and waits until the platform confirmed it. */
export async function seedLine(shop: Shop, handle: string): Promise<void> {
  await shop.gotoProduct(handle);
  await shop.addToBasket();
  await shop.waitForCheckoutReady();
  await shop
    .drawer()
    .getByRole('button', { name: /close basket/i })
    .click();
}
