/**
 * Runtime configuration, read and validated once. Every default points at the local platform
 * (emulators/), so a fresh machine runs the shop with no accounts; an unset integration is off.
 * NEXT_PUBLIC_* values only; server-only values live in `lib/config/server.ts`.
 */

import { CONSENT_MODE } from './consent-mode';

export { consentMode } from './consent-mode';

export const STOREFRONT_API_VERSION = '2023-10';

const DEFAULT_PLATFORM = 'http://127.0.0.1:4010';

function url(value: string | undefined, fallback: string, name: string): string {
  const candidate = value && value.trim() !== '' ? value.trim() : fallback;
  try {
    return new URL(candidate).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`Configuration: ${name} is not a valid URL: ${JSON.stringify(candidate)}`);
  }
}

function optional(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * Hosts an absolute CMS redirect may lead to (`NEXT_PUBLIC_REDIRECT_HOSTS`, comma-separated);
 * none by default, so a redirect can only stay on this site.
 */
export function hostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+(:\d+)?$/.test(host));
}

/** `accountId/projectId`, or null (the A/B testing tool off) when unset or malformed. */
export function convertProject(
  value: string | undefined,
): { accountId: string; projectId: string } | null {
  const raw = optional(value);
  if (!raw) return null;
  const [accountId, projectId, ...rest] = raw.split('/');
  if (!accountId || !projectId || rest.length > 0) {
    console.warn(
      '[config] NEXT_PUBLIC_CONVERT_PROJECT must look like accountId/projectId; the A/B testing tool is off',
    );
    return null;
  }
  return { accountId, projectId };
}

const storefrontBase = url(
  process.env.NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL,
  DEFAULT_PLATFORM,
  'NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL',
);

/** Whether the Storefront API is the local platform (a loopback host), not a real shop. */
export function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export const isLocalPlatform = isLoopbackUrl(storefrontBase);

// Next inlines NEXT_PUBLIC_* values into browser bundles, which is why each is named literally.
export const config = {
  shopify: {
    /** The shop's origin, e.g. https://my-shop.myshopify.com. */
    storeUrl: storefrontBase,
    /** The versioned Storefront GraphQL endpoint (SPEC §7). */
    endpoint: `${storefrontBase}/api/${STOREFRONT_API_VERSION}/graphql.json`,
    token: optional(process.env.NEXT_PUBLIC_SHOPIFY_STOREFRONT_TOKEN) ?? 'demo-storefront-token',
  },
  storyblok: {
    token: optional(process.env.NEXT_PUBLIC_STORYBLOK_TOKEN) ?? 'demo-content-token',
    /** Base of the content delivery API, ending in /v2 as storyblok-js-client expects. */
    endpoint: url(process.env.STORYBLOK_ENDPOINT, `${DEFAULT_PLATFORM}/v2`, 'STORYBLOK_ENDPOINT'),
  },
  ordersHost: url(process.env.NEXT_PUBLIC_ORDERS_HOST, DEFAULT_PLATFORM, 'NEXT_PUBLIC_ORDERS_HOST'),
  consentMode: CONSENT_MODE,
  redirectHosts: hostList(process.env.NEXT_PUBLIC_REDIRECT_HOSTS),
  integrations: {
    sentryDsn: optional(process.env.NEXT_PUBLIC_SENTRY_DSN),
    posthogKey: optional(process.env.NEXT_PUBLIC_POSTHOG_KEY),
    posthogHost: optional(process.env.NEXT_PUBLIC_POSTHOG_HOST) ?? 'https://eu.i.posthog.com',
    segmentWriteKey: optional(process.env.NEXT_PUBLIC_SEGMENT_WRITE_KEY),
    uetTagId: optional(process.env.NEXT_PUBLIC_UET_TAG_ID),
    pinterestTagId: optional(process.env.NEXT_PUBLIC_PINTEREST_TAG_ID),
    convertProject: convertProject(process.env.NEXT_PUBLIC_CONVERT_PROJECT),
    chatAppId: optional(process.env.NEXT_PUBLIC_CHAT_APP_ID),
    referralId: optional(process.env.NEXT_PUBLIC_REFERRAL_ID),
    recommendationsId: optional(process.env.NEXT_PUBLIC_RECOMMENDATIONS_ID),
    awinMerchantId: optional(process.env.NEXT_PUBLIC_AWIN_MERCHANT_ID),
    pixelId: optional(process.env.NEXT_PUBLIC_PIXEL_ID),
  },
} as const;

export type Config = typeof config;

/** Names of the optional integrations that are off because their variable is unset, for the log. */
export function describeDisabled(c: Config = config): string[] {
  return Object.entries(c.integrations)
    .filter(([key, value]) => value === null && key !== 'posthogHost')
    .map(([key]) => key);
}
