import { describe, expect, it } from 'vitest';
import {
  CART_LOCALE,
  CATALOG_LOCALE,
  CURRENCY,
  SHOP_SETTINGS_NUMBER,
} from '@/lib/pricing/constants';
import { formatCartPrice, formatCatalogPrice } from '@/lib/pricing/format';

describe('constants (SPEC §9)', () => {
  it('are the specified values', () => {
    expect({ CURRENCY, SHOP_SETTINGS_NUMBER, CART_LOCALE, CATALOG_LOCALE }).toEqual({
      CURRENCY: 'GBP',
      SHOP_SETTINGS_NUMBER: 35,
      CART_LOCALE: 'en-GB',
      CATALOG_LOCALE: 'en-US',
    });
  });
});

describe('formatCartPrice: en-GB in the cart currency', () => {
  it.each<[{ amount: string; currencyCode: string }, string | undefined, string]>([
    [{ amount: '9.5', currencyCode: 'GBP' }, undefined, '£9.50'],
    [{ amount: '1234.5', currencyCode: 'GBP' }, undefined, '£1,234.50'],
    [{ amount: '0', currencyCode: 'GBP' }, undefined, '£0.00'],
    [{ amount: '12.00', currencyCode: 'EUR' }, undefined, '€12.00'],
    [{ amount: '12.00', currencyCode: 'GBP' }, 'EUR', '€12.00'],
    [{ amount: '-2', currencyCode: 'GBP' }, undefined, '-£2.00'],
  ])('%j in %s → %s', (price, currency, expected) => {
    expect(formatCartPrice(price, currency)).toBe(expected);
  });
});

describe('formatCatalogPrice: en-US currency, 2 decimals', () => {
  it.each<[string | number, string | undefined, string]>([
    ['32', undefined, '£32.00'],
    ['9.5', 'GBP', '£9.50'],
    [12.5, 'USD', '$12.50'],
    ['1234.567', 'GBP', '£1,234.57'],
    ['0.001', 'GBP', '£0.00'],
  ])('(%j, %s) → %s', (amount, currency, expected) => {
    expect(formatCatalogPrice(amount, currency)).toBe(expected);
  });
});
