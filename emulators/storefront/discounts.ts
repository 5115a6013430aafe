/**
 * Discount codes of the Storefront emulator (SPEC §4 "Discount in cart"), from the `discountCodes`
 * key of `content/promos.json`. As in the Storefront API since 2022-07, an order code shows only in
 * `Cart.discountAllocations` and a product code only in its lines' `discountAllocations`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toMinor } from './money';
import { allocateProportionally } from './pricing';

export const PROMOS_PATH = fileURLToPath(new URL('../../content/promos.json', import.meta.url));

export type DiscountTarget = 'order' | 'product';

/**
 * One entry of `discountCodes`, e.g. `{ "code": "FIVEOFF", "type": "fixedAmount", "value": "5.00",
 * "target": "order", "minimumSubtotal": "20.00" }`. `value` is 0..100 for a percentage, a decimal
 * string in the shop currency for a fixed amount. `minimumSubtotal` is the subtotal before
 * discounts (for a product code, of its eligible lines).
 */
export interface DiscountCodeDefinition {
  code: string;
  type: 'percentage' | 'fixedAmount';
  value: number | string;
  target: DiscountTarget;
  minimumSubtotal?: string;
  /** Product codes only: eligible product handles. */
  productHandles?: string[];
  /** Product codes only: eligible product tags (any case). */
  productTags?: string[];
}

/** A validated definition, amounts in minor units. */
export interface DiscountRule {
  code: string;
  kind: 'percentage' | 'fixedAmount';
  target: DiscountTarget;
  /** Percentage points, or minor units for a fixed amount. */
  value: number;
  minimumSubtotal: number;
  /** Product codes: eligible handles; empty together with `productTags` = every product. */
  productHandles: string[];
  /** Product codes: eligible tags, lower-cased. */
  productTags: string[];
}

/** What the discount rules need to know about one priced cart line. */
export interface DiscountLine {
  /** amountPerQuantity × quantity, minor units. */
  subtotal: number;
  handle: string;
  tags: readonly string[];
}

function isTarget(value: unknown): value is DiscountTarget {
  return value === 'order' || value === 'product';
}

