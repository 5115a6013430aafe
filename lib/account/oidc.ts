/**
 * The OpenID Connect client of the Customer Account API (openid-client 6): discovery once per
 * server process (a Configuration is shop metadata, not a session: instances may each hold one),
 * discovered again after a failure. A public client with PKCE, as Shopify's headless channel
 * registers. Plain-http issuers are allowed only when the accounts are the local platform.
 */
import * as oidc from 'openid-client';
import type { AccountConfig } from '@/lib/config/account';
import { errorMessage } from '@/lib/errors';

export type OidcConfiguration = oidc.Configuration;

/** Shopify's scopes for the Customer Account API (Hydrogen asks for the same). */
export const ACCOUNT_SCOPE = 'openid email customer-account-api:full';

/** Discovery and token calls give up after this long (a platform not coming back). */
const TIMEOUT_S = 10;

const discovered = new Map<string, Promise<OidcConfiguration>>();

async function discover(config: AccountConfig): Promise<OidcConfiguration> {
  const configuration = await oidc.discovery(
    new URL(config.discoveryUrl),
    config.clientId,
    undefined,
    oidc.None(),
    {
      timeout: TIMEOUT_S,
      ...(config.local ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  configuration.timeout = TIMEOUT_S;
  return configuration;
}

/** The discovered configuration for these settings; a failed discovery is retried next time. */
export function oidcConfiguration(config: AccountConfig): Promise<OidcConfiguration> {
  const key = `${config.discoveryUrl} ${config.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    pending = discover(config);
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  return pending;
}

/** Forgets discovered configurations (tests start platforms on new ports). */
export function forgetDiscovery(): void {
  discovered.clear();
}

/** A log line's reason: openid-client's message and, from the platform, its OAuth error code. */
export function oauthReason(error: unknown): string {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? `${errorMessage(error)} (${code})` : errorMessage(error);
}

export { oidc };
