/**
 * The sign-in side of `npm run test:cluster` (docs/accounts.md: "works across instances: nothing
 * about a session lives in one process's memory"). A customer signs in through instance A, as a
 * browser would over HTTP (the shop's login route, the local platform's sign-in page: the email,
 * then the one-time code the page shows, and A's callback), then reads /account through instance B.
 * Then signs out through B and opens /account on A: signed out there too, even with the old cookie
 * replayed, because B's sign-out ended the session at the platform.
 *
 * The session is a cookie sealed with SESSION_SECRET, so any instance with the same secret opens
 * it; `secrets: 'per-instance'` (CLUSTER_SESSION_SECRET=per-instance) gives A and B each their own,
 * as a deployment that forgot to share it would, and the check fails.
 */
import { randomBytes } from 'node:crypto';

/** The platform's demo customer (emulators/customer-account/directory.ts). */
export const CLUSTER_CUSTOMER = { email: 'ada@example.com', name: 'Ada Lovelace' };

const SESSION_COOKIE = 'account_session';
const TIMEOUT_MS = 10_000;

/**
 * The environment of each instance: one SESSION_SECRET shared by both (a deployment's rule), or
 * one each (`perInstance`, to watch the check fail).
 *
 * @param {string[]} names
 * @param {boolean} perInstance
 * @returns {Record<string, { SESSION_SECRET: string }>}
 */
export function sessionSecrets(names, perInstance) {
  const shared = randomBytes(32).toString('base64url');
  return Object.fromEntries(
    names.map((name) => [
      name,
      { SESSION_SECRET: perInstance ? randomBytes(32).toString('base64url') : shared },
    ]),
  );
}

/**
 * What the local platform must register for the instances' origins (emulators/customer-account/
 * config.ts: its defaults are the dev and e2e ports only): each one's callback and logout URI.
 *
 * @param {string[]} origins
 */
export function platformAccountEnv(origins) {
  return {
    PLATFORM_ACCOUNT_REDIRECT_URIS: origins.map((o) => `${o}/account/authorize`).join(','),
    PLATFORM_ACCOUNT_LOGOUT_URIS: origins.map((o) => `${o}/`).join(','),
  };
}

/** A browser's cookies for the shop's origins (127.0.0.1 on any port: one cookie jar, as browsers keep). */
class CookieJar {
  cookies = new Map();

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Stores each Set-Cookie; an empty value, `Max-Age=0` or a past `Expires` removes it. */
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some(
        (a) =>
          /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** One request as the browser sends it: the jar's cookies (shop origins only), no redirect followed. */
async function request(url, { jar = null, method = 'GET', headers = {}, form } = {}) {
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    headers: {
      ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body: form ? new URLSearchParams(form) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  jar?.take(response);
  return response;
}

function expectStatus(response, status, step) {
  if (response.status !== status)
    throw new Error(`${step}: expected ${status}, got ${response.status}`);
}

/** The platform's sign-in page (emulators/customer-account/authorize-page.ts), as a person fills it. */
async function signInOnPlatform(authorizationUrl, email) {
  const page = await request(authorizationUrl);
  expectStatus(page, 200, 'the platform sign-in page');
  const html = await page.text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '', page.url);
  const signIn = /name="sign_in" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const codePage = await request(action, {
    method: 'POST',
    form: { sign_in: signIn, step: 'email', email },
  });
  expectStatus(codePage, 200, 'the email step');
  const code = /data-sign-in-code>(\d{6})</.exec(await codePage.text())?.[1] ?? '';
  const done = await request(action, {
    method: 'POST',
    form: { sign_in: signIn, step: 'code', code },
  });
  expectStatus(done, 303, 'the one-time code step');
  return new URL(done.headers.get('location') ?? '');
}

/**
 * Signs the customer in through `shop` alone: its login route, the platform's page, its callback.
 * Resolves with the browser's jar, holding the session cookie.
 */
export async function signInThrough(shop, email = CLUSTER_CUSTOMER.email) {
  const jar = new CookieJar();
  const started = await request(`${shop.url}/api/account/login?return=/account`, { jar });
  expectStatus(started, 303, `${shop.name}'s login route`);
  const callback = await signInOnPlatform(new URL(started.headers.get('location') ?? ''), email);
  if (callback.origin !== shop.url)
    throw new Error(`the platform sent the browser back to ${callback.origin}, not ${shop.url}`);
  const landed = await request(callback.href, { jar });
  expectStatus(landed, 303, `${shop.name}'s callback`);
  if (landed.headers.get('location') !== '/account')
    throw new Error(`${shop.name}'s callback landed on ${landed.headers.get('location')}`);
  if (!jar.cookies.has(SESSION_COOKIE)) throw new Error(`${shop.name} set no session cookie`);
  return jar;
}

/**
 * /account on one instance: `signedIn` when it answers 200 with the customer's name (what only a
 * session it could open shows), else where it sent the browser.
 */
export async function accountView(shop, jar, name = CLUSTER_CUSTOMER.name) {
  const response = await request(`${shop.url}/account`, { jar });
  const html = response.status === 200 ? await response.text() : '';
  return {
    status: response.status,
    signedIn: response.status === 200 && html.includes(name),
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
  };
}

/** Whether an /account answer sends the browser to sign in (the page for a visitor without a session). */
const sendsToSignIn = (view) =>
  !view.signedIn && (view.location ?? '').startsWith('/api/account/login');

/** A short description of an /account answer for the check's figure. */
export function describeView(view) {
  if (view.signedIn) return `200 with "${CLUSTER_CUSTOMER.name}" (${view.cacheControl})`;
  return view.location ? `${view.status} → ${view.location}` : `${view.status}, no name`;
}

/**
 * Signs out through `shop` (its Sign out form: a same-origin POST), then follows the page it
 * answers on to the platform's end-session URL, as the browser does. Resolves with where the
 * platform sent the browser back.
 */
export async function signOutThrough(shop, jar) {
  const out = await request(`${shop.url}/api/account/logout`, {
    jar,
    method: 'POST',
    headers: { origin: shop.url },
    form: {},
  });
  expectStatus(out, 200, `${shop.name}'s sign-out`);
  const href = /<a href="([^"]+)">/.exec(await out.text())?.[1]?.replace(/&amp;/g, '&');
  if (!href) throw new Error(`${shop.name}'s sign-out page names no end-session URL`);
  const ended = await request(href);
  expectStatus(ended, 302, "the platform's end-session URL");
  return { cleared: !jar.cookies.has(SESSION_COOKIE), back: ended.headers.get('location') };
}

