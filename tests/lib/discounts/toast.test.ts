import { describe, expect, it } from 'vitest';
import { shouldShowToast } from '@/lib/discounts/toast';

const YES = { analytics: true, advertising: true };

describe('shouldShowToast', () => {
  it.each([
    [YES, 'WELCOME15', null, true],
    [YES, 'WELCOME15', 'OTHER10', true],
    [YES, 'WELCOME15', 'WELCOME15', false],
    [YES, null, null, false],
    [YES, '', null, false],
    [{ analytics: true, advertising: false }, 'WELCOME15', null, false],
    [{ analytics: false, advertising: true }, 'WELCOME15', null, false],
    [{ analytics: null, advertising: null }, 'WELCOME15', null, false],
    [{ analytics: true, advertising: null }, 'WELCOME15', null, false],
  ] as const)('%j code=%s shown=%s → %s', (consent, code, shown, expected) => {
    expect(shouldShowToast(consent, code, shown)).toBe(expected);
  });
});
