/**
 * What the first load needs to know of the configured integrations, worked out once at build
 * time: next.config.ts computes it with ./categories.ts (`buildTimeConsentEnv`) and Next inlines
 * the two values, so no page carries the table of integration keys and their categories.
 */
import type { ConsentCategory } from '@/lib/consent/decide';

const ASKABLE: readonly ConsentCategory[] = ['analytics', 'advertising'];

/** The consent categories named in `value` (comma-separated): known ones only, once each. */
export function parseCategories(value: string | undefined): ConsentCategory[] {
  const named = new Set((value ?? '').split(',').map((part) => part.trim()));
  return ASKABLE.filter((category) => named.has(category));
}

/** The categories the configured integrations need consent for (the banner asks these). */
export const NEEDED_CATEGORIES = parseCategories(process.env.BUILD_CONSENT_CATEGORIES);

/** Whether any integration is configured (none: no runner, no banner). */
export const HAS_INTEGRATIONS = process.env.BUILD_HAS_INTEGRATIONS === '1';
