/**
 * The shape of a money amount as the platform sends it ("9.50", "12", "-0.01"): an optional minus,
 * whole digits and an optional fraction, at least one digit in all. The pricing arithmetic reads
 * exactly these (lib/pricing/money.ts keeps the same pattern; tests/lib/shopify/decimal.test.ts
 * holds the two equal), so a stored cart is checked against the same rule.
 */
const DECIMAL_AMOUNT = /^(-)?(\d*)(?:\.(\d*))?$/;

/** True for an amount `toMinorUnits` can read (surrounding white space allowed). */
export function isDecimalAmount(amount: string): boolean {
  const match = DECIMAL_AMOUNT.exec(amount.trim());
  return match !== null && `${match[2] ?? ''}${match[3] ?? ''}` !== '';
}
