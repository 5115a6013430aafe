/**
 * The two encrypted cookies of sign-in (iron-session seals them with SESSION_SECRET):
 * - `account_session`: the customer's tokens. Nothing of a session lives in a server's memory,
 *   so any instance can answer any request.
 * - `account_login`: one sign-in under way (state, nonce, PKCE verifier, return path), ten minutes.
 * Both are httpOnly and SameSite=Lax (the platform's redirect back is a top-level GET, which Lax
 * lets the cookie ride along). `Secure` always, except on a loopback shop origin (http://localhost,
 * 127.0.0.1) while the accounts are the local platform: browsers would not store a Secure cookie
 * from those plain-http origins in every case, and nothing there is real. A deployment against a
 * real shop is always Secure, whatever its Host header says.
 */
import type { IncomingMessage } from 'node:http';
import type { SessionOptions } from 'iron-session';
import type { AccountConfig } from '@/lib/config/account';
import { isLoopbackHost } from './request-origin';

export const SESSION_COOKIE = 'account_session';
export const LOGIN_COOKIE = 'account_login';

/** A sign-in must be finished within this time (the platform's own code lives 10 min). */
export const LOGIN_TTL_S = 10 * 60;
/** The session cookie outlives the access token: the refresh token keeps it going (Shopify: 30 days). */
export const SESSION_TTL_S = 30 * 24 * 3600;

/** Whether the cookies may go without `Secure`: local platform and a loopback Host only. */
export function insecureCookiesAllowed(
  config: Pick<AccountConfig, 'local'>,
  req: Pick<IncomingMessage, 'headers'>,
): boolean {
  const host = req.headers.host;
  return config.local && typeof host === 'string' && isLoopbackHost(host);
}

function options(
  name: string,
  ttl: number,
  config: Pick<AccountConfig, 'local' | 'sessionSecret'>,
  req: Pick<IncomingMessage, 'headers'>,
): SessionOptions {
  return {
    cookieName: name,
    password: config.sessionSecret,
    ttl,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: !insecureCookiesAllowed(config, req),
      path: '/',
    },
    onUnsealError: (reason) => {
      // A cookie that does not open is a fresh, empty session (iron-session's safe default); an
      // "invalid" one is tampering or another shop's, worth a line in the log, never more.
      if (reason !== 'expired') console.warn(`[account] ignored a ${name} cookie: ${reason}`);
    },
  };
}

export const sessionCookieOptions = (
  config: Pick<AccountConfig, 'local' | 'sessionSecret'>,
  req: Pick<IncomingMessage, 'headers'>,
) => options(SESSION_COOKIE, SESSION_TTL_S, config, req);

export const loginCookieOptions = (
  config: Pick<AccountConfig, 'local' | 'sessionSecret'>,
  req: Pick<IncomingMessage, 'headers'>,
) => options(LOGIN_COOKIE, LOGIN_TTL_S, config, req);
