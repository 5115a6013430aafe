/**
 * The one platform request each queued action makes on the cart it acts on (`base`), or null when
 * there is nothing to send. Actions name lines by merge key; the request names them by the ids
 * `base` has now. A discount edit is sent as the cart's full list of codes.
 */
import { cartCodes, codesAfter, isCodeApplied } from '@/lib/discounts/cart-codes';
import type { CartApi } from '@/lib/shopify/cart';
import type { Cart, CartMutationResult } from '@/lib/shopify/types';
import { addLineInput, type CartAction } from './optimistic';
import { cartLineMergeKey } from './rules';

/**
 * A discount edit as the full list (`cartDiscountCodesUpdate` replaces the cart's codes). A code
 * the shopper adds that the platform does not apply comes back with `applicable: false`, not an
 * error; it is taken off again with a second request, so the cart keeps only the codes it had
 * and the drawer explains the refusal instead of listing a useless code.
 */
async function sendCodeEdit(
  api: CartApi,
  base: Cart,
  action: Extract<CartAction, { kind: 'discount' }>,
): Promise<CartMutationResult> {
  const before = cartCodes(base);
  const answer = await api.updateDiscountCodes(base.id, codesAfter(before, action.edit));
  const { cart } = answer;
  const refused = action.source === 'shopper' && action.edit.kind === 'add';
  if (!cart || answer.userErrors.length > 0 || !refused || isCodeApplied(cart, action.edit.code))
    return answer;
  const restored = await api.updateDiscountCodes(
    cart.id,
    codesAfter(cartCodes(cart), {
      kind: 'remove',
      code: action.edit.code,
    }),
  );
  return restored.cart ? restored : answer;
}

export function requestFor(
  api: CartApi,
  action: CartAction,
  base: Cart,
): Promise<CartMutationResult> | null {
  const lineOf = (key: string) => base.lines.find((l) => cartLineMergeKey(l) === key);
  switch (action.kind) {
    case 'quantity': {
      // A key with no line belongs to an add that failed, or to a line removed meanwhile.
      const lines = [...action.targets].flatMap(([key, quantity]) => {
        const line = lineOf(key);
        return line && line.quantity !== quantity ? [{ id: line.id, quantity }] : [];
      });
      return lines.length === 0 ? null : api.updateLines(base.id, lines);
    }
    case 'remove': {
      const ids = action.keys.flatMap((key) => lineOf(key)?.id ?? []);
      return ids.length === 0 ? null : api.removeLines(base.id, ids);
    }
    case 'discount':
      return sendCodeEdit(api, base, action);
    case 'add':
      return api.addLines(base.id, action.items.map(addLineInput));
    default:
      return null;
  }
}
