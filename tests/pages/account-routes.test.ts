/**
 * The account routes against the local platform over HTTP (docs/accounts.md): /account
 * signs a visitor in and greets a customer; the cart's buyer identity is attached by the server
 * and detached at sign-out; sign-out ends the platform's session; mutations from another origin
 * are refused; a tampered cookie is a signed-out visitor, never a 500.
 */
import type { NextApiHandler } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, fakeRequest, fakeResponse, SHOP_ORIGIN } from '../lib/account/account-http';
import { callRoute, platformForRoutes, signInThrough } from '../lib/account/account-routes-harness';

let routes: {
  login: NextApiHandler;
  logout: NextApiHandler;
  cartIdentity: NextApiHandler;
  authorize: NextApiHandler;
  account: typeof import('@/pages/account/[[...section]]');
};
const shop = platformForRoutes();

beforeAll(async () => {
  routes = {
    login: (await import('@/pages/api/account/login')).default,
    logout: (await import('@/pages/api/account/logout')).default,
    cartIdentity: (await import('@/pages/api/account/cart-identity')).default,
    authorize: (await import('@/pages/api/account/authorize')).default,
    account: await import('@/pages/account/[[...section]]'),
  };
});

const call = callRoute;

async function accountPage(
  jar: CookieJar,
  query: Record<string, string | string[]> = {},
  path = '/account',
) {
  const response = fakeResponse();
  const result = await routes.account.getServerSideProps({
    req: fakeRequest(jar, { url: path }),
    res: response.res,
    resolvedUrl: path,
    query,
  } as never);
  jar.take(response.setCookies());
  return { result, response };
}

/** Signs `email` in through the shop's own routes, as a browser clicking Account would. */
async function signIn(jar: CookieJar, email = 'ada@example.com') {
  const done = await signInThrough(routes, jar, email);
  expect(done.status()).toBe(303);
  expect(done.headers.get('location')).toBe('/account');
}

const storefront = (query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${shop.platform().url}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'demo-storefront-token',
    },
    body: JSON.stringify({ query, variables }),
  }).then((r) => r.json() as Promise<{ data: Record<string, { cart: { id: string } } | null> }>);

const buyerOf = async (cartId: string) =>
  (
    (await storefront(
      `query($id: ID!) { cart(id: $id) { buyerIdentity { email customer { id } } } }`,
      {
        id: cartId,
      },
    )) as unknown as {
      data: { cart: { buyerIdentity: { email: string | null; customer: { id: string } | null } } };
    }
  ).data.cart.buyerIdentity;

const sameOrigin = { origin: SHOP_ORIGIN };

