/**
 * Customer Account API settings (docs/accounts.md, "Configuration"), server only: the app's client
 * id, where the OpenID configuration is discovered, the GraphQL endpoint, the callback and logout
 * URLs, and the secret that encrypts the session cookie. Unset, everything points at the local
 * platform (emulators/ customer-account), which stands in for Shopify's API on a loopback host;
 * against a real shop the client id and `SESSION_SECRET` must be set, and `accountConfig` says so
 * by throwing.
 */
import { isLoopbackUrl } from './index';

/** The local platform's one registered client (emulators/customer-account/config.ts). */
export const LOCAL_CLIENT_ID = 'shp_00000000-0000-4000-8000-000000000046';

/**
 * Encrypts session cookies while the accounts are the local platform's (dev, e2e) only: it is in
 * the repository, so it protects nothing, which is fine for a stand-in's throwaway tokens.
 */
export const LOCAL_SESSION_SECRET = 'local-platform-session-secret-dev-and-e2e-only';

/** iron-session's minimum, and what Shopify-grade tokens deserve. */
export const SESSION_SECRET_MIN_LENGTH = 32;

/** The callback path the local platform registers (PLATFORM_ACCOUNT_REDIRECT_URIS). */
export const CALLBACK_PATH = '/account/authorize';

export interface AccountConfig {
  clientId: string;
  /** The OpenID Connect discovery document. */
  discoveryUrl: string;
  /** The Customer Account GraphQL endpoint; null: read from `<issuer origin>/.well-known/customer-account-api`. */
  graphqlUrl: string | null;
  /**
   * The accounts are the local platform on a loopback host: its http issuer is allowed, and the
   * session cookie may drop `Secure` on a loopback shop origin (see lib/account/cookies.ts).
   */
  local: boolean;
  /**
   * The registered callback URL; null (local platform only, or a real shop without a site URL,
   * which the build refuses anyway): the request's own loopback origin + CALLBACK_PATH.
   */
  callbackUrl: string | null;
  /** Where the platform returns a signed-out customer; null (local only): the request's origin + `/`. */
  logoutReturnUrl: string | null;
  sessionSecret: string;
}

export class AccountConfigError extends Error {
  constructor(message: string) {
    super(`Configuration: ${message}`);
    this.name = 'AccountConfigError';
  }
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function absoluteUrl(env: Env, name: string): string | null {
  const raw = value(env, name);
  if (raw === null) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below
  }
  throw new AccountConfigError(
    `${name} must be an absolute http(s) URL, got ${JSON.stringify(raw)}`,
  );
}

/**
 * Reads CUSTOMER_ACCOUNT_CLIENT_ID, CUSTOMER_ACCOUNT_DISCOVERY_URL, CUSTOMER_ACCOUNT_API_URL,
 * CUSTOMER_ACCOUNT_CALLBACK_URL, CUSTOMER_ACCOUNT_LOGOUT_URL (default: on NEXT_PUBLIC_SITE_URL) and
 * SESSION_SECRET. `storeUrl` is the
 * Storefront API's shop origin: Shopify serves both discovery documents there.
 * @throws AccountConfigError on a malformed value, or a real shop without its client id or secret
 */
export function accountConfig(env: Env, storeUrl: string): AccountConfig {
  const discoveryUrl =
    absoluteUrl(env, 'CUSTOMER_ACCOUNT_DISCOVERY_URL') ??
    new URL('/.well-known/openid-configuration', storeUrl).href;
  const local = isLoopbackUrl(discoveryUrl);
  const secret = value(env, 'SESSION_SECRET');
  if (secret !== null && secret.length < SESSION_SECRET_MIN_LENGTH)
    throw new AccountConfigError(
      `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters (it encrypts the sign-in cookie); it has ${secret.length}`,
    );
  const clientId = value(env, 'CUSTOMER_ACCOUNT_CLIENT_ID') ?? (local ? LOCAL_CLIENT_ID : null);
  if (clientId === null)
    throw new AccountConfigError(
      'CUSTOMER_ACCOUNT_CLIENT_ID is unset. Against a real shop, set it to the Customer Account API client id of the Headless (or Hydrogen) channel.',
    );
  if (secret === null && !local)
    throw new AccountConfigError(
      `SESSION_SECRET is unset. Against a real shop, set it (server only, at least ${SESSION_SECRET_MIN_LENGTH} random characters, e.g. \`openssl rand -base64 48\`): it encrypts the sign-in cookie.`,
    );
  const callbackUrl = absoluteUrl(env, 'CUSTOMER_ACCOUNT_CALLBACK_URL');
  const logoutReturnUrl = absoluteUrl(env, 'CUSTOMER_ACCOUNT_LOGOUT_URL');
  // Against a real shop, unset: on the shop's public origin (NEXT_PUBLIC_SITE_URL, which such a
  // build requires). Locally, the request's own loopback origin, so dev on :3000 and the browser
  // tests on 127.0.0.1:3100 each come back to the host their cookie is on.
  const site = local ? null : absoluteUrl(env, 'NEXT_PUBLIC_SITE_URL');
  const onSite = (path: string) => (site === null ? null : new URL(path, site).href);
  return {
    clientId,
    discoveryUrl,
    graphqlUrl: absoluteUrl(env, 'CUSTOMER_ACCOUNT_API_URL'),
    local,
    callbackUrl: callbackUrl ?? onSite(CALLBACK_PATH),
    logoutReturnUrl: logoutReturnUrl ?? onSite('/'),
    sessionSecret: secret ?? LOCAL_SESSION_SECRET,
  };
}

/**
 * The build's check (next.config.ts): every account setting but the secret must be right, or the
 * build stops with accountConfig's message. SESSION_SECRET is a runtime secret, which an image
 * build should not need: unset there, a notice is returned, and the server's start refuses to run
 * without it (instrumentation.ts).
 */
export function accountBuildNotice(env: Env, storeUrl: string): string | null {
  const placeholder = 'x'.repeat(SESSION_SECRET_MIN_LENGTH);
  const config = accountConfig(
    { ...env, SESSION_SECRET: value(env, 'SESSION_SECRET') ?? placeholder },
    storeUrl,
  );
  if (config.local || value(env, 'SESSION_SECRET') !== null) return null;
  return '[config] SESSION_SECRET is unset at build time: the server will not start without it (it encrypts the sign-in cookie).';
}
