/**
 * Money for the Storefront emulator. Every amount is held in integer minor units (pence) and only
 * turned into Shopify's `Decimal` string at the edge, so no arithmetic ever happens on floats.
 */

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

/** Parses a decimal string such as "9.50", "9.5" or "30" into minor units; throws on anything else. */
export function toMinor(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: ${JSON.stringify(amount)}`);
  const units = Number(match[1]);
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return units * 100 + cents;
}

/**
 * Formats minor units the way the Storefront API serialises its `Decimal` scalar: trailing zeros
 * are dropped but one decimal place always remains, so 950 → "9.5", 3000 → "30.0", 1234 → "12.34".
 */
export function formatDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${units}.0`;
  if (cents % 10 === 0) return `${sign}${units}.${cents / 10}`;
  return `${sign}${units}.${String(cents).padStart(2, '0')}`;
}

export function money(minor: number, currencyCode: string): MoneyV2 {
  return { amount: formatDecimal(minor), currencyCode };
}
