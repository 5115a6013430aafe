/**
 * Platform faults injected for one page only (`page.route`): other engineers and the second test
 * worker share the platform on 127.0.0.1:4010, so its platform-wide switches (latency, error rate,
 * 429 bursts, expire-all) stay off. Cart expiry is forced for one cart by placing its order on the
 * platform's checkout: Shopify then answers `cart: null` for it, exactly as for an expired cart,
 * and the shop cannot tell the two apart unless the shopper followed Checkout (they do not here).
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { Shop } from '../fixtures/shop';

const STOREFRONT = '**/api/*/graphql.json';

/** The platform is another origin: without this header the browser would hide the answer. */
const CORS = { 'access-control-allow-origin': '*' };

/** True for a Storefront POST carrying operation `name` (any operation when omitted). */
export function isOperation(route: Route, name?: string): boolean {
  const request = route.request();
  if (request.method() !== 'POST') return false;
  if (name === undefined) return true;
  return new RegExp(`\\b(query|mutation)\\s+${name}\\b`).test(request.postData() ?? '');
}

export type Answer = (route: Route) => Promise<void>;

export const answer =
  (status: number, body: string, contentType = 'application/json'): Answer =>
  (route) =>
    route.fulfill({ status, contentType, headers: { ...CORS, 'retry-after': '1' }, body });

/** Shopify's outage page. */
export const outage500 = answer(
  500,
  '<!DOCTYPE html><title>Internal Server Error</title><h1>Something went wrong</h1>',
  'text/html',
);
export const unavailable503 = answer(503, '{"errors":[{"message":"Service unavailable"}]}');
export const throttled429 = answer(429, '{"errors":[{"message":"Throttled"}]}');
/** A 200 carrying only top-level GraphQL errors. */
export const graphQLError = answer(200, '{"errors":[{"message":"Internal error"}]}');
/** The connection is refused: the platform is down. */
export const refused: Answer = (route) => route.abort('connectionrefused');

/**
 * The platform acts on the request, then the answer is lost on the way back (a 502 from a proxy
 * in between): the cart changed although the shop was told it failed.
 */
export const lostAnswer: Answer = async (route) => {
  await route.fetch();
  await answer(502, '<h1>Bad gateway</h1>', 'text/html')(route);
};

/**
 * Answers this page's Storefront requests for `operation` (all when omitted) with `fault`, the
 * first `times` of them (every one when omitted). Returns `stop`, after which all requests pass.
 */
export async function storefrontFault(
  page: Page,
  fault: Answer,
  { operation, times = Infinity }: { operation?: string; times?: number } = {},
): Promise<{ stop: () => Promise<void>; hits: () => number }> {
  let hits = 0;
  const handler = async (route: Route) => {
    if (hits >= times || !isOperation(route, operation)) return route.fallback();
    hits += 1;
    await fault(route);
  };
  await page.route(STOREFRONT, handler);
  return { stop: () => page.unroute(STOREFRONT, handler), hits: () => hits };
}

/** The cart error the shopper sees inside the drawer or as a toast. */
export const cartAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /sorry/i });

/**
 * Makes the platform forget the shop's current cart, and only that one (see the module comment).
 * Returns the id it had.
 */
export async function expireCart(shop: Shop): Promise<string> {
  const { id, checkoutUrl } = await shop.storedCart();
  const placed = await shop.page.request.post(checkoutUrl, { form: {} });
  expect(placed.ok()).toBe(true);
  return id;
}
