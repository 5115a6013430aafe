/**
 * Settings of the Customer Account API stand-in: the one registered client (Shopify's headless
 * channel registers one per storefront), its redirect and logout URIs, and token lifetimes. Read
 * from the platform's environment so tests can shorten lifetimes or register other ports.
 */

export interface AccountSettings {
  /** The shop id in Shopify's account URLs (`/authentication/<shopId>/…`, `/<shopId>/account/…`). */
  shopId: string;
  clientId: string;
  /** Set: the client may also authenticate as a confidential client (Basic or form secret). */
  clientSecret: string | null;
  /** Exact `redirect_uri` values the authorize and token endpoints accept. */
  redirectUris: string[];
  /** `post_logout_redirect_uri` values; an entry ending in `/` also admits every path below it. */
  logoutUris: string[];
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /** Lifetime of an authorization code (Shopify's are short-lived and single-use). */
  authorizationCodeTtlS: number;
  /** Lifetime of the one-time sign-in code the authorize page shows. */
  signInCodeTtlS: number;
  /** Wrong one-time codes allowed before the code is void. */
  signInCodeAttempts: number;
}

export const DEFAULT_SHOP_ID = '60000000001';
export const DEFAULT_CLIENT_ID = 'shp_00000000-0000-4000-8000-000000000046';

/** The shop's dev port, the e2e main server and its neighbours, and the integrations builds. */
const DEFAULT_PORTS = [3000, 3100, 3101, 3102, 3150, 3160, 3200];

function defaultOrigins(): string[] {
  return DEFAULT_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

function list(value: string | undefined, name: string): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${name} must list absolute URLs, got ${JSON.stringify(entry)}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`${name} must list http(s) URLs, got ${JSON.stringify(entry)}`);
  }
  return entries;
}

function seconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(value)}`);
  return n;
}

function text(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * PLATFORM_ACCOUNT_SHOP_ID, _CLIENT_ID, _CLIENT_SECRET, _REDIRECT_URIS and _LOGOUT_URIS
 * (comma-separated), _ACCESS_TOKEN_TTL, _REFRESH_TOKEN_TTL, _AUTH_CODE_TTL, _SIGN_IN_CODE_TTL
 * (seconds) and _SIGN_IN_CODE_ATTEMPTS. Throws on a malformed value.
 */
export function accountSettingsFromEnv(env: Record<string, string | undefined>): AccountSettings {
  const shopId = text(env.PLATFORM_ACCOUNT_SHOP_ID) ?? DEFAULT_SHOP_ID;
  if (!/^\d+$/.test(shopId))
    throw new Error(`PLATFORM_ACCOUNT_SHOP_ID must be digits, got ${JSON.stringify(shopId)}`);
  return {
    shopId,
    clientId: text(env.PLATFORM_ACCOUNT_CLIENT_ID) ?? DEFAULT_CLIENT_ID,
    clientSecret: text(env.PLATFORM_ACCOUNT_CLIENT_SECRET) ?? null,
    redirectUris:
      list(env.PLATFORM_ACCOUNT_REDIRECT_URIS, 'PLATFORM_ACCOUNT_REDIRECT_URIS') ??
      defaultOrigins().map((origin) => `${origin}/account/authorize`),
    logoutUris:
      list(env.PLATFORM_ACCOUNT_LOGOUT_URIS, 'PLATFORM_ACCOUNT_LOGOUT_URIS') ??
      defaultOrigins().map((origin) => `${origin}/`),
    accessTokenTtlS: seconds(
      env.PLATFORM_ACCOUNT_ACCESS_TOKEN_TTL,
      'PLATFORM_ACCOUNT_ACCESS_TOKEN_TTL',
      3600,
    ),
    refreshTokenTtlS: seconds(
      env.PLATFORM_ACCOUNT_REFRESH_TOKEN_TTL,
      'PLATFORM_ACCOUNT_REFRESH_TOKEN_TTL',
      30 * 86400,
    ),
    authorizationCodeTtlS: seconds(
      env.PLATFORM_ACCOUNT_AUTH_CODE_TTL,
      'PLATFORM_ACCOUNT_AUTH_CODE_TTL',
      60,
    ),
    signInCodeTtlS: seconds(
      env.PLATFORM_ACCOUNT_SIGN_IN_CODE_TTL,
      'PLATFORM_ACCOUNT_SIGN_IN_CODE_TTL',
      600,
    ),
    signInCodeAttempts: seconds(
      env.PLATFORM_ACCOUNT_SIGN_IN_CODE_ATTEMPTS,
      'PLATFORM_ACCOUNT_SIGN_IN_CODE_ATTEMPTS',
      5,
    ),
  };
}

/** Whether `uri` is a registered logout destination (exact, or below an entry ending in `/`). */
export function isAllowedLogoutUri(settings: AccountSettings, uri: string): boolean {
  return settings.logoutUris.some(
    (entry) => uri === entry || (entry.endsWith('/') && uri.startsWith(entry)),
  );
}
