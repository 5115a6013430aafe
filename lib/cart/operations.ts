/**
 * Running one queued operation against the platform: send it on the current cart, commit what
 * comes back (SPEC §4: the returned cart replaces the stored one; none back means a new cart),
 * emit the confirmed line changes, and turn the result into an outcome.
 */
import { errorMessage as describe } from '@/lib/errors';
import type { CartApi } from '@/lib/shopify/cart';
import type { Cart, CartLine, CartMutationResult } from '@/lib/shopify/types';
import { CartEngineError, type CartOpOutcome } from './engine-types';
import type { CartEvents } from './events';
import type { CartLifecycle, CartState } from './lifecycle';
import { addItemMergeKey, isTempLineId } from './optimistic';
import { applyOp, type LineIds, type Op, type RunResult } from './ops';
import { appliedCode, cartLineMergeKey, lineMergeKey } from './rules';

export interface OperationDeps {
  api: CartApi;
  state: CartState;
  events: CartEvents;
  lifecycle: Pick<CartLifecycle, 'obtainCart' | 'readCart' | 'replaceLostCart' | 'reapplyDiscount'>;
  lineIds: Pick<LineIds, 'resolveId' | 'set'>;
  /** The platform answered with `cart` (for `op`, when given). */
  commit(cart: Cart, op?: Op): void;
  /** After a failed request, re-read the cart so the view matches the platform. */
  reconcileOnError: boolean;
}

