import { describe, expect, it } from 'vitest';
import {
  CART_LOCALE,
  CATALOG_LOCALE,
  CURRENCY,
  SHOP_SETTINGS_NUMBER,
} from '@/lib/pricing/constants';
import { FAST_PREFIXES, formatCartPrice, formatCatalogPrice } from '@/lib/pricing/format';

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

describe('the hand-formatted currencies give exactly what Intl gives', () => {
  const amounts = [
    '0',
    '0.01',
    '-0.01',
    '9.5',
    '-2',
    '999.99',
    '1000',
    '1234.567',
    '-98765.43',
    '1000000',
    '12345678.9',
  ];
  const entries = Object.entries(FAST_PREFIXES).flatMap(([locale, byCurrency]) =>
    Object.keys(byCurrency).map((currency) => [locale, currency] as const),
  );
  it.each(entries)('%s %s', (locale, currency) => {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const format =
      locale === CART_LOCALE
        ? (a: string) => formatCartPrice({ amount: a, currencyCode: currency })
        : (a: string) => formatCatalogPrice(a, currency);
    for (const amount of amounts) expect(format(amount), amount).toBe(intl.format(Number(amount)));
  });

  it('covers both shop locales', () => {
    expect(Object.keys(FAST_PREFIXES).sort()).toEqual([CART_LOCALE, CATALOG_LOCALE].sort());
  });

  it('leaves other currencies to Intl', () => {
    expect(formatCatalogPrice('5', 'CAD')).toBe('CA$5.00');
    expect(formatCartPrice({ amount: '1234.5', currencyCode: 'JPY' })).toBe('JP¥1,234.50');
  });
});
