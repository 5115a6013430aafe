/**
 * Decimal-string money ↔ integer minor units (pence). Arithmetic on prices happens on integers so
 * that "9.50" × 3 is 2850 pence, never 28.499999…; amounts are converted back to decimal strings for
 * the domain `Money` type. Two minor digits are assumed, which holds for GBP, EUR and USD.
 */
import type { Money } from '@/lib/shopify/catalog-types';

// The amount rule lib/shopify/decimal.ts checks stored carts against; a table test holds the two
// equal. Not imported from there: that module would ride on every page's first load.
const DECIMAL_AMOUNT = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * `"9.5"` → 950, `"12"` → 1200, `"-0.01"` → -1, `"1.005"` → 101 (a third decimal rounds half away
 * from zero). Numbers are accepted too (`9.5` → 950).
 * @throws RangeError when the value is not a decimal amount.
 */
export function toMinorUnits(amount: string | number): number {
  const text = typeof amount === 'number' ? amountNumberText(amount) : amount.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`);
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const magnitude = cents + roundUp;
  return match[1] && magnitude !== 0 ? -magnitude : magnitude;
}

function amountNumberText(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  // toFixed(3) removes binary noise (0.1 + 0.2) and keeps a third digit for rounding.
  return amount.toFixed(3);
}

/** 950 → `"9.50"`, -1 → `"-0.01"`, 0 → `"0.00"`. */
export function fromMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer division rounded half away from zero: (5, 2) → 3, (-5, 2) → -3. */
export function divideRounded(numerator: number, divisor: number): number {
  const quotient = Math.round(Math.abs(numerator) / Math.abs(divisor));
  return Math.sign(numerator) * Math.sign(divisor) < 0 ? -quotient : quotient;
}

/** A `Money` from minor units in the given currency. */
export function money(minor: number, currencyCode: string): Money {
  return { amount: fromMinorUnits(minor), currencyCode };
}

/**
 * A copy of `value` with its amount written with exactly two decimals ("15.0" → "15.00"), the form
 * every pricing result takes.
 */
export function normaliseMoney(value: Money): Money {
  return money(toMinorUnits(value.amount), value.currencyCode);
}
