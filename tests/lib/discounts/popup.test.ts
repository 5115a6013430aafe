import { describe, expect, it, vi } from 'vitest';
import { parseDiscountPercentage, popupWords, renderPopupTemplate } from '@/lib/discounts/popup';

describe('parseDiscountPercentage', () => {
  it.each([
    ['WELCOME15', '15'],
    ['15OFF', '15'],
    ['SAVE-20-NOW', '20'],
    ['A10B25', '10'],
    ['SAVE150', null],
    ['CODE5', null],
    ['2024SALE', null],
    ['NODIGITS', null],
    ['', null],
    ['X99', '99'],
    ['٣٤ARABIC', null],
  ])('%s → %s', (code, expected) => {
    expect(parseDiscountPercentage(code)).toBe(expected);
  });
});

describe('renderPopupTemplate', () => {
  it.each([
    [
      'Welcome! Take %discount% off with %code%',
      'WELCOME15',
      [
        { kind: 'text', text: 'Welcome! Take 15% off with ' },
        { kind: 'code', text: 'WELCOME15' },
      ],
    ],
    [
      'Save more with a special discount %code%',
      'FIVEOFF',
      [
        { kind: 'text', text: 'Save more with a special discount ' },
        { kind: 'code', text: 'FIVEOFF' },
      ],
    ],
    [
      '%code% and %code%',
      'A',
      [
        { kind: 'code', text: 'A' },
        { kind: 'text', text: ' and ' },
        { kind: 'code', text: 'A' },
      ],
    ],
    ['No placeholders', 'WELCOME15', [{ kind: 'text', text: 'No placeholders' }]],
    [
      '<img src=x onerror=alert(1)> %discount%',
      'X10',
      [{ kind: 'text', text: '<img src=x onerror=alert(1)> 10%' }],
    ],
    ['Code %CODE% stays', 'X10', [{ kind: 'text', text: 'Code %CODE% stays' }]],
  ] as const)('%s with %s', (template, code, expected) => {
    expect(renderPopupTemplate(template, code)).toEqual(expected);
  });

  it('leaves %discount% empty and logs when the code has no two-digit number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(renderPopupTemplate('Take %discount% off with %code%', 'FIVEOFF')).toEqual([
      { kind: 'text', text: 'Take  off with ' },
      { kind: 'code', text: 'FIVEOFF' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('does not log when the template has no %discount%', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(renderPopupTemplate('Use %code%', 'FIVEOFF')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'FIVEOFF' },
    ]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("popupWords: a discount's own words over the CMS settings (SPEC §3)", () => {
  const settings = {
    popupTitle: 'CMS title',
    popupText: 'CMS text',
    popupButtonLabel: 'CMS label',
  };
  it.each([
    [null, settings],
    [{}, settings],
    [{ popupTitle: 'Own title' }, { ...settings, popupTitle: 'Own title' }],
    [
      { popupTitle: 'T', popupText: 'X', popupButtonLabel: 'L' },
      { popupTitle: 'T', popupText: 'X', popupButtonLabel: 'L' },
    ],
    [{ popupButtonLabel: 'Got it' }, { ...settings, popupButtonLabel: 'Got it' }],
  ])('%j → %j', (discount, expected) => {
    expect(popupWords(discount, settings)).toEqual(expected);
  });
});
