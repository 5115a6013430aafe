/**
 * The shop's own security-header input: its platform origins and configured
 * integrations. Shared by next.config.ts (every response) and the proxy (pages, with the build's
 * script hashes). Relative imports: next.config cannot resolve the `@/` alias.
 */
import { config } from '../config';
import { integrationOrigins } from '../config/integrations';
import type { SecurityHeaderInput } from './headers';

export function siteSecurityInput(
  production: boolean,
  scriptHashes: readonly string[] = [],
): SecurityHeaderInput {
  const origins = integrationOrigins();
  return {
    production,
    storefrontUrl: config.shopify.storeUrl,
    contentEndpoint: config.storyblok.endpoint,
    ordersHost: config.ordersHost,
    // The configured integrations' script and beacon hosts (none while their keys are unset).
    integrationOrigins: [...origins.script, ...origins.connect],
    scriptHashes,
  };
}