/** A jar holding only this session cookie: the old cookie, replayed after the sign-out. */
export function replayJar(cookie) {
  const jar = new CookieJar();
  jar.cookies.set(SESSION_COOKIE, cookie);
  return jar;
}

export const sessionCookieOf = (jar) => jar.cookies.get(SESSION_COOKIE) ?? null;

/**
 * Through the deployed front (nginx's one-second cache): the signed-in customer gets their
 * account, twice, and a visitor without a cookie who asks right after is sent to sign in, never
 * served the customer's page from the cache.
 */
async function frontCheck(front, jar, check) {
  const views = [await accountView(front, jar), await accountView(front, jar)];
  const anonymous = await accountView(front, null);
  check(
    'account-not-front-cached',
    views.every((view) => view.signedIn) && sendsToSignIn(anonymous),
    `/account through the front cache: signed in ${views.map(describeView).join(', ')}; right after, without a cookie: ${describeView(anonymous)}`,
  );
}

const ACCOUNT_CHECKS = [
  'account-across-instances',
  'account-not-front-cached',
  'sign-out-across-instances',
];

/**
 * The checks: `account-across-instances` (signed in through A, B shows the account),
 * `account-not-front-cached` (through `front`, no visitor is served another's account) and
 * `sign-out-across-instances` (signed out through B, A shows it no longer, not even to the old
 * cookie). `check(name, pass, figure)` records each, as the other checks of the cluster test.
 */
export async function accountChecks({ a, b, front }, check) {
  let jar;
  try {
    jar = await signInThrough(a);
  } catch (error) {
    for (const name of ACCOUNT_CHECKS)
      check(name, false, `sign-in through A failed: ${error.message}`);
    return;
  }
  const onB = await accountView(b, jar);
  check(
    'account-across-instances',
    onB.signedIn && /private/.test(onB.cacheControl ?? ''),
    `signed in through A (its login route, the platform's page, its callback); /account on B: ${describeView(onB)}`,
  );
  await frontCheck(front, jar, check);
  const cookie = sessionCookieOf(jar);
  const out = await signOutThrough(b, jar).catch((error) => ({ error }));
  if (out.error) {
    check(ACCOUNT_CHECKS[2], false, `sign-out through B failed: ${out.error.message}`);
    return;
  }
  const onA = await accountView(a, jar);
  const replayed = await accountView(a, replayJar(cookie));
  check(
    'sign-out-across-instances',
    onB.signedIn && out.cleared && sendsToSignIn(onA) && sendsToSignIn(replayed),
    `signed out through B (cookie ${out.cleared ? 'cleared' : 'KEPT'}, platform sent the browser to ${out.back}); /account on A: ${describeView(onA)}; on A with the old cookie replayed: ${describeView(replayed)}`,
  );
}
