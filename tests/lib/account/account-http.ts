/**
 * Shared by the sign-in tests: the local platform over HTTP (its real Customer Account stand-in
 * and Storefront API), requests and responses as Next hands them to a route (only the parts the
 * account code reads), a browser's cookie jar, and the platform's sign-in pages driven as a
 * browser would (email, then the one-time code the page shows).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect } from 'vitest';
import { accountConfig, type AccountConfig } from '@/lib/config/account';
import { shownCodeOf, signInIdOf } from '../../emulators/account-fixtures';

export const SHOP_HOST = 'localhost:3000';
export const SHOP_ORIGIN = `http://${SHOP_HOST}`;

export function platformAccountConfig(platformUrl: string, env: Record<string, string> = {}) {
  return accountConfig(
    { CUSTOMER_ACCOUNT_DISCOVERY_URL: `${platformUrl}/.well-known/openid-configuration`, ...env },
    platformUrl,
  );
}

/** A browser's cookies for the shop: what Set-Cookie stored, minus what it expired. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie lines last received, for attribute checks. */
  lastSetCookies: string[] = [];

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(setCookie: string[]): void {
    this.lastSetCookies = setCookie;
    for (const line of setCookie) {
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

export interface FakeResponse {
  res: ServerResponse;
  headers: Map<string, unknown>;
  setCookies(): string[];
  status(): number;
  body(): unknown;
}

export function fakeRequest(
  jar: CookieJar | null,
  options: { url?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {},
): IncomingMessage & {
  query: Record<string, string>;
  body: unknown;
  cookies: Record<string, string>;
} {
  const url = options.url ?? '/';
  return {
    url,
    method: options.method ?? 'GET',
    headers: { host: SHOP_HOST, ...(jar ? { cookie: jar.header() } : {}), ...options.headers },
    query: Object.fromEntries(new URL(url, SHOP_ORIGIN).searchParams),
    body: options.body,
    cookies: Object.fromEntries(jar?.cookies ?? []),
  } as never;
}

/** A ServerResponse as far as iron-session and Next's API helpers are used here. */
export function fakeResponse(): FakeResponse {
  const headers = new Map<string, unknown>();
  let statusCode = 200;
  let sent: unknown;
  const res = {
    headersSent: false,
    get statusCode() {
      return statusCode;
    },
    set statusCode(code: number) {
      statusCode = code;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return res;
    },
    status(code: number) {
      statusCode = code;
      return res;
    },
    json(value: unknown) {
      sent = value;
      return res;
    },
    send(value: unknown) {
      sent = value;
      return res;
    },
    end() {
      return res;
    },
    redirect(code: number, location: string) {
      statusCode = code;
      headers.set('location', location);
      return res;
    },
  };
  return {
    res: res as unknown as ServerResponse,
    headers,
    setCookies: () => {
      const value = headers.get('set-cookie');
      return Array.isArray(value) ? (value as string[]) : value ? [String(value)] : [];
    },
    status: () => statusCode,
    body: () => sent,
  };
}

function postForm(url: string, form: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

/** Signs `email` in on the platform's pages; resolves with the callback URL it redirects to. */
export async function signInOnPlatform(authorizationUrl: URL, email = 'ada@example.com') {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = new URL(
    /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '',
    authorizationUrl,
  );
  const signIn = signInIdOf(html);
  const codePage = await postForm(action.href, { sign_in: signIn, step: 'email', email });
  const code = shownCodeOf(await codePage.text());
  const done = await postForm(action.href, { sign_in: signIn, step: 'code', code });
  expect(done.status).toBe(303);
  return new URL(done.headers.get('location') ?? '');
}

/** The callback request the browser makes after the platform's redirect. */
export function callbackRequest(jar: CookieJar, callback: URL) {
  return fakeRequest(jar, { url: `${callback.pathname}${callback.search}` });
}

export type { AccountConfig };
