/**
 * The order pages over HTTP against the local platform (docs/accounts.md, "Order pages"): an order
 * placed on the local checkout by a signed-in customer shows on /account, /account/orders and its
 * own page; pages follow by cursor, newest first; a hostile or stale cursor is a 400 page that
 * links to the newest orders; another customer's order, an order that does not exist and a path
 * that names no page are 404s that say nothing about the order.
 */
import type { NextApiHandler } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ordersCursorSearch } from '@/lib/account/order-cursor';
import type { OrderDetail, OrdersPage, OrderSummary } from '@/lib/account/orders';
import { CookieJar, SHOP_ORIGIN } from '../lib/account/account-http';
import {
  accountPageAt,
  callRoute,
  signInThrough,
  storefrontData,
  platformForRoutes,
} from '../lib/account/account-routes-harness';

let routes: {
  login: NextApiHandler;
  cartIdentity: NextApiHandler;
  authorize: NextApiHandler;
  account: typeof import('@/pages/account/[[...section]]');
};
const shop = platformForRoutes();

beforeAll(async () => {
  routes = {
    login: (await import('@/pages/api/account/login')).default,
    cartIdentity: (await import('@/pages/api/account/cart-identity')).default,
    authorize: (await import('@/pages/api/account/authorize')).default,
    account: await import('@/pages/account/[[...section]]'),
  };
});

const call = callRoute;
const accountPage = (jar: CookieJar, path: string) =>
  accountPageAt(routes.account.getServerSideProps, jar, path);

async function signIn(jar: CookieJar, email: string) {
  const done = await signInThrough(routes, jar, email);
  expect(done.headers.get('location')).toBe('/account');
}

const storefront = <T>(query: string, variables: Record<string, unknown> = {}) =>
  storefrontData<T>(shop.platform().url, query, variables);

/** A basket of `quantity` breakfast tea, attached to the customer by the shop, checked out. */
async function placeOrder(jar: CookieJar, quantity: number) {
  const { cartCreate } = await storefront<{
    cartCreate: { cart: { id: string; checkoutUrl: string } };
  }>(
    `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id checkoutUrl } } }`,
    { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4400000004', quantity }] },
  );
  const attached = await call(routes.cartIdentity, jar, {
    method: 'POST',
    headers: { origin: SHOP_ORIGIN },
    body: { cartId: cartCreate.cart.id },
  });
  expect(attached.status()).toBe(200);
  const checkout = new URL(cartCreate.cart.checkoutUrl);
  const placed = await fetch(`${shop.platform().url}${checkout.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(placed.status).toBe(303);
}

const ordersOf = (data: Record<string, unknown>) => (data.page as OrdersPage).orders;

describe('the order pages', () => {
  const ada = new CookieJar();
  const grace = new CookieJar();
  let newest: OrderSummary;

  beforeAll(async () => {
    await signIn(ada, 'ada@example.com');
    await signIn(grace, 'grace@example.com');
    for (const quantity of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      await placeOrder(grace, quantity);
    newest = ordersOf((await accountPage(grace, '/account/orders')).result.props!.data)[0]!;
  });

  it('shows the latest three orders on /account, and ten a page on /account/orders, newest first', async () => {
    const overview = (await accountPage(grace, '/account')).result.props!.data;
    const latest = overview.latestOrders as OrderSummary[];
    expect(latest).toHaveLength(3);
    expect(latest[0]).toEqual(newest);
    const first = (await accountPage(grace, '/account/orders')).result.props!.data
      .page as OrdersPage;
    expect(first.orders).toHaveLength(10);
    expect(first.newer).toBeNull();
    expect(first.orders.map((o) => o.lineCount)).toEqual(Array(10).fill(1));
    expect(first.orders.map((o) => Number(o.total.amount))).toEqual(
      [...first.orders.map((o) => Number(o.total.amount))].sort((a, b) => b - a),
    );
    expect(first.older).toEqual({ after: expect.any(String) });

    const next = await accountPage(grace, `/account/orders${ordersCursorSearch(first.older)}`);
    expect(next.response.status()).toBe(200);
    const second = next.result.props!.data.page as OrdersPage;
    expect(second.orders).toHaveLength(2);
    expect(second.older).toBeNull();
    expect(second.newer).toEqual({ before: expect.any(String) });
    const back = await accountPage(grace, `/account/orders${ordersCursorSearch(second.newer)}`);
    expect((back.result.props!.data.page as OrdersPage).orders).toEqual(first.orders);
  });

  it('shows an order of the customer with its lines and amounts', async () => {
    const { result, response } = await accountPage(grace, `/account/orders/${newest.idNumber}`);
    expect(response.status()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const order = result.props!.data.order as OrderDetail;
    expect(order).toMatchObject({ name: newest.name, total: newest.total });
    expect(order.lines).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/tea/i),
        quantity: 12,
        subscription: null,
      }),
    ]);
  });

  it.each([
    ['another customer', () => `/account/orders/${newest.idNumber}`, () => ada],
    ['an order that does not exist', () => '/account/orders/999999999', () => grace],
    ['a path that names no page', () => '/account/orders/abc', () => grace],
    ['a path under an order', () => `/account/orders/${newest.idNumber}/x`, () => grace],
    ['an unknown section', () => '/account/wishlist', () => grace],
  ])('answers 404 for %s, saying nothing of the order', async (_name, path, jar) => {
    const { result } = await accountPage(jar(), path());
    expect(result).toEqual({ notFound: true });
  });

  it.each([
    ['a cursor the API does not know', '?after=bm90LWEtY3Vyc29y'],
    ['markup', '?after=%3Cscript%3E'],
    ['an empty cursor', '?after='],
    ['two cursors at once', '?after=abc&before=abc'],
    ['a repeated cursor', '?after=abc&after=def'],
    ['a very long cursor', `?after=${'a'.repeat(600)}`],
  ])('answers 400 for %s, with no orders and a way back', async (_name, search) => {
    const { result, response } = await accountPage(grace, `/account/orders${search}`);
    expect(response.status()).toBe(400);
    expect(result.props!.data).toEqual({ kind: 'orders', page: null });
  });

  it('shows an empty list to a customer with no orders', async () => {
    const { result } = await accountPage(ada, '/account/orders');
    expect(result.props!.data).toEqual({
      kind: 'orders',
      page: { orders: [], newer: null, older: null },
    });
  });

  it('sends a visitor to sign in, and back to the order page', async () => {
    const { result } = await accountPage(new CookieJar(), '/account/orders/5');
    expect(result).toEqual({
      redirect: {
        destination: `/api/account/login?return=${encodeURIComponent('/account/orders/5')}`,
        permanent: false,
      },
    });
  });
});