function stringList(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  return value.every((v): v is string => typeof v === 'string' && v.trim() !== '')
    ? value.map((v) => v.trim())
    : null;
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
    const target = def.target;
    if (!isTarget(target)) return problems.push(`${p}.target: expected "order" or "product"`);
    const productHandles = stringList(def.productHandles);
    const productTags = stringList(def.productTags);
    if (productHandles === null)
      problems.push(`${p}.productHandles: expected a list of non-empty strings`);
    if (productTags === null)
      problems.push(`${p}.productTags: expected a list of non-empty strings`);
    if (target === 'order' && (def.productHandles !== undefined || def.productTags !== undefined)) {
      problems.push(`${p}: productHandles/productTags need target "product"`);
    }
    let minimumSubtotal = 0;
    try {
      if (def.minimumSubtotal !== undefined) minimumSubtotal = toMinor(String(def.minimumSubtotal));
    } catch {
      problems.push(`${p}.minimumSubtotal: expected a decimal string`);
    }
    const common: Omit<DiscountRule, 'kind' | 'value'> = {
      code: def.code,
      target,
      minimumSubtotal,
      productHandles: productHandles ?? [],
      productTags: (productTags ?? []).map((tag) => tag.toLowerCase()),
    };
    if (def.type === 'percentage') {
      if (typeof def.value !== 'number' || def.value < 0 || def.value > 100)
        return problems.push(`${p}.value: expected a number 0..100`);
      rules.push({ ...common, kind: 'percentage', value: def.value });
    } else if (def.type === 'fixedAmount') {
      try {
        rules.push({ ...common, kind: 'fixedAmount', value: toMinor(String(def.value)) });
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

/**
 * Shopify accepts at most five product or order discount codes on a cart ("Combining discounts",
 * help.shopify.com/en/manual/discounts/combining-discounts: up to 5 product or order codes and 1
 * shipping code). The emulator has no shipping codes: a sixth code and later ones stay on the cart
 * as entered, with `applicable: false`.
 */
export const MAX_DISCOUNT_CODES = 5;

/**
 * A code that applies and what it takes off. The order/line split follows Shopify's changelog
 * "New Cart.discountAllocations field and change in CartLine.discountAllocations" (2022-07).
 */
export type AppliedDiscount =
  /** On the entire cart: `amount` comes off the cart total only. */
  | { target: 'order'; code: string; amount: number }
  /** On lines: `perLine[i]` comes off line i (same order as the input); `amount` is their sum. */
  | { target: 'product'; code: string; amount: number; perLine: number[] };

export interface DiscountOutcome {
  /** Every code on the cart, as entered, with whether it applies. */
  codes: { code: string; applicable: boolean }[];
  /** The codes that apply, in the order entered: product codes and at most one order code. */
  applied: AppliedDiscount[];
}

/** Whether a product code's restrictions admit a line: any handle or any tag; with neither, all. */
function isEligible(rule: DiscountRule, line: DiscountLine): boolean {
  if (rule.productHandles.length === 0 && rule.productTags.length === 0) return true;
  return (
    rule.productHandles.includes(line.handle) ||
    line.tags.some((tag) => rule.productTags.includes(tag.toLowerCase()))
  );
}

/**
 * What a product code takes off each line on its own, or null when it does not apply to them. A
 * percentage comes off each eligible line (rounded per line); a fixed amount once, split over the
 * eligible lines in proportion to their subtotals. `minimumSubtotal` counts the eligible lines.
 */
function productShares(rule: DiscountRule, lines: readonly DiscountLine[]): number[] | null {
  const weights = lines.map((line) => (isEligible(rule, line) ? line.subtotal : 0));
  const eligibleSubtotal = weights.reduce((a, b) => a + b, 0);
  if (eligibleSubtotal <= 0 || eligibleSubtotal < rule.minimumSubtotal) return null;
  return rule.kind === 'percentage'
    ? weights.map((w) => Math.round((w * rule.value) / 100))
    : allocateProportionally(Math.min(rule.value, eligibleSubtotal), weights);
}

/**
 * What an order code takes off: its minimum is checked against the subtotal before discounts,
 * its amount is taken from `discounted`, the subtotal once product discounts are off (Shopify
 * applies product discounts first). Null when it does not apply.
 */
function orderAmount(rule: DiscountRule, subtotal: number, discounted: number): number | null {
  if (subtotal <= 0 || subtotal < rule.minimumSubtotal || discounted <= 0) return null;
  return rule.kind === 'percentage'
    ? Math.round((discounted * rule.value) / 100)
    : Math.min(rule.value, discounted);
}

/** The index of the largest value (> 0); the first on a tie; -1 when none is positive. */
function best(values: readonly number[]): number {
  let index = -1;
  values.forEach((value, i) => {
    if (value > 0 && (index === -1 || value > (values[index] ?? 0))) index = i;
  });
  return index;
}

/**
 * Decides which of the cart's codes apply and what each takes off the order or the lines, by a
 * simple form of Shopify's combination rules, as if the shop let order and product discounts
 * combine:
 * - codes match in any case; only the first MAX_DISCOUNT_CODES are considered;
 * - no more than one discount applies to a line: each line takes the product code that takes the
 *   most off it (the first entered on a tie), so product codes on different products stack;
 * - order codes do not combine with each other: the one that takes the most off the subtotal left
 *   after product discounts applies (the first entered on a tie), on top of the product codes.
 * A code that is unknown, below its minimum, on an empty cart, without an eligible line, or beaten
 * on every line it could take stays on the cart with `applicable: false`.
 */
export function evaluateDiscountCodes(
  entered: readonly string[],
  lines: readonly DiscountLine[],
  rules: readonly DiscountRule[],
): DiscountOutcome {
  const considered = entered.slice(0, MAX_DISCOUNT_CODES).map((code) => ({
    code,
    rule: rules.find((r) => r.code.toLowerCase() === code.toLowerCase()) ?? null,
  }));
  const product = considered.map(({ rule }) =>
    rule?.target === 'product' ? productShares(rule, lines) : null,
  );
  // Each line's winning product code, then each code's shares of the lines it won.
  const winners = lines.map((_, i) => best(product.map((shares) => shares?.[i] ?? 0)));
  const won = product.map((shares, c) => shares?.map((s, i) => (winners[i] === c ? s : 0)));
  const productOff = lines.map((_, i) => won[winners[i] ?? -1]?.[i] ?? 0);
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const discounted = subtotal - productOff.reduce((a, b) => a + b, 0);
  const order = considered.map(({ rule }) =>
    rule?.target === 'order' ? (orderAmount(rule, subtotal, discounted) ?? 0) : 0,
  );
  const orderWinner = best(order);
  const applied = considered.flatMap(({ code }, c): AppliedDiscount[] => {
    if (c === orderWinner) return [{ target: 'order', code, amount: order[c] ?? 0 }];
    const perLine = won[c];
    const amount = perLine?.reduce((a, b) => a + b, 0) ?? 0;
    return perLine && amount > 0 ? [{ target: 'product', code, amount, perLine }] : [];
  });
  const codes = entered.map((code) => ({
    code,
    applicable: applied.some((a) => a.code === code),
  }));
  return { codes, applied };
}
