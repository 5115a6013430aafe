/**
 * The cart lifecycle of SPEC §4: obtain the cart (read the stored one, else create), and replace a
 * lost cart, carrying its lines over, as the engine's one place that creates carts.
 */
import { errorMessage as describe } from '@/lib/errors';
import type { CartApi } from '@/lib/shopify/cart';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import type { Cart, UserError } from '@/lib/shopify/types';
import { CartEngineError, type CartOperation } from './engine-types';
import type { CartPersistence } from './persistence';
import { mirrorLines, shouldReapplyDiscount, type MirrorLine } from './rules';

/** What the engine knows of its cart; shared with the engine, which owns it. */
export interface CartState {
  /** The last cart the platform returned (or the stored cart before it is verified). */
  confirmed: Cart | null;
  /** True once `confirmed` came from the platform in this page, not just from storage. */
  verified: boolean;
  /** A stored cart id kept from a value too damaged to use as a cart. */
  salvagedId: string | null;
}

export interface LifecycleDeps {
  api: CartApi;
  persistence: CartPersistence;
  state: CartState;
  /** The platform answered with this cart: store it and show it. */
  commit(cart: Cart): void;
  loadStored(): void;
  /** Records where the lines of `before` went in `after`. */
  mapLineIds(before: Cart | null, after: Cart): void;
}

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

/** A cart with no lines, used as the start of a rebuild when the old lines must not come back. */
function withoutLines(cart: Cart): Cart {
  return { ...cart, lines: [], totalQuantity: 0 };
}

/** Creates the lifecycle functions over the engine's state. */
export function createCartLifecycle(deps: LifecycleDeps) {
  const { api, persistence, state, commit, loadStored, mapLineIds } = deps;

  async function createCart(operation: CartOperation): Promise<Cart> {
    const result = await api.createCart();
    if (!result.cart) {
      throw new CartEngineError('The platform created no cart', {
        operation,
        userErrors: result.userErrors,
      });
    }
    return result.cart;
  }

  /**
   * SPEC §4 "After adding a line": with a saved code, lines in the cart and no discount applied
   * yet, the code is re-applied. Returns the cart to use; a failed re-apply keeps `cart` (the add
   * itself succeeded, and the next add tries again).
   */
  async function reapplyDiscount(cart: Cart): Promise<Cart> {
    const code = persistence.discountCode();
    if (code === null || !shouldReapplyDiscount(cart, code)) return cart;
    try {
      const result = await api.updateDiscountCodes(cart.id, [code]);
      return result.cart ?? cart;
    } catch (error) {
      console.warn(`[cart] re-applying discount code failed: ${describe(error)}`);
      return cart;
    }
  }

  /**
   * Adds `lines` to `fresh`: one request for all lines; if the platform refuses some (a variant no
   * longer sold), each line is tried on its own and refused ones are dropped with a warning and
   * reported with the platform's userErrors. A thrown error aborts the rebuild (the caller keeps
   * the old cart to retry from).
   */
  async function carryLines(
    fresh: Cart,
    lines: MirrorLine[],
  ): Promise<{ cart: Cart; dropped: DroppedLine[] }> {
    if (lines.length === 0) return { cart: fresh, dropped: [] };
    const all = await api.addLines(fresh.id, lines);
    if (all.cart && all.userErrors.length === 0)
      return { cart: await reapplyDiscount(all.cart), dropped: [] };
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
    return { cart: await reapplyDiscount(current), dropped };
  }

  /**
   * Reads a cart by id. A GraphQL error (the platform refusing the id, "Invalid global id") means
   * this id will never give a cart, so it counts as a missing cart (SPEC §8: failing to obtain a
   * cart creates a new one). Transport errors still throw: the cart may well exist, and a new
   * cart would needlessly replace it.
   */
  async function readCart(cartId: string): Promise<Cart | null> {
    try {
      return await api.getCart(cartId);
    } catch (error) {
      if (!(error instanceof StorefrontGraphQLError)) throw error;
      console.warn(`[cart] the platform refused cart ${cartId}: ${error.message}`);
      return null;
    }
  }

  /**
   * The platform gave no cart for `lostId` (expired, checked out, unreadable id, or a mutation
   * answered without a cart): SPEC §4 removes the stored cart and creates a new one.
   *
   * Beyond the SPEC, the lines are carried over so nothing the shopper chose is lost: `lost` (the
   * in-memory mirror of the old cart), with `intended` applying the action that found the cart
   * gone. Not when the shopper had followed this cart's checkout link: then the cart was most
   * likely bought, and the new cart starts empty (only the action's own additions go in).
   *
   * `shopifyCart` is removed before the new cart is made, as the SPEC says; the mirror lives on in
   * memory (the view keeps showing the old lines instead of flashing an empty cart). If creating
   * or filling the new cart fails, the old cart is written back, so the next action or a reload
   * tries again from the same lines rather than starting empty. The caller commits the result.
   */
  async function replaceLostCart(
    lost: Cart | null,
    lostId: string,
    operation: CartOperation,
    {
      intended = (start) => start,
      after,
    }: {
      intended?: (start: Cart | null) => Cart | null;
      after?: (cart: Cart) => Promise<Cart>;
    } = {},
  ): Promise<Replacement> {
    const checkedOut = persistence.checkoutStartedCartId() === lostId;
    console.info(
      `[cart] cart ${lostId} is gone${checkedOut ? ' after checkout' : ''}; creating a new cart`,
    );
    state.verified = false;
    const start = checkedOut ? (lost ? withoutLines(lost) : null) : lost;
    const target = intended(start);
    const restore = persistence.remove();
    let replacement: Replacement;
    try {
      const fresh = await createCart(operation);
      replacement = await carryLines(fresh, mirrorLines(target));
      if (after) replacement = { ...replacement, cart: await after(replacement.cart) };
    } catch (error) {
      persistence.restore(restore);
      throw error;
    }
    if (checkedOut) persistence.clearCheckoutStarted();
    mapLineIds(target, replacement.cart);
    return replacement;
  }

  /**
   * The cart an action works on. With `force` (init, availability check, attribute sync) the
   * cart is always read from the platform by id; otherwise a cart already verified in this page
   * is used as is. Commits what it finds or creates.
   */
  async function obtainCart(operation: CartOperation, force: boolean): Promise<Cart> {
    if (state.confirmed && state.verified && !force) return state.confirmed;
    if (!state.confirmed && !state.salvagedId) loadStored();
    const known = state.confirmed;
    const id = known?.id || state.salvagedId;
    let cart: Cart;
    if (!id) {
      cart = await createCart(operation);
    } else {
      cart = (await readCart(id)) ?? (await replaceLostCart(known, id, operation)).cart;
    }
    commit(cart);
    return cart;
  }

  return { createCart, reapplyDiscount, carryLines, readCart, replaceLostCart, obtainCart };
}

export type CartLifecycle = ReturnType<typeof createCartLifecycle>;
