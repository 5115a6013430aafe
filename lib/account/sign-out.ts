/**
 * The platform's end of a sign-out: OpenID Connect RP-initiated logout, with the id_token as
 * `id_token_hint` (Shopify requires it) and the registered `post_logout_redirect_uri`, so the
 * platform revokes the session's tokens and sends the customer back to the shop.
 */
import type { IncomingMessage } from 'node:http';
import type { AccountConfig } from '@/lib/config/account';
import { getAccountConfig } from '@/lib/config/server';
import { oidc, oidcConfiguration } from './oidc';
import { requestOrigin } from './request-origin';

/** Where a signed-out customer lands: the configured URL, or (local platform) this origin's `/`. */
export function logoutReturnUrl(req: IncomingMessage, config: AccountConfig): string {
  if (config.logoutReturnUrl) return config.logoutReturnUrl;
  return new URL('/', requestOrigin(req) ?? 'http://localhost:3000').href;
}

export async function endSessionUrl(
  req: IncomingMessage,
  idToken: string,
  config: AccountConfig = getAccountConfig(),
): Promise<string> {
  const configuration = await oidcConfiguration(config);
  return oidc.buildEndSessionUrl(configuration, {
    id_token_hint: idToken,
    post_logout_redirect_uri: logoutReturnUrl(req, config),
  }).href;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** "Signing you out…", moving on at once to `url` (with a link, should the refresh not run). */
export function movingOnPage(url: string): string {
  const href = escapeAttribute(url);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><meta name="robots" content="noindex"><title>Signing out</title></head><body><main><h1>Signing you out…</h1><p><a href="${href}">Continue</a></p></main></body></html>`;
}
