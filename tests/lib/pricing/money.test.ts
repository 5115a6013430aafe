import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  fromMinorUnits,
  money,
  normaliseMoney,
  toMinorUnits,
} from '@/lib/pricing/money';

describe('toMinorUnits', () => {
  it.each<[string | number, number]>([
    ['9.50', 950],
    ['9.5', 950],
    ['12', 1200],
    ['32.0', 3200],
    ['0.01', 1],
    ['.5', 50],
    ['7.', 700],
    ['0', 0],
    ['-0.01', -1],
    ['-2.00', -200],
    ['-0.004', 0],
    ['1.005', 101],
    ['1.994', 199],
    ['1.995', 200],
    ['0.124', 12],
    ['0.125', 13],
    ['123456.78', 12345678],
    [' 3.20 ', 320],
    [9.5, 950],
    [0.1 + 0.2, 30],
    [-2.5, -250],
  ])('%j → %i', (input, expected) => {
    expect(toMinorUnits(input)).toBe(expected);
  });

  it.each<[string | number]>([
    [''],
    ['.'],
    ['abc'],
    ['1,50'],
    ['£9.50'],
    ['1e3'],
    [NaN],
    [Infinity],
  ])('%j is not an amount', (input) => {
    expect(() => toMinorUnits(input)).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [950, '9.50'],
    [1, '0.01'],
    [5, '0.05'],
    [0, '0.00'],
    [-1, '-0.01'],
    [-200, '-2.00'],
    [-1250, '-12.50'],
    [123456, '1234.56'],
    [12345678, '123456.78'],
  ])('%i → %s', (input, expected) => {
    expect(fromMinorUnits(input)).toBe(expected);
  });
});

describe('divideRounded', () => {
  it.each([
    [10, 2, 5],
    [5, 2, 3],
    [-5, 2, -3],
    [7, 3, 2],
    [8, 3, 3],
    [0, 3, 0],
    [5, -2, -3],
  ])('(%i, %i) → %i', (numerator, divisor, expected) => {
    expect(divideRounded(numerator, divisor)).toBe(expected);
  });
});

describe('normaliseMoney', () => {
  it.each([
    ['15.0', '15.00'],
    ['9.5', '9.50'],
    ['12', '12.00'],
    ['8.55', '8.55'],
  ])('%s → %s', (amount, expected) => {
    expect(normaliseMoney({ amount, currencyCode: 'GBP' })).toEqual({
      amount: expected,
      currencyCode: 'GBP',
    });
  });
});

describe('money', () => {
  it('builds a Money from minor units', () => {
    expect(money(1550, 'GBP')).toEqual({ amount: '15.50', currencyCode: 'GBP' });
  });
});
