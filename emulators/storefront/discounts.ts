/**
 * Discount codes of the Storefront emulator. They live in the `discountCodes` key of
 * `content/promos.json` (the orders emulator owns the file's `promos` key):
 *
 * ```json
 * { "code": "WELCOME15", "type": "percentage", "value": 15, "target": "order" }
 * { "code": "FIVEOFF", "type": "fixedAmount", "value": "5.00", "target": "order", "minimumSubtotal": "20.00" }
 * ```
 * - `type` percentage: `value` is a number 0..100; fixedAmount: `value` is a decimal string in the
 *   shop currency. `target` is "order" (the only kind emulated): the discount is split over all
 *   lines, one-time and subscription alike, in proportion to their subtotals.
 * - `minimumSubtotal` (optional): the cart subtotal, before discounts, must reach it.
 * - Codes match case-insensitively. A code that is unknown, below its minimum, or entered on an
 *   empty cart stays on the cart with `applicable: false`. Like a Shopify shop whose order
 *   discounts do not combine, only the first applicable code applies; later ones read false.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toMinor } from './money';
import { allocateProportionally } from './pricing';

export const PROMOS_PATH = fileURLToPath(new URL('../../content/promos.json', import.meta.url));

export interface DiscountCodeDefinition {
  code: string;
  type: 'percentage' | 'fixedAmount';
  value: number | string;
  target: 'order';
  minimumSubtotal?: string;
}

/** A validated definition, amounts in minor units. */
export interface DiscountRule {
  code: string;
  kind: 'percentage' | 'fixedAmount';
  /** Percentage points, or minor units for a fixed amount. */
  value: number;
  minimumSubtotal: number;
}

/** Validates definitions; throws one Error naming every bad entry. */
export function toDiscountRules(definitions: unknown): DiscountRule[] {
  if (!Array.isArray(definitions)) throw new Error('discountCodes: expected an array');
  const problems: string[] = [];
  const rules: DiscountRule[] = [];
  const seen = new Set<string>();
  definitions.forEach((d: unknown, i) => {
    const p = `discountCodes[${i}]`;
    if (typeof d !== 'object' || d === null) return problems.push(`${p}: expected an object`);
    const def = d as Partial<Record<keyof DiscountCodeDefinition, unknown>>;
    if (typeof def.code !== 'string' || def.code.trim() === '')
      return problems.push(`${p}.code: expected a non-empty string`);
    const key = def.code.toLowerCase();
    if (seen.has(key)) problems.push(`${p}.code: duplicate code ${def.code}`);
    seen.add(key);
    if (def.target !== 'order') problems.push(`${p}.target: only "order" is supported`);
    let minimumSubtotal = 0;
    try {
      if (def.minimumSubtotal !== undefined) minimumSubtotal = toMinor(String(def.minimumSubtotal));
    } catch {
      problems.push(`${p}.minimumSubtotal: expected a decimal string`);
    }
    if (def.type === 'percentage') {
      if (typeof def.value !== 'number' || def.value < 0 || def.value > 100)
        return problems.push(`${p}.value: expected a number 0..100`);
      rules.push({ code: def.code, kind: 'percentage', value: def.value, minimumSubtotal });
    } else if (def.type === 'fixedAmount') {
      try {
        rules.push({
          code: def.code,
          kind: 'fixedAmount',
          value: toMinor(String(def.value)),
          minimumSubtotal,
        });
      } catch {
        problems.push(`${p}.value: expected a decimal string such as "5.00"`);
      }
    } else problems.push(`${p}.type: expected percentage or fixedAmount`);
  });
  if (problems.length > 0)
    throw new Error(`Discount codes are invalid:\n  ${problems.join('\n  ')}`);
  return rules;
}

/** Reads the `discountCodes` key of promos.json; a missing file or key means no codes. */
export function loadDiscountRules(path: string = PROMOS_PATH): DiscountRule[] {
  if (!existsSync(path)) return [];
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const codes =
    typeof json === 'object' && json !== null
      ? (json as { discountCodes?: unknown }).discountCodes
      : undefined;
  return codes === undefined ? [] : toDiscountRules(codes);
}

export interface DiscountOutcome {
  /** Every code on the cart, as entered, with whether it applies. */
  codes: { code: string; applicable: boolean }[];
  /** The applied code and its split over the lines (same order as the input), or null. */
  applied: { code: string; amount: number; perLine: number[] } | null;
}

/** Decides which of the cart's codes apply and how much each line is discounted. */
export function evaluateDiscountCodes(
  entered: readonly string[],
  lineSubtotals: readonly number[],
  rules: readonly DiscountRule[],
): DiscountOutcome {
  const subtotal = lineSubtotals.reduce((a, b) => a + b, 0);
  let applied: DiscountOutcome['applied'] = null;
  const codes = entered.map((code) => {
    const rule = rules.find((r) => r.code.toLowerCase() === code.toLowerCase());
    const eligible =
      rule !== undefined && applied === null && subtotal > 0 && subtotal >= rule.minimumSubtotal;
    if (!eligible || !rule) return { code, applicable: false };
    const amount =
      rule.kind === 'percentage'
        ? Math.round((subtotal * rule.value) / 100)
        : Math.min(rule.value, subtotal);
    applied = { code, amount, perLine: allocateProportionally(amount, lineSubtotals) };
    return { code, applicable: true };
  });
  return { codes, applied };
}
