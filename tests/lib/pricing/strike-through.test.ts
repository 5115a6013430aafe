import { describe, expect, it } from 'vitest';
import { struckThroughPrice } from '@/lib/pricing/strike-through';

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });

describe('struckThroughPrice', () => {
  // [case, now, regular, compareAt, discounted, struck]
  const cases: [string, string, string, string | null, boolean, string | null][] = [
    // Product page: `regular` is the one-time price, `now` the selected option's price.
    ['one-time, no compare-at', '9.50', '9.50', null, false, null],
    ['one-time on sale', '28.00', '28.00', '35.00', false, '35.00'],
    ['one-time, compare-at equal', '28.00', '28.00', '28.00', false, null],
    ['one-time, compare-at below', '28.00', '28.00', '20.00', false, null],
    ['plan cheaper than one-time', '29.75', '35.00', null, false, '35.00'],
    ['first-order plan price', '15.00', '30.00', null, false, '30.00'],
    ['plan cheaper, compare-at above one-time', '25.20', '28.00', '35.00', false, '35.00'],
    ['plan cheaper, compare-at between', '25.20', '28.00', '27.00', false, '28.00'],
    ['plan priced as one-time', '16.00', '16.00', null, false, null],
    ['plan dearer than one-time', '42.00', '16.00', null, false, null],
    ['plan dearer, compare-at above it', '42.00', '16.00', '45.00', false, '45.00'],
    ['plan dearer, compare-at below it', '42.00', '16.00', '30.00', false, null],
    // Cart drawer: `regular` is the line's unit price, `now` the discounted unit price.
    ['line without discount', '9.50', '9.50', null, false, null],
    ['plan line with compare-at', '5.85', '5.85', '6.50', false, '6.50'],
    ['discounted line', '25.50', '30.00', null, true, '30.00'],
    ['discounted line with compare-at', '25.50', '30.00', '40.00', true, '40.00'],
    ['discounted line, compare-at between', '25.50', '30.00', '28.00', true, '30.00'],
    ['discount rounded away per unit', '10.00', '10.00', null, true, '10.00'],
    ['discount of exactly one unit', '5.00', '10.00', null, true, '10.00'],
  ];
  it.each(cases)('%s', (_name, now, regular, compareAt, discounted, struck) => {
    const result = struckThroughPrice({
      now: gbp(now),
      regular: gbp(regular),
      compareAt: compareAt === null ? null : gbp(compareAt),
      discounted,
    });
    expect(result?.amount ?? null).toBe(struck);
  });

  it('defaults to no discount', () => {
    expect(struckThroughPrice({ now: gbp('9.50'), regular: gbp('9.50'), compareAt: null })).toBe(
      null,
    );
  });
});
