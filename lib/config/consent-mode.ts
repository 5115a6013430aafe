/**
 * The consent mode on its own, for the first load (components/marketing/TrackingScripts.tsx),
 * which needs nothing else of the validated config in lib/config.
 */

/**
 * Optional settings never take the site down (STYLE §6): a malformed value is logged and the safe
 * default is used, which for an integration means it is off.
 */
export function consentMode(value: string | undefined): 'opt-in' | 'opt-out' {
  if (!value || value === 'opt-in') return 'opt-in';
  if (value === 'opt-out') return 'opt-out';
  console.warn(
    `[config] NEXT_PUBLIC_CONSENT_MODE must be opt-in or opt-out, got ${JSON.stringify(value)}; using opt-in`,
  );
  return 'opt-in';
}

/** NEXT_PUBLIC_CONSENT_MODE, validated (Next inlines the literal reference). */
export const CONSENT_MODE = consentMode(process.env.NEXT_PUBLIC_CONSENT_MODE);
