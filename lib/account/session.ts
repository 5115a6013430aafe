/**
 * The signed-in customer's session, for any server code that acts for them (the account pages,
 * the cart's buyer identity, later orders and subscriptions): `getCustomerSession(req, res)`
 * answers a fresh access token, refreshing it first when it is about to expire, or null when
 * nobody is signed in. The tokens live only in the encrypted cookie (lib/account/cookies.ts); they
 * never reach the browser's JavaScript.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession } from 'iron-session';
import type { AccountConfig } from '@/lib/config/account';
import { getAccountConfig } from '@/lib/config/server';
import { sessionCookieOptions } from './cookies';
import { oauthReason, oidc, oidcConfiguration } from './oidc';

/** What the session cookie holds. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Kept for the platform's sign-out (`id_token_hint`); a refresh brings none, so it stays. */
  idToken: string;
  /** When the access token expires (ms since the epoch). */
  expiresAt: number;
}

export interface CustomerSession {
  /** A Customer Account API access token valid for at least REFRESH_MARGIN_MS more. */
  accessToken: string;
}

/** Refresh this long before the access token expires (as Hydrogen does). */
export const REFRESH_MARGIN_MS = 120_000;

export interface SessionDeps {
  config?: AccountConfig;
  now?: () => number;
}

type Req = IncomingMessage;
type Res = ServerResponse;

function isTokens(value: Partial<SessionTokens>): value is SessionTokens {
  return (
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    typeof value.idToken === 'string' &&
    typeof value.expiresAt === 'number'
  );
}

export function openSession(
  req: Req,
  res: Res,
  config: AccountConfig = getAccountConfig(),
): Promise<IronSession<SessionTokens>> {
  return getIronSession<SessionTokens>(req, res, sessionCookieOptions(config, req));
}

/** The tokens in the request's session cookie, or null (none, or one that does not open). */
export async function readSessionTokens(
  req: Req,
  res: Res,
  config?: AccountConfig,
): Promise<SessionTokens | null> {
  const session = await openSession(req, res, config);
  return isTokens(session) ? session : null;
}

/** Writes `tokens` as the session cookie (a sign-in, a refresh). */
export async function saveSession(
  req: Req,
  res: Res,
  tokens: SessionTokens,
  config?: AccountConfig,
): Promise<void> {
  const session = await openSession(req, res, config);
  Object.assign(session, tokens);
  await session.save();
}

/** Removes the session cookie (sign-out here; the platform's session is ended by logout). */
export async function clearSession(req: Req, res: Res, config?: AccountConfig): Promise<void> {
  (await openSession(req, res, config)).destroy();
}

/**
 * A fresh access token for the signed-in customer, or null. A token expiring within
 * REFRESH_MARGIN_MS is refreshed first (refresh tokens rotate: the new pair is saved); a refused
 * or failed refresh signs the customer out here (the cookie is cleared) and answers null, which
 * leaves their cart alone: it lives in the browser.
 */
export async function getCustomerSession(
  req: Req,
  res: Res,
  deps: SessionDeps = {},
): Promise<CustomerSession | null> {
  const config = deps.config ?? getAccountConfig();
  const now = deps.now ?? Date.now;
  const session = await openSession(req, res, config);
  if (!isTokens(session)) {
    // A cookie that opened to something else (an older shape) is dropped, not kept around.
    if (Object.keys(session).length > 0) session.destroy();
    return null;
  }
  if (session.expiresAt - REFRESH_MARGIN_MS > now()) return { accessToken: session.accessToken };
  try {
    const configuration = await oidcConfiguration(config);
    const refreshed = await oidc.refreshTokenGrant(configuration, session.refreshToken);
    session.accessToken = refreshed.access_token;
    session.refreshToken = refreshed.refresh_token ?? session.refreshToken;
    session.idToken = refreshed.id_token ?? session.idToken;
    session.expiresAt = now() + (refreshed.expires_in ?? 0) * 1000;
    await session.save();
    return { accessToken: session.accessToken };
  } catch (error) {
    console.warn(`[account] refresh failed, signing the customer out: ${oauthReason(error)}`);
    session.destroy();
    return null;
  }
}
