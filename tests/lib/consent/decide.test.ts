import { describe, expect, it } from 'vitest';
import { adConsentState, allCategories, isGranted, shouldAsk } from '@/lib/consent/decide';
import { DEFAULT_CONSENT, type Consent } from '@/lib/consent/types';

const c = (analytics: boolean | null, advertising: boolean | null): Consent => ({
  ...DEFAULT_CONSENT,
  analytics,
  advertising,
});

describe('isGranted', () => {
  it.each([
    [c(null, null), 'analytics', 'opt-in', false],
    [c(null, null), 'analytics', 'opt-out', true],
    [c(true, null), 'analytics', 'opt-in', true],
    [c(false, null), 'analytics', 'opt-out', false],
    [c(null, false), 'advertising', 'opt-out', false],
    [c(null, true), 'advertising', 'opt-in', true],
    [c(false, false), 'necessary', 'opt-in', true],
  ] as const)('%o %s %s → %s', (consent, category, mode, expected) => {
    expect(isGranted(consent, category, mode)).toBe(expected);
  });
});

describe('adConsentState (SPEC §4 ad tag consent)', () => {
  it.each([
    [c(null, null), 'opt-in', 'denied'],
    [c(null, null), 'opt-out', 'granted'],
    [c(true, true), 'opt-in', 'granted'],
    [c(true, false), 'opt-out', 'denied'],
    [c(false, true), 'opt-in', 'granted'],
  ] as const)('%o under %s → %s', (consent, mode, expected) => {
    expect(adConsentState(consent, mode)).toBe(expected);
  });
});

describe('shouldAsk', () => {
  it.each([
    [c(null, null), ['analytics', 'advertising'], true],
    [c(true, null), ['analytics'], false],
    [c(true, null), ['analytics', 'advertising'], true],
    [c(null, null), ['necessary'], false],
    [c(null, null), [], false],
    [c(false, false), ['analytics', 'advertising'], false],
  ] as const)('%o needing %o → %s', (consent, needed, expected) => {
    expect(shouldAsk(consent, needed)).toBe(expected);
  });

  it('builds the accept-all and reject-all patches', () => {
    expect(allCategories(true)).toEqual({ analytics: true, advertising: true });
    expect(allCategories(false)).toEqual({ analytics: false, advertising: false });
  });
});
