import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ctaColors,
  ctaStyleVars,
  summaryStyleVars,
  readableTextOn,
  resetCtaColorWarnings,
  type CtaColors,
  type CtaSettings,
} from '@/lib/theme/cta-colors';

beforeEach(() => {
  resetCtaColorWarnings();
  // The table below includes a replaced colour; its warning is checked on its own further down.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('ctaColors', () => {
  const cases: [string, CtaSettings | null, CtaColors][] = [
    [
      'no settings → default green, white text',
      null,
      { background: '#1f4d3a', text: '#ffffff', hover: '#122c21' },
    ],
    [
      'nulls → default',
      { ctaButtonsColor: null, ctaButtonsTextColor: null },
      { background: '#1f4d3a', text: '#ffffff', hover: '#122c21' },
    ],
    [
      'invalid colour → default',
      { ctaButtonsColor: 'not-a-colour' },
      { background: '#1f4d3a', text: '#ffffff', hover: '#122c21' },
    ],
    [
      'CMS colours kept when AA',
      { ctaButtonsColor: '#3366CC', ctaButtonsTextColor: '#FFFFFF' },
      { background: '#3366cc', text: '#ffffff', hover: '#2a54a7' },
    ],
    [
      'short hex and whitespace normalised',
      { ctaButtonsColor: ' #000 ', ctaButtonsTextColor: '#fff' },
      { background: '#000000', text: '#ffffff', hover: '#000000' },
    ],
    [
      'light background gets ink when text missing',
      { ctaButtonsColor: '#ffd700' },
      { background: '#ffd700', text: '#1d1b18', hover: '#d1b000' },
    ],
    [
      'text failing AA is replaced',
      { ctaButtonsColor: '#ffd700', ctaButtonsTextColor: '#ffffff' },
      { background: '#ffd700', text: '#1d1b18', hover: '#d1b000' },
    ],
    [
      'named colour accepted',
      { ctaButtonsColor: 'white', ctaButtonsTextColor: 'black' },
      { background: '#ffffff', text: '#000000', hover: '#e8e8e8' },
    ],
  ];
  it.each(cases)('%s', (_name, settings, expected) => {
    expect(ctaColors(settings)).toEqual(expected);
  });
});

describe('ctaColors warning when the CMS text colour is replaced', () => {
  it('warns once, naming both colours, however many pages compute them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = { ctaButtonsColor: '#FFD700', ctaButtonsTextColor: '#FFFFFF' };
    ctaColors(settings);
    ctaColors(settings);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('#ffffff');
    expect(message).toContain('#ffd700');
    expect(message).toContain('#1d1b18');
  });

  it('warns again for another pair', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    ctaColors({ ctaButtonsColor: '#ffd700', ctaButtonsTextColor: '#ffffff' });
    ctaColors({ ctaButtonsColor: '#ffffff', ctaButtonsTextColor: '#eeeeee' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  const quiet: [string, CtaSettings][] = [
    ['kept colours', { ctaButtonsColor: '#3366cc', ctaButtonsTextColor: '#ffffff' }],
    ['no text colour chosen', { ctaButtonsColor: '#ffd700' }],
    ['no settings', {}],
  ];
  it.each(quiet)('stays quiet with %s', (_name, settings) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    ctaColors(settings);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('readableTextOn', () => {
  const cases: [string, string][] = [
    ['#1f4d3a', '#ffffff'],
    ['#fbf8f3', '#1d1b18'],
    ['#f2e8d5', '#1d1b18'],
    ['#3366cc', '#ffffff'],
    ['garbage', '#ffffff'],
  ];
  it.each(cases)('%s → %s', (bg, expected) => {
    expect(readableTextOn(bg)).toBe(expected);
  });
});

describe('summaryStyleVars', () => {
  const cases: [string | null, Record<string, string>][] = [
    ['#1f4d3a', { '--summary-bg': '#1f4d3a', '--summary-ink': '#ffffff' }],
    ['#F4EFE6', { '--summary-bg': '#f4efe6', '--summary-ink': '#1d1b18' }],
    [' #fbf8f3 ', { '--summary-bg': '#fbf8f3', '--summary-ink': '#1d1b18' }],
    // No colour, or one that is not a colour: the default panel, no properties at all.
    [null, {}],
    ['', {}],
    ['#fff;background:url(x)', {}],
    ['garbage', {}],
  ];
  it.each(cases)('%j → %j', (hex, expected) => {
    expect(summaryStyleVars(hex)).toEqual(expected);
  });
});

describe('ctaStyleVars', () => {
  it('maps colours to the custom properties buttons read', () => {
    expect(ctaStyleVars({ background: '#111111', text: '#ffffff', hover: '#000000' })).toEqual({
      '--cta-bg': '#111111',
      '--cta-text': '#ffffff',
      '--cta-hover': '#000000',
    });
  });
});
