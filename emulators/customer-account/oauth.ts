/**
 * Discovery, JWKS, token and logout endpoints of the Customer Account API stand-in, at Shopify's
 * paths under `/authentication/<shopId>`. The token endpoint takes form bodies and answers RFC 6749
 * JSON (`{ error, error_description }` on refusal); logout revokes the session named by the
 * id_token_hint and returns to a registered post_logout_redirect_uri.
 */
import { json } from '../http';
import { renderSignInError, renderSignedOut } from './authorize-page';
import { isAllowedLogoutUri, type AccountSettings } from './config';
import type { AccountDirectory } from './directory';
import { jwks, signJwt, verifyJwt } from './jwt';
import { CUSTOMER_API_VERSION } from './schema';
import { GrantError, type IssuedTokens, type SessionStore } from './sessions';

export interface OAuthDeps {
  settings: AccountSettings;
  sessions: SessionStore;
  directory: AccountDirectory;
  publicUrl: string;
  shopName: string;
  now: () => number;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export function issuer(deps: Pick<OAuthDeps, 'publicUrl' | 'settings'>): string {
  return `${deps.publicUrl}/authentication/${deps.settings.shopId}`;
}

export function openidConfiguration(deps: OAuthDeps): Response {
  const base = issuer(deps);
  const auth =
    deps.settings.clientSecret !== null
      ? ['none', 'client_secret_basic', 'client_secret_post']
      : ['none'];
  return json({
    issuer: base,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
    end_session_endpoint: `${base}/logout`,
    jwks_uri: `${base}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'email', 'customer-account-api:full'],
    token_endpoint_auth_methods_supported: auth,
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'sid',
      'email',
      'email_verified',
    ],
  });
}

export function customerAccountApiConfiguration(deps: OAuthDeps): Response {
  const { publicUrl, settings } = deps;
  return json({
    graphql_api: `${publicUrl}/${settings.shopId}/account/customer/api/${CUSTOMER_API_VERSION}/graphql`,
  });
}

export function jwksResponse(): Response {
  return json(jwks());
}

function tokenError(status: number, error: string, description: string): Response {
  return json({ error, error_description: description }, status, NO_STORE);
}

/** The client a token request authenticates as, or the invalid_client answer. */
function clientOf(request: Request, form: URLSearchParams, settings: AccountSettings) {
  let clientId = form.get('client_id');
  let secret = form.get('client_secret');
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    try {
      clientId = decodeURIComponent(decoded.slice(0, colon < 0 ? undefined : colon));
      secret = colon < 0 ? '' : decodeURIComponent(decoded.slice(colon + 1));
    } catch {
      return { error: 'The Basic credentials are malformed.' } as const;
    }
  }
  if (clientId !== settings.clientId) return { error: 'The client_id is unknown.' } as const;
  if (secret !== null && secret !== settings.clientSecret)
    return { error: 'The client secret is wrong.' } as const;
  return { clientId, confidential: secret !== null } as const;
}

function tokenBody(deps: OAuthDeps, issued: IssuedTokens, withIdToken: boolean) {
  const { session } = issued;
  const now = Math.floor(deps.now() / 1000);
  const customer = deps.directory.customer(session.customerId);
  const idToken = signJwt({
    iss: issuer(deps),
    sub: session.customerId,
    aud: session.clientId,
    iat: now,
    exp: now + deps.settings.accessTokenTtlS,
    auth_time: session.authTime,
    sid: session.id,
    ...(session.nonce !== null ? { nonce: session.nonce } : {}),
    ...(customer ? { email: customer.email, email_verified: true } : {}),
  });
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer',
    expires_in: issued.expiresIn,
    refresh_token: issued.refreshToken,
    scope: session.scope,
    ...(withIdToken ? { id_token: idToken } : {}),
  };
}

export async function tokenEndpoint(request: Request, deps: OAuthDeps): Promise<Response> {
  if (request.method !== 'POST') return tokenError(405, 'invalid_request', 'Use POST.');
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
    return tokenError(
      400,
      'invalid_request',
      'The body must be application/x-www-form-urlencoded.',
    );
  const form = new URLSearchParams(await request.text());
  const client = clientOf(request, form, deps.settings);
  if ('error' in client) return tokenError(401, 'invalid_client', client.error ?? 'invalid client');
  try {
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const issued = deps.sessions.redeemCode({
        code: form.get('code') ?? '',
        clientId: client.clientId,
        redirectUri: form.get('redirect_uri'),
        codeVerifier: form.get('code_verifier'),
        confidential: client.confidential,
      });
      return json(tokenBody(deps, issued, true), 200, NO_STORE);
    }
    if (grantType === 'refresh_token') {
      const issued = deps.sessions.refresh(form.get('refresh_token') ?? '', client.clientId);
      return json(tokenBody(deps, issued, false), 200, NO_STORE);
    }
    return tokenError(
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token.',
    );
  } catch (error) {
    if (error instanceof GrantError) return tokenError(400, error.error, error.message);
    throw error;
  }
}

function page(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE },
  });
}

/** RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0), GET or form POST. */
export async function logoutEndpoint(request: Request, deps: OAuthDeps): Promise<Response> {
  const params =
    request.method === 'POST'
      ? new URLSearchParams(await request.text())
      : new URL(request.url).searchParams;
  const hint = params.get('id_token_hint');
  const returnTo = params.get('post_logout_redirect_uri');
  const refuse = (message: string) =>
    page(400, renderSignInError(deps.shopName, 'Sign-out not possible', message));
  if (returnTo !== null && !isAllowedLogoutUri(deps.settings, returnTo))
    return refuse(
      'The shop asked to return you to a post_logout_redirect_uri it has not registered.',
    );
  if (hint === null) {
    if (returnTo !== null) return refuse('A post_logout_redirect_uri needs an id_token_hint.');
    return page(200, renderSignedOut(deps.shopName));
  }
  const claims = verifyJwt(hint);
  if (!claims || claims.iss !== issuer(deps) || claims.aud !== deps.settings.clientId)
    return refuse('The id_token_hint is not a token this shop issued.');
  if (typeof claims.sid === 'string') deps.sessions.endSession(claims.sid);
  if (returnTo === null) return page(200, renderSignedOut(deps.shopName));
  const url = new URL(returnTo);
  const state = params.get('state');
  if (state !== null) url.searchParams.set('state', state);
  return new Response(null, { status: 302, headers: { location: url.href, ...NO_STORE } });
}
