import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '@/lib/pricing/money';
import { isDecimalAmount } from '@/lib/shopify/decimal';

const readable = (amount: string) => {
  try {
    toMinorUnits(amount);
    return true;
  } catch {
    return false;
  }
};

describe('isDecimalAmount', () => {
  it.each([
    ['9.50', true],
    ['12', true],
    ['-0.01', true],
    ['5.', true],
    ['.5', true],
    [' 1.005 ', true],
    ['', false],
    ['.', false],
    ['-', false],
    ['1,50', false],
    ['£9.50', false],
    ['1e3', false],
    ['NaN', false],
  ])('%j → %s, exactly what the pricing arithmetic reads', (amount, expected) => {
    expect(isDecimalAmount(amount)).toBe(expected);
    expect(readable(amount)).toBe(expected);
  });
});
