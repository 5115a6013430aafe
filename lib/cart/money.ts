/**
 * Decimal-string money arithmetic in integer minor units (pence), so optimistic cart totals and
 * tracking values never suffer floating-point drift (STYLE §5).
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * `'9.5'` → 950, `'32.00'` → 3200, `'-2'` → -200. Digits beyond the second decimal are rounded
 * half away from zero (`'0.125'` → 13). Anything that is not a plain decimal string reads as 0.
 */
export function toMinor(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole = '0', fraction = ''] = match;
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const value = pence + roundUp;
  return sign ? -value : value;
}

/** 950 → `'9.50'`, -200 → `'-2.00'`, 0 → `'0.00'`. */
export function fromMinor(minor: number): string {
  const rounded = Math.round(minor);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Minor units → pounds as a number, for tracking payloads (Segment types prices as numbers). */
export function minorToNumber(minor: number): number {
  return Math.round(minor) / 100;
}
