/**
 * Which consent category each integration key needs (SPEC §4, §6). Read at build time:
 * next.config.ts hands `buildTimeConsentEnv()` to Next, and the first load reads only those two
 * values (./consent-categories.ts). lib/config stays the source for everything the integrations
 * run with.
 */
import type { Config } from '@/lib/config';
import type { ConsentCategory } from '@/lib/consent/decide';

type Key = Exclude<keyof Config['integrations'], 'posthogHost'>;
/** Integration key → its setting, set or not (null, undefined or blank is off). */
export type IntegrationKeys = Record<Key, unknown>;

/** The NEXT_PUBLIC_* integration keys, each referenced literally so Next inlines it. */
export const INTEGRATION_KEYS: IntegrationKeys = {
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY,
  segmentWriteKey: process.env.NEXT_PUBLIC_SEGMENT_WRITE_KEY,
  convertProject: process.env.NEXT_PUBLIC_CONVERT_PROJECT,
  recommendationsId: process.env.NEXT_PUBLIC_RECOMMENDATIONS_ID,
  uetTagId: process.env.NEXT_PUBLIC_UET_TAG_ID,
  pinterestTagId: process.env.NEXT_PUBLIC_PINTEREST_TAG_ID,
  referralId: process.env.NEXT_PUBLIC_REFERRAL_ID,
  awinMerchantId: process.env.NEXT_PUBLIC_AWIN_MERCHANT_ID,
  pixelId: process.env.NEXT_PUBLIC_PIXEL_ID,
  chatAppId: process.env.NEXT_PUBLIC_CHAT_APP_ID,
};

const CATEGORY_OF_KEY: Record<Key, ConsentCategory> = {
  // Sentry's error reports need no consent, but its session replay records the page.
  sentryDsn: 'analytics',
  posthogKey: 'analytics',
  segmentWriteKey: 'analytics',
  convertProject: 'analytics',
  recommendationsId: 'analytics',
  uetTagId: 'advertising',
  pinterestTagId: 'advertising',
  referralId: 'advertising',
  awinMerchantId: 'advertising',
  pixelId: 'advertising',
  chatAppId: 'necessary',
};

const isSet = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** True when any integration key is set. */
export function hasIntegrations(keys: IntegrationKeys = INTEGRATION_KEYS): boolean {
  return Object.values(keys).some(isSet);
}

/** The consent categories some configured integration needs (the banner asks for these). */
export function neededCategories(keys: IntegrationKeys = INTEGRATION_KEYS): ConsentCategory[] {
  const categories = new Set<ConsentCategory>();
  for (const [key, category] of Object.entries(CATEGORY_OF_KEY))
    if (isSet(keys[key as Key]) && category !== 'necessary') categories.add(category);
  return [...categories].sort();
}

/**
 * The build-time values ./consent-categories.ts reads (next.config.ts `env`, which Next inlines):
 * the categories to ask for, comma-separated, and '1' when any integration is configured.
 */
export function buildTimeConsentEnv(keys: IntegrationKeys = INTEGRATION_KEYS): {
  BUILD_CONSENT_CATEGORIES: string;
  BUILD_HAS_INTEGRATIONS: string;
} {
  return {
    BUILD_CONSENT_CATEGORIES: neededCategories(keys).join(','),
    BUILD_HAS_INTEGRATIONS: hasIntegrations(keys) ? '1' : '0',
  };
}
