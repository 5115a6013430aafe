/**
 * The authorization code flow with PKCE, `state` and `nonce` (OpenID Connect, as Shopify's
 * Customer Account API requires of a public client). `beginSignIn` keeps the sign-in's secrets in
 * the short-lived encrypted `account_login` cookie and answers the platform's authorize URL;
 * `completeSignIn`, on the callback, checks them through openid-client (state, PKCE verifier,
 * id_token signature, issuer, audience, nonce), removes the cookie in every case (so a callback
 * URL cannot be replayed) and saves the tokens as the session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession } from 'iron-session';
import { CALLBACK_PATH, type AccountConfig } from '@/lib/config/account';
import { getAccountConfig } from '@/lib/config/server';
import { errorMessage } from '@/lib/errors';
import { loginCookieOptions } from './cookies';
import { ACCOUNT_SCOPE, oauthReason, oidc, oidcConfiguration } from './oidc';
import { requestOrigin } from './request-origin';
import { safeReturnPath, type SignInProblemReason } from './return-path';
import { saveSession } from './session';
import { customerNumber } from './signals';

interface LoginState {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  /** The redirect_uri sent, which the token request must repeat exactly. */
  redirectUri: string;
}

type Req = IncomingMessage;
type Res = ServerResponse;

export type SignInOutcome =
  /** `customerId`: the customer's number, from the id_token's `sub` (null if it names none). */
  | { ok: true; returnTo: string; customerId: string | null }
  /** `expired`: no sign-in under way here (none started, finished already, or over ten minutes). */
  | { ok: false; reason: SignInProblemReason };

/**
 * The callback URL for this request: the configured one, or (local platform) the request's own
 * loopback origin, so the cookie set here is sent back there.
 */
export function callbackUrl(req: Req, config: AccountConfig): string {
  if (config.callbackUrl) return config.callbackUrl;
  return new URL(CALLBACK_PATH, requestOrigin(req) ?? 'http://localhost:3000').href;
}

/** Starts a sign-in: stores its secrets in the login cookie, answers where to send the browser. */
export async function beginSignIn(
  req: Req,
  res: Res,
  returnTo: unknown,
  config: AccountConfig = getAccountConfig(),
): Promise<URL> {
  const configuration = await oidcConfiguration(config);
  const login: LoginState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(returnTo),
    redirectUri: callbackUrl(req, config),
  };
  const cookie = await getIronSession<LoginState>(req, res, loginCookieOptions(config, req));
  Object.assign(cookie, login);
  await cookie.save();
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: login.redirectUri,
    scope: ACCOUNT_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(login.verifier),
    code_challenge_method: 'S256',
    state: login.state,
    nonce: login.nonce,
  });
}

function isLoginState(value: Partial<LoginState>): value is LoginState {
  return ['state', 'nonce', 'verifier', 'returnTo', 'redirectUri'].every(
    (key) => typeof value[key as keyof LoginState] === 'string',
  );
}

/**
 * Finishes a sign-in from the callback request (`req.url` carries `code` and `state`, or the
 * platform's `error`). Every failure is a value, never a throw: the page says it in words.
 */
export async function completeSignIn(
  req: Req,
  res: Res,
  config: AccountConfig = getAccountConfig(),
  now: () => number = Date.now,
): Promise<SignInOutcome> {
  const cookie = await getIronSession<LoginState>(req, res, loginCookieOptions(config, req));
  const login = isLoginState(cookie) ? { ...cookie } : null;
  // Spent whatever happens next: one sign-in, one callback.
  cookie.destroy();
  if (!login) return { ok: false, reason: 'expired' };
  const current = new URL(login.redirectUri);
  current.search = new URL(req.url ?? '/', 'http://shop.invalid').search;
  let configuration;
  try {
    configuration = await oidcConfiguration(config);
  } catch (error) {
    console.warn(`[account] sign-in: the platform is unavailable: ${errorMessage(error)}`);
    return { ok: false, reason: 'unavailable' };
  }
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: login.verifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    if (!tokens.refresh_token || !tokens.id_token) throw new Error('no refresh or id token');
    await saveSession(
      req,
      res,
      {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        idToken: tokens.id_token,
        expiresAt: now() + (tokens.expires_in ?? 0) * 1000,
      },
      config,
    );
    return { ok: true, returnTo: login.returnTo, customerId: customerNumber(tokens.claims()?.sub) };
  } catch (error) {
    // Never the error itself to the customer: it may quote the platform's answer.
    console.warn(`[account] sign-in refused: ${oauthReason(error)}`);
    return { ok: false, reason: 'refused' };
  }
}