describe('/account', () => {
  it('sends a visitor to sign in and back, privately', async () => {
    const { result, response } = await accountPage(new CookieJar());
    expect(result).toEqual({
      redirect: { destination: '/api/account/login?return=%2Faccount', permanent: false },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('greets a signed-in customer by name and email, noindex', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    const { result } = await accountPage(jar);
    const props = (result as unknown as { props: { data: unknown; seo: { meta: unknown[] } } })
      .props;
    expect(props.data).toEqual({
      kind: 'overview',
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        address: expect.arrayContaining([expect.stringContaining('London')]),
      },
      latestOrders: [],
    });
    expect(props.seo.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('treats a tampered session cookie as signed out (a redirect, no error)', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    jar.cookies.set('account_session', `${jar.cookies.get('account_session')!.slice(0, -6)}xxxxxx`);
    const { result } = await accountPage(jar);
    expect(result).toMatchObject({
      redirect: { destination: '/api/account/login?return=%2Faccount' },
    });
  });

  it('a callback this browser did not start lands on /account saying so (400), signing nobody in', async () => {
    const jar = new CookieJar();
    const done = await call(routes.authorize, jar, {
      url: '/account/authorize?code=used&state=old',
    });
    expect(done.status()).toBe(303);
    expect(done.headers.get('location')).toBe('/account?sign_in=expired');
    expect(done.setCookies().some((line) => /^account_session=[^;]/.test(line))).toBe(false);
    const { result, response } = await accountPage(jar, { sign_in: 'expired' });
    expect(response.status()).toBe(400);
    expect(result).toMatchObject({ props: { problem: 'expired' } });
    // Any other value is no problem to show: the visitor is sent to sign in.
    expect((await accountPage(jar, { sign_in: '<script>' })).result).toMatchObject({
      redirect: { destination: '/api/account/login?return=%2Faccount' },
    });
  });
});

describe('the cart buyer identity and sign-out', () => {
  it('attaches the customer to the cart, detaches them at sign-out, and ends the platform session', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    const created = await storefront('mutation { cartCreate { cart { id } } }');
    const cartId = created.data.cartCreate!.cart.id;

    const attached = await call(routes.cartIdentity, jar, {
      method: 'POST',
      headers: sameOrigin,
      body: { cartId },
    });
    expect(attached.status()).toBe(200);
    expect(await buyerOf(cartId)).toEqual({
      email: 'ada@example.com',
      customer: { id: expect.stringMatching(/^gid:\/\/shopify\/Customer\//) },
    });

    const tokensBefore = jar.cookies.get('account_session');
    const out = await call(routes.logout, jar, {
      method: 'POST',
      headers: sameOrigin,
      body: { cartId },
    });
    expect(out.status()).toBe(200);
    expect(jar.cookies.has('account_session')).toBe(false);
    expect(await buyerOf(cartId)).toEqual({ email: null, customer: null });

    // The browser follows on to the platform's end-session URL, which comes back to the shop.
    const page = String(out.body());
    const href = /<a href="([^"]+)">Continue<\/a>/.exec(page)![1]!.replace(/&amp;/g, '&');
    expect(page).toContain(
      `<meta http-equiv="refresh" content="0;url=${/<a href="([^"]+)"/.exec(page)![1]}">`,
    );
    const endSession = new URL(href);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${SHOP_ORIGIN}/`);
    const ended = await fetch(endSession, { redirect: 'manual' });
    expect(ended.status).toBe(302);
    expect(ended.headers.get('location')).toBe(`${SHOP_ORIGIN}/`);
    // The old cookie, replayed, no longer holds a session: the platform revoked its tokens.
    const replay = new CookieJar();
    replay.cookies.set('account_session', tokensBefore!);
    const { result } = await accountPage(replay);
    expect(result).toMatchObject({
      redirect: { destination: '/api/account/login?return=%2Faccount' },
    });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['no Origin header', {}],
    ['an opaque origin', { origin: 'null' }],
  ])(
    'refuses sign-out and the cart identity from %s (403), changing nothing',
    async (_name, headers) => {
      const jar = new CookieJar();
      await signIn(jar);
      const created = await storefront('mutation { cartCreate { cart { id } } }');
      const cartId = created.data.cartCreate!.cart.id;
      const identity = await call(routes.cartIdentity, jar, {
        method: 'POST',
        headers,
        body: { cartId },
      });
      expect(identity.status()).toBe(403);
      expect(await buyerOf(cartId)).toEqual({ email: null, customer: null });
      const out = await call(routes.logout, jar, { method: 'POST', headers, body: { cartId } });
      expect(out.status()).toBe(403);
      expect(jar.cookies.has('account_session')).toBe(true);
    },
  );

  it('answers the cart identity 401 signed out, 400 for a bad id, 404 for an unknown cart', async () => {
    const visitor = new CookieJar();
    const cartId = 'gid://shopify/Cart/unknown-cart';
    expect(
      (
        await call(routes.cartIdentity, visitor, {
          method: 'POST',
          headers: sameOrigin,
          body: { cartId },
        })
      ).status(),
    ).toBe(401);
    const jar = new CookieJar();
    await signIn(jar);
    expect(
      (
        await call(routes.cartIdentity, jar, {
          method: 'POST',
          headers: sameOrigin,
          body: { cartId: 'x' },
        })
      ).status(),
    ).toBe(400);
    expect(
      (
        await call(routes.cartIdentity, jar, {
          method: 'POST',
          headers: sameOrigin,
          body: { cartId },
        })
      ).status(),
    ).toBe(404);
    expect(
      (await call(routes.cartIdentity, jar, { method: 'GET', headers: sameOrigin })).status(),
    ).toBe(405);
  });

  it('a sign-out without a session still clears the cookie and lands on the shop', async () => {
    const out = await call(routes.logout, new CookieJar(), {
      method: 'POST',
      headers: sameOrigin,
      body: {},
    });
    expect(out.status()).toBe(303);
    expect(out.headers.get('location')).toBe('/');
  });
});
