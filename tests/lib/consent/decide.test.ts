import { describe, expect, it } from 'vitest';
import { allCategories, isGranted, shouldAsk } from '@/lib/consent/decide';
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

describe("SPEC §4 ad tag consent: the advertising category's grant", () => {
  it.each([
    [c(null, null), 'opt-in', false],
    [c(null, null), 'opt-out', true],
    [c(true, true), 'opt-in', true],
    [c(true, false), 'opt-out', false],
    [c(false, true), 'opt-in', true],
  ] as const)('%o under %s → granted %s', (consent, mode, expected) => {
    expect(isGranted(consent, 'advertising', mode)).toBe(expected);
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
