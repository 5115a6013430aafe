/**
 * Obtaining a cart (SPEC §4 lifecycle): read one by id, create one, and rebuild a lost cart with
 * its lines carried over. Each step takes values and returns values; the engine stores the result.
 */
import { errorMessage as describe } from '@/lib/errors';
import type { CartApi } from '@/lib/shopify/cart';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import type { Cart, UserError } from '@/lib/shopify/types';
import { CartEngineError, type CartOperation } from './engine-types';
import { addItemMergeKey, planView, type CartAction } from './optimistic';
import { cartCodes, codesAfter } from '@/lib/discounts/cart-codes';
import { shouldReapplyDiscount } from '@/lib/discounts/cart-discount';
import { lineMergeKey, mirrorLines, type MirrorLine } from './rules';

/** A line that could not be carried over to a new cart, with the platform's reasons. */
export interface DroppedLine {
  line: MirrorLine;
  userErrors: UserError[];
}

/** A cart that replaced a lost one, and what could not be carried over. */
export interface Replacement {
  cart: Cart;
  dropped: DroppedLine[];
}

export async function createCart(api: CartApi, operation: CartOperation): Promise<Cart> {
  const result = await api.createCart();
  if (result.cart) return result.cart;
  throw new CartEngineError('The platform created no cart', {
    operation,
    userErrors: result.userErrors,
  });
}

/**
 * Reads a cart by id. A GraphQL error (the platform refusing the id, "Invalid global id") means
 * this id will never give a cart, so it counts as a missing cart (SPEC §8: failing to obtain a
 * cart creates a new one). Transport errors still throw: the cart may well exist, and a new cart
 * would needlessly replace it.
 */
export async function readCart(api: CartApi, cartId: string): Promise<Cart | null> {
  try {
    return await api.getCart(cartId);
  } catch (error) {
    if (!(error instanceof StorefrontGraphQLError)) throw error;
    console.warn(`[cart] the platform refused cart ${cartId}: ${error.message}`);
    return null;
  }
}

/**
 * SPEC §4 "After adding a line": with a saved code, lines in the cart and no discount applied
 * yet, the code is re-applied, added to the codes the cart holds (the list is sent whole, so the
 * others stay). A failed re-apply keeps `cart` (the add itself succeeded; the next add tries again).
 */
export async function reapplyDiscount(
  api: CartApi,
  cart: Cart,
  code: string | null,
): Promise<Cart> {
  if (code === null || !shouldReapplyDiscount(cart, code)) return cart;
  try {
    const codes = codesAfter(cartCodes(cart), { kind: 'add', code });
    return (await api.updateDiscountCodes(cart.id, codes)).cart ?? cart;
  } catch (error) {
    console.warn(`[cart] re-applying discount code failed: ${describe(error)}`);
    return cart;
  }
}

/**
 * A new cart holding `lines`: one request for all lines; if the platform refuses some (a variant
 * no longer sold), each line is tried on its own and refused ones are dropped with a warning and
 * reported with the platform's userErrors. A thrown error aborts the rebuild.
 */
async function rebuildCart(
  api: CartApi,
  lines: MirrorLine[],
  savedCode: string | null,
  operation: CartOperation,
): Promise<Replacement> {
  const fresh = await createCart(api, operation);
  if (lines.length === 0) return { cart: fresh, dropped: [] };
  const all = await api.addLines(fresh.id, lines);
  if (all.cart && all.userErrors.length === 0)
    return { cart: await reapplyDiscount(api, all.cart, savedCode), dropped: [] };
  let current = fresh;
  const dropped: DroppedLine[] = [];
  for (const line of lines) {
    const one = await api.addLines(current.id, [line]);
    if (one.cart) current = one.cart;
    if (one.cart && one.userErrors.length === 0) continue;
    const userErrors =
      one.userErrors.length > 0
        ? one.userErrors
        : [{ field: null, message: `${line.merchandiseId} could not be added to the new cart` }];
    console.warn(`[cart] could not carry ${line.merchandiseId} over to the new cart`, userErrors);
    dropped.push({ line, userErrors });
  }
  return { cart: await reapplyDiscount(api, current, savedCode), dropped };
}

/**
 * The platform gave no cart for `lost` (expired, checked out, unreadable id, or a mutation answered
 * without a cart): SPEC §4 creates a new one. Beyond the SPEC, the lines are carried over, with
 * `intended` (the action that found the cart gone) applied, so nothing the shopper chose is lost.
 * Not after the shopper followed this cart's checkout link: it was most likely bought, and the new
 * cart holds only the action's own additions.
 */
export async function replaceLostCart(
  api: CartApi,
  lost: Cart | null,
  options: {
    lostId: string;
    operation: CartOperation;
    checkedOut: boolean;
    savedCode: string | null;
  },
  intended?: CartAction,
): Promise<Replacement> {
  const { lostId, operation, checkedOut, savedCode } = options;
  console.info(
    `[cart] cart ${lostId} is gone${checkedOut ? ' after checkout' : ''}; creating a new cart`,
  );
  const start = checkedOut && lost ? { ...lost, lines: [], totalQuantity: 0 } : lost;
  const target = intended ? planView(start, [intended]) : start;
  const replacement = await rebuildCart(api, mirrorLines(target), savedCode, operation);
  if (intended?.kind !== 'discount') return replacement;
  // The edit on the lost cart's codes (or, with none known, the new cart's).
  const codes = codesAfter(cartCodes(lost ?? replacement.cart), intended.edit);
  const applied = await api.updateDiscountCodes(replacement.cart.id, codes);
  return { ...replacement, cart: applied.cart ?? replacement.cart };
}

/** The lines of `action` itself that a new cart refused (they fail the action), and why. */
export function refusedLines(action: CartAction, dropped: readonly DroppedLine[]) {
  const own = new Set(action.kind === 'quantity' ? action.targets.keys() : []);
  if (action.kind === 'add') for (const item of action.items) own.add(addItemMergeKey(item));
  const refused = dropped.filter((d) => own.has(lineMergeKey(d.line)));
  return {
    userErrors: refused.flatMap((d) => d.userErrors),
    refusedKeys: new Set(refused.map((d) => lineMergeKey(d.line))),
  };
}