/** Creates `execute` (one op, never throws) and `reconcile` over the engine's parts. */
export function createOperations(deps: OperationDeps) {
  const { api, state, events, commit, reconcileOnError } = deps;
  const { obtainCart, readCart, replaceLostCart, reapplyDiscount } = deps.lifecycle;
  const { resolveId, set: setLineId } = deps.lineIds;

  /**
   * Merge keys of the lines an operation itself asks for (added items, lines whose quantity it
   * sets): if one of these is refused while rebuilding a lost cart, the operation failed.
   */
  function ownLineKeys(op: Op, base: Cart): Set<string> {
    if (op.kind === 'add') return new Set(op.items.map(addItemMergeKey));
    if (op.kind === 'quantity') {
      const ids = new Set([...op.targets.keys()].map(resolveId));
      return new Set(base.lines.filter((l) => ids.has(l.id)).map(cartLineMergeKey));
    }
    return new Set();
  }

  /**
   * Sends one mutation on the current cart. SPEC §4: the returned cart replaces the stored one,
   * and if no cart comes back a new cart is created (`replaceLostCart`), with this action applied
   * to the lines carried over. `refusedKeys`: merge keys of this action's own lines the rebuild
   * could not carry (their userErrors are the result's userErrors).
   */
  async function mutate(
    op: Op,
    send: (base: Cart) => Promise<CartMutationResult> | null,
  ): Promise<RunResult & { cart: Cart; refusedKeys: Set<string> }> {
    const base = await obtainCart(op.kind, false);
    const request = send(base);
    if (request === null)
      return { cart: base, userErrors: [], recovered: false, refusedKeys: new Set() };
    const result = await request;
    if (result.cart) {
      commit(result.cart, op);
      return {
        cart: result.cart,
        userErrors: result.userErrors,
        recovered: false,
        refusedKeys: new Set(),
      };
    }
    const replacement = await replaceLostCart(base, base.id, op.kind, {
      intended: (start) => applyOp(start, op, resolveId),
      ...(op.kind === 'discount'
        ? {
            after: async (cart: Cart) =>
              (await api.updateDiscountCodes(cart.id, [op.code])).cart ?? cart,
          }
        : {}),
    });
    commit(replacement.cart, op);
    const own = ownLineKeys(op, base);
    const refused = replacement.dropped.filter((d) => own.has(lineMergeKey(d.line)));
    return {
      cart: replacement.cart,
      userErrors: refused.flatMap((d) => d.userErrors),
      recovered: true,
      refusedKeys: new Set(refused.map((d) => lineMergeKey(d.line))),
    };
  }

  function sendQuantities(
    op: Extract<Op, { kind: 'quantity' }>,
    base: Cart,
  ): Promise<CartMutationResult> | null {
    const lines: { id: string; quantity: number }[] = [];
    for (const [id, quantity] of op.targets) {
      const real = resolveId(id);
      const line = base.lines.find((l) => l.id === real);
      // An unresolved temporary id belongs to an add that failed; a missing line was removed.
      if (isTempLineId(real) || !line || line.quantity === quantity) continue;
      lines.push({ id: real, quantity });
    }
    return lines.length === 0 ? null : api.updateLines(base.id, lines);
  }

  function sendRemove(
    op: Extract<Op, { kind: 'remove' }>,
    base: Cart,
  ): Promise<CartMutationResult> | null {
    const ids = op.lineIds
      .map(resolveId)
      .filter((id) => !isTempLineId(id) && base.lines.some((l) => l.id === id));
    return ids.length === 0 ? null : api.removeLines(base.id, ids);
  }

  /** Tells subscribers about a change the platform confirmed (never about a failed one). */
  function emitLine(
    event: 'line-added' | 'line-removed',
    line: CartLine,
    quantity: number,
    cart: Cart,
  ): void {
    events.emit(event, { line, quantity, cart, cartId: cart.id, code: appliedCode(cart) });
  }

  async function run(op: Op): Promise<RunResult> {
    switch (op.kind) {
      case 'init': {
        await obtainCart('init', true);
        op.landed = true;
        return { userErrors: [], recovered: false };
      }
      case 'adopt': {
        const cart = await readCart(op.cartId);
        if (!cart)
          throw new CartEngineError(`Cart ${op.cartId} was not found`, { operation: 'adopt' });
        commit(cart, op);
        return { userErrors: [], recovered: false };
      }
      case 'add': {
        const result = await mutate(op, (base) =>
          api.addLines(
            base.id,
            op.items.map((item) => ({
              merchandiseId: item.variant.id,
              quantity: item.quantity,
              sellingPlanId: item.sellingPlanId,
              attributes: item.attributes,
            })),
          ),
        );
        for (const item of op.items) {
          const key = addItemMergeKey(item);
          const line = result.cart.lines.find((l) => cartLineMergeKey(l) === key);
          if (line) setLineId(item.tempId, line.id);
        }
        // The platform refuses a cartLinesAdd as a whole: with userErrors nothing was added.
        if (result.userErrors.length > 0 && !result.recovered) return result;
        let cart = result.cart;
        if (!result.recovered) {
          const discounted = await reapplyDiscount(cart);
          if (discounted !== cart) commit(discounted);
          cart = discounted;
        }
        // Only what landed is tracked, described by the platform's line (the variant that was
        // really added, e.g. after the A/B swap), not by what was asked for.
        for (const item of op.items) {
          if (result.refusedKeys.has(addItemMergeKey(item))) continue;
          const line = cart.lines.find((l) => l.id === resolveId(item.tempId));
          if (!line) continue;
          emitLine('line-added', line, item.quantity, cart);
        }
        return result;
      }
      case 'quantity': {
        const before = new Map(
          (state.confirmed?.lines ?? []).map((l) => [l.id, l.quantity] as const),
        );
        const result = await mutate(op, (base) => sendQuantities(op, base));
        if (result.userErrors.length === 0 && !result.recovered) {
          for (const line of result.cart.lines) {
            const previous = before.get(line.id);
            if (previous === undefined || previous === line.quantity) continue;
            const quantity = Math.abs(line.quantity - previous);
            events.emit('line-updated', {
              line,
              quantity,
              previousQuantity: previous,
              cart: result.cart,
              cartId: result.cart.id,
              code: appliedCode(result.cart),
            });
          }
        }
        return result;
      }
      case 'remove': {
        const result = await mutate(op, (base) => sendRemove(op, base));
        if (result.userErrors.length === 0) {
          for (const line of op.snapshots)
            emitLine('line-removed', line, line.quantity, result.cart);
        }
        return result;
      }
      case 'discount':
        return mutate(op, (base) => api.updateDiscountCodes(base.id, [op.code]));
      case 'attributes': {
        // SPEC §4: attributes are pushed "after checking that a cart exists": the forced check
        // re-reads the cart and replaces it if it is gone, so the attributes are not lost.
        const base = await obtainCart('attributes', true);
        await api.updateAttributes(base.id, op.attributes);
        op.landed = true;
        return { userErrors: [], recovered: false };
      }
    }
  }

  /** After a thrown error, re-read the cart: a request may have failed after the platform acted. */
  async function reconcile(): Promise<void> {
    if (!reconcileOnError || !state.confirmed || !state.verified) return;
    try {
      const fresh = await api.getCart(state.confirmed.id);
      if (fresh) commit(fresh);
    } catch (error) {
      console.warn(`[cart] could not re-read the cart after a failure: ${describe(error)}`);
    }
  }

  /** Runs one operation; never throws. `thrown` tells a failed request from refused input. */
  async function execute(
    op: Op,
  ): Promise<{ outcome: Omit<CartOpOutcome, 'cart'>; thrown: boolean }> {
    try {
      const result = await run(op);
      if (result.userErrors.length === 0)
        return {
          outcome: { ok: true, userErrors: [], error: null, recovered: result.recovered },
          thrown: false,
        };
      console.warn(`[cart] ${op.kind} refused`, result.userErrors);
      const message =
        result.userErrors.map((e) => e.message).join('; ') || 'The platform refused the change';
      const error = new CartEngineError(message, {
        operation: op.kind,
        userErrors: result.userErrors,
      });
      return {
        outcome: { ok: false, userErrors: result.userErrors, error, recovered: result.recovered },
        thrown: false,
      };
    } catch (cause) {
      // The op leaves the queue without having landed, which drops its effect from the view:
      // that is the rollback.
      const error =
        cause instanceof CartEngineError
          ? cause
          : new CartEngineError(`Cart ${op.kind} failed: ${describe(cause)}`, {
              operation: op.kind,
              cause,
            });
      console.warn(`[cart] ${error.message}`);
      return {
        outcome: { ok: false, userErrors: error.userErrors, error, recovered: false },
        thrown: true,
      };
    }
  }

  return { execute, reconcile };
}
