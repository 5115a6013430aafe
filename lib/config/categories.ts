/**
 * Which consent category each integration key needs (SPEC §4, §6). Its own small module because
 * the first load reads it (whether to ask at all), while the endpoints stay in the lazy chunk.
 */
import { config as appConfig, type Config } from '@/lib/config';
import type { ConsentCategory } from '@/lib/consent/decide';

type Integrations = Config['integrations'];

/** The consent category each integration key belongs to (kept small: the first load reads it). */
const CATEGORY_OF_KEY: Record<Exclude<keyof Integrations, 'posthogHost'>, ConsentCategory> = {
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

/** True when any integration key is set. */
export function hasIntegrations(c: Integrations = appConfig.integrations): boolean {
  return Object.keys(CATEGORY_OF_KEY).some(
    (key) => c[key as keyof typeof CATEGORY_OF_KEY] !== null,
  );
}

/** The consent categories some configured integration needs (the banner asks for these). */
export function neededCategories(c: Integrations = appConfig.integrations): ConsentCategory[] {
  const categories = new Set<ConsentCategory>();
  for (const [key, category] of Object.entries(CATEGORY_OF_KEY))
    if (c[key as keyof typeof CATEGORY_OF_KEY] !== null && category !== 'necessary')
      categories.add(category);
  return [...categories].sort();
}
