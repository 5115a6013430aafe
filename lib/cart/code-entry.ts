/**
 * A code the shopper types in the drawer, from the engine's side: what stops it before it is sent,
 * the coupon changes such a refusal gives, and what became of one that was sent.
 */
import { codeEntryProblem, isCodeApplied, type CodeEntryProblem } from '@/lib/discounts/cart-codes';
import type { Cart } from '@/lib/shopify/types';
import type { CouponChange } from './changes';
import type { CartOpOutcome } from './engine-types';

/** What became of a code the shopper entered: applied, refused (and why), or failed to send. */
export type CodeEntry =
  | { status: 'applied' }
  | { status: 'refused'; reason: CodeEntryProblem | 'not-applicable' }
  | { status: 'failed' };

/** Segment's words for a code the shop refuses before sending it. */
const REFUSALS: Record<Exclude<CodeEntryProblem, 'empty'>, string> = {
  'too-long': 'code too long',
  duplicate: 'already applied',
  limit: 'too many codes',
};

/**
 * A code refused before it is sent (nothing typed, too long, already on the cart, one too many),
 * with the coupon changes to emit (none for an empty field: nothing was entered); null when the
 * code can go.
 */
export function refusedBeforeSending(
  view: Cart | null,
  code: string,
): { entry: CodeEntry; coupons: CouponChange[] } | null {
  const problem = codeEntryProblem(view, code);
  if (problem === null) return null;
  const entry: CodeEntry = { status: 'refused', reason: problem };
  if (problem === 'empty') return { entry, coupons: [] };
  const coupons: CouponChange[] = [
    { kind: 'entered', code },
    { kind: 'denied', code, reason: REFUSALS[problem] },
  ];
  return { entry, coupons };
}

/** What became of a sent code: the platform applied it, listed it as not applicable, or failed. */
export function entryOf(outcome: CartOpOutcome, code: string): CodeEntry {
  if (!outcome.ok) return { status: 'failed' };
  if (!isCodeApplied(outcome.cart, code)) return { status: 'refused', reason: 'not-applicable' };
  return { status: 'applied' };
}
