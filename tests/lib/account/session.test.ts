/**
 * The session cookie against the local platform over HTTP (docs/accounts.md, "The session cookie"):
 * a token about to expire is refreshed (and the rotated pair saved), a refused refresh signs the
 * customer out, and a tampered or foreign cookie reads as signed out without an error.
 */
import { sealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { SESSION_COOKIE } from '@/lib/account/cookies';
import { getCustomerProfile } from '@/lib/account/customer-api';
import { forgetDiscovery } from '@/lib/account/oidc';
import { getCustomerSession, readSessionTokens, REFRESH_MARGIN_MS } from '@/lib/account/session';
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

async function signedInJar(email = 'ada@example.com'): Promise<CookieJar> {
  const jar = new CookieJar();
  const started = fakeResponse();
  const url = await beginSignIn(fakeRequest(jar), started.res, '/account', config);
  jar.take(started.setCookies());
  const done = fakeResponse();
  const callback = await signInOnPlatform(url, email);
  expect((await completeSignIn(callbackRequest(jar, callback), done.res, config)).ok).toBe(true);
  jar.take(done.setCookies());
  return jar;
}

/** getCustomerSession as a request of `jar` would get it, `aheadMs` from now; the jar follows. */
async function session(jar: CookieJar, aheadMs = 0) {
  const response = fakeResponse();
  const result = await getCustomerSession(fakeRequest(jar), response.res, {
    config,
    now: () => Date.now() + aheadMs,
  });
  jar.take(response.setCookies());
  return result;
}

describe('getCustomerSession', () => {
  it('answers the access token as it is while it has time left, without a new cookie', async () => {
    const jar = await signedInJar();
    const before = jar.cookies.get(SESSION_COOKIE);
    const first = await session(jar);
    expect(first?.accessToken).toMatch(/\S/);
    expect(jar.cookies.get(SESSION_COOKIE)).toBe(before);
  });

  it('refreshes a token about to expire, saves the rotated pair, and the new one works', async () => {
    const jar = await signedInJar();
    const original = await session(jar);
    // One hour tokens (the platform's default): an hour ahead is inside the refresh margin.
    const refreshed = await session(jar, 3600_000 - REFRESH_MARGIN_MS + 1_000);
    expect(refreshed?.accessToken).toMatch(/\S/);
    expect(refreshed?.accessToken).not.toBe(original?.accessToken);
    expect((await getCustomerProfile(refreshed!.accessToken, config)).email).toBe(
      'ada@example.com',
    );
    const tokens = await readSessionTokens(fakeRequest(jar), fakeResponse().res, config);
    expect(tokens?.accessToken).toBe(refreshed?.accessToken);
    expect(tokens?.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('signs the customer out when the refresh is refused (a spent refresh token)', async () => {
    const jar = await signedInJar();
    const stale = jar.cookies.get(SESSION_COOKIE)!;
    expect(await session(jar, 3600_000)).not.toBeNull();
    // An older copy of the cookie (another tab's, a restored backup) holds the spent token.
    const old = new CookieJar();
    old.cookies.set(SESSION_COOKIE, stale);
    expect(await session(old, 3600_000)).toBeNull();
    expect(old.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('signs the customer out when the platform forgot the session (restart, sign-out elsewhere)', async () => {
    const jar = await signedInJar();
    await fetch(new URL('/__admin/reset', platform.url), { method: 'POST' });
    expect(await session(jar, 3600_000)).toBeNull();
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it.each([
    ['a tampered cookie', (seal: string) => `${seal.slice(0, -4)}AAAA`],
    ['a cookie that is no seal at all', () => 'not-a-seal'],
    ['an empty cookie', () => ''],
  ])('reads %s as signed out', async (_name, tamper) => {
    const jar = await signedInJar();
    jar.cookies.set(SESSION_COOKIE, tamper(jar.cookies.get(SESSION_COOKIE)!));
    expect(await session(jar)).toBeNull();
  });

  it("reads another shop's cookie (another secret) and a cookie of another shape as signed out", async () => {
    const tokens = {
      accessToken: 'a',
      refreshToken: 'r',
      idToken: 'i',
      expiresAt: Date.now() + 3600_000,
    };
    const foreign = new CookieJar();
    foreign.cookies.set(
      SESSION_COOKIE,
      await sealData(tokens, { password: 'another-shop-secret-of-32-characters!' }),
    );
    expect(await session(foreign)).toBeNull();
    const shaped = new CookieJar();
    shaped.cookies.set(
      SESSION_COOKIE,
      await sealData({ user: 'x' }, { password: config.sessionSecret }),
    );
    expect(await session(shaped)).toBeNull();
    expect(shaped.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});
