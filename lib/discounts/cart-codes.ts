/**
 * The cart's discount codes as a list the shopper edits (docs/discount-codes.md): every change
 * sends the full list through `cartDiscountCodesUpdate`, which replaces the cart's codes. Pure; the
 * engine sends what these give, the drawer shows it. Codes match in any case, as they do on
 * Shopify.
 */
import { money, toMinorUnits } from '@/lib/pricing/money';
import type { Cart, Money } from '@/lib/shopify/types';

/**
 * Shopify takes at most five product or order discount codes on a cart (and one shipping code,
 * which this shop has none of): help.shopify.com/en/manual/discounts/combining-discounts.
 */
export const MAX_CART_CODES = 5;

/** Longest code the field sends; Shopify's own codes are at most 255 characters. */
export const MAX_CODE_LENGTH = 255;

/** One change to the cart's codes, applied to the list the platform has when it is sent. */
export interface CodeEdit {
  kind: 'add' | 'remove';
  code: string;
}

/** Why a code the shopper typed is not sent: nothing typed, already on the cart, or one too many. */
export type CodeEntryProblem = 'empty' | 'too-long' | 'duplicate' | 'limit';

/** The same code, in any case and with any surrounding spaces. */
export function sameCode(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A typed code as the shop sends it: trimmed, inner runs of spaces kept as one, in capitals (the
 * platform matches codes in any case; capitals are how codes are printed and read back).
 */
export function normaliseCode(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The codes on `cart`, as the platform lists them. */
export function cartCodes(cart: Pick<Cart, 'discountCodes'> | null): string[] {
  return cart?.discountCodes.map((d) => d.code) ?? [];
}

/**
 * The full list to send for `edit` on `current`: an added code goes last (once: a code already
 * there in any case is kept as it is); a removed one is dropped in any case.
 */
export function codesAfter(current: readonly string[], edit: CodeEdit): string[] {
  const others = current.filter((code) => !sameCode(code, edit.code));
  if (edit.kind === 'remove') return others;
  return others.length === current.length ? [...current, edit.code.trim()] : [...current];
}

/** What stops a typed code from being sent to `cart`, or null when it can go. */
export function codeEntryProblem(
  cart: Pick<Cart, 'discountCodes'> | null,
  typed: string,
): CodeEntryProblem | null {
  const code = normaliseCode(typed);
  if (code === '') return 'empty';
  if (code.length > MAX_CODE_LENGTH) return 'too-long';
  const codes = cartCodes(cart);
  if (codes.some((c) => sameCode(c, code))) return 'duplicate';
  return codes.length >= MAX_CART_CODES ? 'limit' : null;
}

/** SPEC §4: a specific code counts as applied only if that code is applicable. */
export function isCodeApplied(cart: Pick<Cart, 'discountCodes'> | null, code: string): boolean {
  return cart?.discountCodes.some((d) => d.applicable && sameCode(d.code, code)) ?? false;
}

/**
 * What `code` takes off `cart`: its allocations on the cart (an order code) and on the lines (a
 * product code), in the cart's currency. Zero when the code is not applied, or the platform did
 * not name the code on its allocations.
 */
export function codeDiscount(
  cart: Pick<Cart, 'discountAllocations' | 'lines' | 'cost'>,
  code: string,
): Money {
  const allocations = [
    ...cart.discountAllocations,
    ...cart.lines.flatMap((l) => l.discountAllocations),
  ];
  const minor = allocations
    .filter((a) => a.code !== undefined && sameCode(a.code, code))
    .reduce((sum, a) => sum + toMinorUnits(a.discountedAmount.amount), 0);
  return money(minor, cart.cost.totalAmount.currencyCode);
}
