/**
 * The visitor's consent as stored under `consentV2.0.0` (SPEC §3 consent {emailOptIn, smsOptIn},
 * plus the tracking categories of SPEC §4/§6). A category is null until the visitor decides:
 * SPEC §4's "unspecified", which opt-out mode treats as granted for the ad tag.
 */
export interface Consent {
  emailOptIn: boolean;
  smsOptIn: boolean;
  analytics: boolean | null;
  advertising: boolean | null;
}

export const DEFAULT_CONSENT: Consent = {
  emailOptIn: false,
  smsOptIn: false,
  analytics: null,
  advertising: null,
};
