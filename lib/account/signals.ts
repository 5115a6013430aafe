/**
 * What the server tells the browser's own code about a sign-in, in two small cookies that are
 * NOT httpOnly (they hold no secret, and never an email): the page's first load carries no session
 * code, so the code that needs to know (the integrations, the cart engine: both loaded later, off
 * the first load) reads these instead of asking the server.
 * - `account_signed_in`: someone is signed in in this browser, since the time it holds (seconds).
 *   A hint only: the server checks the real session (the encrypted httpOnly cookie) on every call,
 *   and clears the hint when it finds none. A new sign-in gives a new value.
 * - `account_event`: one event still to report to analytics, `signed-in.<customer number>` or
 *   `signed-out`, set by the sign-in callback and the sign-out and living a few minutes: it rides
 *   along the redirects to the page the customer lands on, where the integrations (after consent)
 *   send it once and delete it.
 * Anywhere: no server-only import.
 */
export const SIGNED_IN_COOKIE = 'account_signed_in';
export const ACCOUNT_EVENT_COOKIE = 'account_event';
/** How long an unsent account event waits for the integrations (and the visitor's consent). */
export const ACCOUNT_EVENT_TTL_S = 10 * 60;

/** The route the cart engine posts a cart id to, attaching the signed-in customer to it. */
export const CART_IDENTITY_PATH = '/api/account/cart-identity';
/** The route answering the signed-in customer's email, for analytics under marketing consent. */
export const ANALYTICS_TRAITS_PATH = '/api/account/analytics-traits';

export type AccountSignal =
  /** `customerId`: the customer's number (the digits of their global id), null when unknown. */
  { kind: 'signed-in'; customerId: string | null } | { kind: 'signed-out' };

const NUMBER = /^[0-9]{1,20}$/;
const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\/([0-9]{1,20})$/;

/**
 * The customer's number from an id_token `sub` or a Customer global id:
 * `gid://shopify/Customer/7000000001` or `7000000001` → `7000000001`; anything else → null.
 */
export function customerNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (NUMBER.test(value)) return value;
  return CUSTOMER_GID.exec(value)?.[1] ?? null;
}

/** The `account_event` cookie's value for a signal. */
export function accountSignalValue(signal: AccountSignal): string {
  if (signal.kind === 'signed-out') return 'signed-out';
  return signal.customerId === null ? 'signed-in' : `signed-in.${signal.customerId}`;
}

/** The signal an `account_event` value names, or null for anything else (a forged value). */
export function parseAccountSignal(value: string | null | undefined): AccountSignal | null {
  if (value === 'signed-out') return { kind: 'signed-out' };
  if (value === 'signed-in') return { kind: 'signed-in', customerId: null };
  const match = /^signed-in\.([0-9]{1,20})$/.exec(value ?? '');
  return match?.[1] ? { kind: 'signed-in', customerId: match[1] } : null;
}

/** Whether an `account_signed_in` value is one the server writes (seconds since the epoch). */
export function isSignedInFlag(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[0-9]{1,12}$/.test(value);
}

/** One cookie's value from a `Cookie` header or `document.cookie`, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The browser's cookies as this code uses them (tests pass a stand-in). */
export interface CookieJar {
  /** All cookies, as `document.cookie` reads them. */
  read(): string;
  /** Removes a cookie this shop set (Path=/). */
  remove(name: string): void;
}

/** `document`'s cookies; on a server (no document), an empty jar. */
export function documentCookies(): CookieJar {
  if (typeof document === 'undefined') return { read: () => '', remove: () => {} };
  return {
    read: () => document.cookie,
    remove(name) {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}
