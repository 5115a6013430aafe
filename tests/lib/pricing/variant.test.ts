import { describe, expect, it } from 'vitest';
import { variantAmount, variantOptionText } from '@/lib/pricing/variant';

describe('variantAmount: final price × quantity, rounded to the penny', () => {
  it.each<[string | number | { amount: string; currencyCode: string }, number, number]>([
    ['9.50', 3, 28.5],
    ['0.10', 3, 0.3],
    ['0.07', 3, 0.21],
    ['32.00', 1, 32],
    [9.999, 1, 10],
    [19.99, 2, 39.98],
    [{ amount: '8.55', currencyCode: 'GBP' }, 2, 17.1],
    ['12.00', 0, 0],
    ['0.01', 1, 0.01],
  ])('(%j, %i) → %d', (price, quantity, expected) => {
    expect(variantAmount(price, quantity)).toBe(expected);
  });
});

describe('variantOptionText', () => {
  it.each<[{ name: string; value: string }[], string]>([
    [[], ''],
    [[{ name: 'Size', value: '250 g' }], '250 g'],
    [
      [
        { name: 'Size', value: '1 kg' },
        { name: 'Grind', value: 'Whole bean' },
      ],
      '1 kg / Whole bean',
    ],
    [
      [
        { name: 'Size', value: '250 g' },
        { name: 'Grind', value: 'Whole bean' },
      ],
      '250 g / Whole bean',
    ],
    [[{ name: 'Title', value: 'Default Title' }], 'Default Title'],
  ])('%j → %j', (options, expected) => {
    expect(variantOptionText(options)).toBe(expected);
  });
});
