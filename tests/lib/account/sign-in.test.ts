/**
 * Sign-in against the local platform over HTTP (docs/accounts.md, "The flow"): the whole flow, and
 * each way a callback must be refused — a wrong or replayed state, a bad PKCE verifier, an expired
 * code, the platform's own error — with a clear outcome and no session.
 */
import { sealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { LOGIN_COOKIE, SESSION_COOKIE } from '@/lib/account/cookies';
import { getCustomerProfile } from '@/lib/account/customer-api';
import { forgetDiscovery } from '@/lib/account/oidc';
import { getCustomerSession } from '@/lib/account/session';
import { beginSignIn, completeSignIn } from '@/lib/account/sign-in';
import { silentLog } from '../../emulators/server-fixtures';
import {
  callbackRequest,
  CookieJar,
  fakeRequest,
  fakeResponse,
  platformAccountConfig,
  signInOnPlatform,
  type AccountConfig,
} from './account-http';

let platform: RunningPlatform;
let config: AccountConfig;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, env: {}, log: silentLog });
  config = platformAccountConfig(platform.url);
});

afterAll(async () => {
  forgetDiscovery();
  await platform.close();
});

/** Starts a sign-in in `jar` (returning to `returnTo`); resolves with the platform's URL. */
async function begin(jar: CookieJar, returnTo: unknown = '/account'): Promise<URL> {
  const response = fakeResponse();
  const url = await beginSignIn(fakeRequest(jar), response.res, returnTo, config);
  jar.take(response.setCookies());
  return url;
}

async function complete(jar: CookieJar, callback: URL) {
  const response = fakeResponse();
  const outcome = await completeSignIn(callbackRequest(jar, callback), response.res, config);
  jar.take(response.setCookies());
  return outcome;
}

describe('sign-in with the Customer Account API stand-in', () => {
  it('sends state, nonce and an S256 challenge, and lands signed in where it started', async () => {
    const jar = new CookieJar();
    const authorize = await begin(jar, '/products/house-blend?variant=1');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/account/authorize',
    );
    expect(jar.lastSetCookies[0]).toMatch(/^account_login=.+; Max-Age=540;.*HttpOnly/);
    // The secrets travel sealed: the cookie does not contain the state in the clear.
    expect(jar.cookies.get(LOGIN_COOKIE)).not.toContain(authorize.searchParams.get('state'));

    const outcome = await complete(jar, await signInOnPlatform(authorize));
    // The customer's number, from the id_token's `sub` (gid://shopify/Customer/7000000001: Ada).
    expect(outcome).toEqual({
      ok: true,
      returnTo: '/products/house-blend?variant=1',
      customerId: '7000000001',
    });
    expect(jar.cookies.has(LOGIN_COOKIE)).toBe(false);
    const sessionCookie = jar.lastSetCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    // http://localhost with the local platform: the one case without Secure.
    expect(sessionCookie).not.toMatch(/Secure/);

    const session = await getCustomerSession(fakeRequest(jar), fakeResponse().res, { config });
    expect(session).not.toBeNull();
    expect(await getCustomerProfile(session!.accessToken, config)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('keeps the session cookie Secure on any other host, even with the local platform', async () => {
    const jar = new CookieJar();
    const response = fakeResponse();
    await beginSignIn(
      fakeRequest(jar, { headers: { host: 'shop.example.com' } }),
      response.res,
      '/account',
      config,
    );
    expect(response.setCookies()[0]).toMatch(/; Secure/);
  });

  it('never returns to another site', async () => {
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const jar = new CookieJar();
      const outcome = await complete(jar, await signInOnPlatform(await begin(jar, hostile)));
      expect(outcome).toMatchObject({ ok: true, returnTo: '/account' });
    }
  });

  it('refuses a wrong state, and signs nobody in', async () => {
    const jar = new CookieJar();
    const callback = await signInOnPlatform(await begin(jar));
    callback.searchParams.set('state', 'forged-state-from-another-browser');
    expect(await complete(jar, callback)).toEqual({ ok: false, reason: 'refused' });
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(jar.cookies.has(LOGIN_COOKIE)).toBe(false);
  });

  it('refuses a replayed callback, with or without the old login cookie', async () => {
    const jar = new CookieJar();
    const started = await begin(jar);
    const loginCookie = jar.cookies.get(LOGIN_COOKIE)!;
    const callback = await signInOnPlatform(started);
    expect((await complete(jar, callback)).ok).toBe(true);

    // The same URL again in the same browser: the sign-in it belonged to is spent.
    const again = new CookieJar();
    expect(await complete(again, callback)).toEqual({ ok: false, reason: 'expired' });
    // Someone who also kept the login cookie: the state matches, but the code works once.
    again.cookies.set(LOGIN_COOKIE, loginCookie);
    expect(await complete(again, callback)).toEqual({ ok: false, reason: 'refused' });
    expect(again.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a code redeemed with another PKCE verifier', async () => {
    const jar = new CookieJar();
    const started = await begin(jar);
    const callback = await signInOnPlatform(started);
    // A login cookie with the right state and nonce but another verifier (sealed with the
    // shop's secret, as only the shop could): the platform refuses the code.
    jar.cookies.set(
      LOGIN_COOKIE,
      await sealData(
        {
          state: started.searchParams.get('state'),
          nonce: started.searchParams.get('nonce'),
          verifier: 'a'.repeat(43),
          returnTo: '/account',
          redirectUri: started.searchParams.get('redirect_uri'),
        },
        { password: config.sessionSecret, ttl: 600 },
      ),
    );
    expect(await complete(jar, callback)).toEqual({ ok: false, reason: 'refused' });
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("answers the platform's own error (the customer cancelled) as refused", async () => {
    const jar = new CookieJar();
    const started = await begin(jar);
    const callback = new URL(started.searchParams.get('redirect_uri')!);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('state', started.searchParams.get('state')!);
    expect(await complete(jar, callback)).toEqual({ ok: false, reason: 'refused' });
  });

  it('refuses a login cookie sealed with another secret (another shop) as no sign-in', async () => {
    const jar = new CookieJar();
    const started = await begin(jar);
    const callback = await signInOnPlatform(started);
    jar.cookies.set(
      LOGIN_COOKIE,
      await sealData(
        { state: started.searchParams.get('state') },
        { password: 'another-shop-secret-of-32-characters!', ttl: 600 },
      ),
    );
    expect(await complete(jar, callback)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('an expired authorization code', () => {
  let quick: RunningPlatform;
  beforeAll(async () => {
    quick = await startPlatform({
      port: 0,
      env: { PLATFORM_ACCOUNT_AUTH_CODE_TTL: '1' },
      log: silentLog,
    });
  });
  afterAll(async () => {
    await quick.close();
  });

  it('is refused, and the customer is not signed in', async () => {
    const quickConfig = platformAccountConfig(quick.url);
    const jar = new CookieJar();
    const response = fakeResponse();
    const started = await beginSignIn(fakeRequest(jar), response.res, '/account', quickConfig);
    jar.take(response.setCookies());
    const callback = await signInOnPlatform(started);
    // The code lives one second here (60 s by default).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const done = fakeResponse();
    expect(await completeSignIn(callbackRequest(jar, callback), done.res, quickConfig)).toEqual({
      ok: false,
      reason: 'refused',
    });
    expect(done.setCookies().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });
});
