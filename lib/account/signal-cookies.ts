/**
 * The server's side of ./signals.ts: the sign-in callback, the sign-out and a refused cart attach
 * write or clear the two readable signal cookies, beside the encrypted session cookie (whose
 * `Set-Cookie` headers iron-session has already added: these are appended, never replacing them).
 * Same `Secure` rule as the session cookie (./cookies.ts); SameSite=Lax, so they ride along the
 * platform's top-level redirects back to the shop.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountConfig } from '@/lib/config/account';
import { getAccountConfig } from '@/lib/config/server';
import { insecureCookiesAllowed, SESSION_TTL_S } from './cookies';
import {
  ACCOUNT_EVENT_COOKIE,
  ACCOUNT_EVENT_TTL_S,
  accountSignalValue,
  SIGNED_IN_COOKIE,
  type AccountSignal,
} from './signals';

type Req = Pick<IncomingMessage, 'headers'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader'>;
type Config = Pick<AccountConfig, 'local'>;

/** Adds one `Set-Cookie` header to those already on the response. */
export function appendSetCookie(res: Res, cookie: string): void {
  const existing = res.getHeader('set-cookie') ?? [];
  const previous = Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('set-cookie', [...previous, cookie]);
}

function cookie(req: Req, config: Config, name: string, value: string, maxAgeS: number) {
  const secure = insecureCookiesAllowed(config, req) ? '' : '; Secure';
  return `${name}=${value}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax${secure}`;
}

function setEvent(req: Req, res: Res, config: Config, signal: AccountSignal): void {
  const value = accountSignalValue(signal);
  appendSetCookie(res, cookie(req, config, ACCOUNT_EVENT_COOKIE, value, ACCOUNT_EVENT_TTL_S));
}

/**
 * A finished sign-in: the signed-in hint (valued with the time, so each sign-in is a new one) and
 * the `signed-in` event with the customer's number (never their email).
 */
export function signalSignedIn(
  req: Req,
  res: Res,
  customerId: string | null,
  config: Config = getAccountConfig(),
  now: () => number = Date.now,
): void {
  const since = String(Math.floor(now() / 1000));
  appendSetCookie(res, cookie(req, config, SIGNED_IN_COOKIE, since, SESSION_TTL_S));
  setEvent(req, res, config, { kind: 'signed-in', customerId });
}

/** Clears the signed-in hint: the server found no session behind it. */
export function clearSignedInHint(req: Req, res: Res, config: Config = getAccountConfig()): void {
  appendSetCookie(res, cookie(req, config, SIGNED_IN_COOKIE, '', 0));
}

/** A sign-out: the hint cleared, and the `signed-out` event when there was a session to end. */
export function signalSignedOut(
  req: Req,
  res: Res,
  hadSession: boolean,
  config: Config = getAccountConfig(),
): void {
  clearSignedInHint(req, res, config);
  if (hadSession) setEvent(req, res, config, { kind: 'signed-out' });
}
