/**
 * The readable signals of sign-in (lib/account/signals.ts) as the routes write them, against the
 * local platform over HTTP: the callback leaves the signed-in hint and the `signed-in.<number>`
 * event (never an email), sign-out clears the hint and leaves `signed-out`, a 401 from the cart
 * identity clears a stale hint, and the analytics traits route answers the email to its session
 * only.
 */
import type { NextApiHandler } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, fakeResponse, SHOP_ORIGIN } from '../lib/account/account-http';
import { callRoute, platformForRoutes, signInThrough } from '../lib/account/account-routes-harness';

let routes: Record<'login' | 'logout' | 'cartIdentity' | 'authorize' | 'traits', NextApiHandler>;
platformForRoutes();

beforeAll(async () => {
  routes = {
    login: (await import('@/pages/api/account/login')).default,
    logout: (await import('@/pages/api/account/logout')).default,
    cartIdentity: (await import('@/pages/api/account/cart-identity')).default,
    authorize: (await import('@/pages/api/account/authorize')).default,
    traits: (await import('@/pages/api/account/analytics-traits')).default,
  };
});

const call = callRoute;

const signIn = (jar: CookieJar, email = 'ada@example.com') => signInThrough(routes, jar, email);

const line = (response: ReturnType<typeof fakeResponse>, name: string) =>
  response.setCookies().find((cookie) => cookie.startsWith(`${name}=`));

const sameOrigin = { origin: SHOP_ORIGIN };

describe('the sign-in signals', () => {
  it('a sign-in leaves the hint and the signed-in event with the number only, readable by scripts', async () => {
    const jar = new CookieJar();
    const done = await signIn(jar);
    expect(done.status()).toBe(303);
    // The session cookie is still there: the signals are added to iron-session's Set-Cookie.
    expect(jar.cookies.has('account_session')).toBe(true);
    expect(jar.cookies.get('account_event')).toBe('signed-in.7000000001');
    expect(jar.cookies.get('account_signed_in')).toMatch(/^[0-9]{10}$/);
    const event = line(done, 'account_event');
    expect(event).toBe('account_event=signed-in.7000000001; Path=/; Max-Age=600; SameSite=Lax');
    expect(line(done, 'account_signed_in')).toMatch(/; Max-Age=2592000; SameSite=Lax$/);
    expect(done.setCookies().join('\n')).not.toContain('ada@example.com');
  });

  it('a refused callback leaves no signal', async () => {
    const jar = new CookieJar();
    const done = await call(routes.authorize, jar, { url: '/account/authorize?code=x&state=y' });
    expect(done.headers.get('location')).toBe('/account?sign_in=expired');
    expect([...jar.cookies.keys()]).toEqual([]);
  });

  it('a sign-out clears the hint and leaves the signed-out event; without a session, no event', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    const out = await call(routes.logout, jar, { method: 'POST', headers: sameOrigin, body: {} });
    expect(out.status()).toBe(200);
    expect(jar.cookies.has('account_signed_in')).toBe(false);
    expect(jar.cookies.get('account_event')).toBe('signed-out');

    const visitor = new CookieJar();
    visitor.cookies.set('account_signed_in', '1764662400');
    await call(routes.logout, visitor, { method: 'POST', headers: sameOrigin, body: {} });
    expect([...visitor.cookies.keys()]).toEqual([]);
  });

  it('a cart identity call without a session clears a stale hint (401)', async () => {
    const jar = new CookieJar();
    jar.cookies.set('account_signed_in', '1764662400');
    const refused = await call(routes.cartIdentity, jar, {
      method: 'POST',
      headers: sameOrigin,
      body: { cartId: 'gid://shopify/Cart/any' },
    });
    expect(refused.status()).toBe(401);
    expect(jar.cookies.has('account_signed_in')).toBe(false);
  });
});

describe('GET /api/account/analytics-traits', () => {
  it("answers the session's own email, privately", async () => {
    const jar = new CookieJar();
    await signIn(jar, 'grace@example.com');
    const answer = await call(routes.traits, jar, { url: '/api/account/analytics-traits' });
    expect(answer.status()).toBe(200);
    expect(answer.body()).toEqual({ email: 'grace@example.com' });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 401 without a session (clearing the hint), 405 to anything but GET', async () => {
    const visitor = new CookieJar();
    visitor.cookies.set('account_signed_in', '1764662400');
    const answer = await call(routes.traits, visitor, { url: '/api/account/analytics-traits' });
    expect(answer.status()).toBe(401);
    expect(answer.body()).toEqual({ error: 'signed_out' });
    expect(visitor.cookies.has('account_signed_in')).toBe(false);
    const post = await call(routes.traits, visitor, { method: 'POST', headers: sameOrigin });
    expect(post.status()).toBe(405);
  });
});
