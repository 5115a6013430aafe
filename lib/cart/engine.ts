/**
 * The cart engine (SPEC §4): composes the queue and optimistic view (queue.ts, ops.ts), the
 * lifecycle (lifecycle.ts), operations (operations.ts), storage (persistence.ts) and events
 * (events.ts) behind one API the store calls. Framework free; tests drive it with a fake CartApi.
 */
import type { Cart, CartLine } from '@/lib/shopify/types';
import { plainStringProblem } from '@/lib/storage/safe-storage';
import { createCartEvents } from './events';
import {
  CartEngineError,
  type AddInput,
  type CartChangeReason,
  type CartEngine,
  type CartEngineOptions,
  type CartOperation,
  type CartOpOutcome,
} from './engine-types';
import { createCartLifecycle, type CartState } from './lifecycle';
import { createOperations } from './operations';
import { createOpQueue } from './queue';
import { createCartPersistence } from './persistence';
import { applyOp, createLineIds, type Op, type OpBase } from './ops';
import { TEMP_LINE_PREFIX, type PendingAddItem } from './optimistic';
import { nextQuantity } from './rules';
import { isCart, isCartId } from './validate';

export * from './engine-types';

/**
 * Creates a cart engine. Nothing happens until a method is called; call `loadStored()` then
 * `init()` on page load.
 */
export function createCartEngine(options: CartEngineOptions): CartEngine {
  const { api } = options;
  const persistence = createCartPersistence(options.storage);
  const events = createCartEvents();
  const coalesceMs = options.coalesceMs ?? 150;
  const maxCoalesceMs = options.maxCoalesceMs ?? 1000;
  const reconcileOnError = options.reconcileOnError ?? true;

  const state: CartState = { confirmed: null, verified: false, salvagedId: null };
  let view: Cart | null = null;
  let tempCounter = 0;
  let destroyed = false;

  const { resolveId, mapLineIds, set: setLineId } = createLineIds();

  // ---- view and notifications --------------------------------------------------------------

  function computeView(): Cart | null {
    let next = state.confirmed;
    for (const op of queue.ops) if (!op.landed) next = applyOp(next, op, resolveId);
    return next;
  }

  function notify(
    reason: CartChangeReason,
    extra: { operation?: CartOperation; error?: CartEngineError } = {},
  ): void {
    view = computeView();
    if (destroyed) return;
    try {
      options.onChange?.(view, { reason, pending: queue.ops.length > 0, ...extra });
    } catch (error) {
      console.error('[cart] onChange listener failed', error);
    }
  }

  // ---- storage -----------------------------------------------------------------------------

  /**
   * The platform answered with `cart`: it replaces the stored one (SPEC §4). A cart the shop could
   * not show (say a money amount that is not a decimal, which the price formatting rejects) is
   * refused with a throw instead, so the action fails and rolls back and the last good cart stays.
   */
  function commit(cart: Cart, op?: Op): void {
    if (!isCart(cart)) {
      throw new CartEngineError('The platform returned a cart the shop cannot read', {
        operation: op?.kind ?? 'init',
      });
    }
    if (op) op.landed = true;
    state.confirmed = cart;
    state.verified = true;
    state.salvagedId = null;
    persistence.write(cart);
    // A checkout mark for another cart can never match again: this page has moved on.
    const marked = persistence.checkoutStartedCartId();
    if (marked !== null && marked !== cart.id) persistence.clearCheckoutStarted();
    notify('confirmed', op ? { operation: op.kind } : {});
  }

  function loadStored(): Cart | null {
    const { cart, id } = persistence.read();
    if (cart) {
      state.confirmed = cart;
      state.verified = false;
      persistence.remember(cart);
      notify('hydrate');
    } else {
      state.salvagedId = id;
    }
    return cart;
  }

  const { reapplyDiscount, readCart, replaceLostCart, obtainCart } = createCartLifecycle({
    api,
    persistence,
    state,
    commit,
    loadStored,
    mapLineIds,
  });

  const { execute, reconcile } = createOperations({
    api,
    state,
    events,
    lifecycle: { obtainCart, readCart, replaceLostCart, reapplyDiscount },
    lineIds: { resolveId, set: setLineId },
    commit,
    reconcileOnError,
  });

  const queue = createOpQueue({
    execute,
    reconcile,
    notify,
    view: () => view,
    isDestroyed: () => destroyed,
  });

  function enqueue(op: Op): Promise<CartOpOutcome> {
    if (destroyed) return settledNow(false, op.kind, 'The cart engine was stopped');
    return queue.enqueue(op);
  }

  function settledNow(
    ok: boolean,
    operation: CartOperation,
    message?: string,
  ): Promise<CartOpOutcome> {
    return Promise.resolve({
      ok,
      cart: view,
      userErrors: [],
      error: message ? new CartEngineError(message, { operation }) : null,
      recovered: false,
    });
  }

  function newOp<K extends Op['kind']>(
    fields: Omit<Extract<Op, { kind: K }>, keyof OpBase>,
  ): Extract<Op, { kind: K }> {
    const base: OpBase = { sent: false, landed: false, waiters: [] };
    return { ...base, ...fields } as unknown as Extract<Op, { kind: K }>;
  }

  function findViewLine(lineId: string): CartLine | undefined {
    const real = resolveId(lineId);
    return view?.lines.find((l) => l.id === real || l.id === lineId);
  }

  function setQuantity(lineId: string, quantity: number): Promise<CartOpOutcome> {
    if (!Number.isInteger(quantity) || quantity < 0)
      return settledNow(false, 'quantity', `Invalid quantity ${quantity}`);
    const line = findViewLine(lineId);
    if (!line) return settledNow(false, 'quantity', `No line ${lineId} in the cart`);
    if (quantity === 0) return removeLine(line.id);
    if (quantity === line.quantity) return settledNow(true, 'quantity');
    if (destroyed) return settledNow(false, 'quantity', 'The cart engine was stopped');
    const now = Date.now();
    let batch = queue.openBatch();
    if (batch) {
      batch.targets.set(line.id, quantity);
      batch.dueAt = Math.min(now + coalesceMs, batch.firstAt + maxCoalesceMs);
    } else {
      batch = newOp<'quantity'>({
        kind: 'quantity',
        targets: new Map([[line.id, quantity]]),
        closed: false,
        firstAt: now,
        dueAt: now + coalesceMs,
      });
      queue.pushBatch(batch);
    }
    const settled = queue.waitFor(batch);
    notify('optimistic', { operation: 'quantity' });
    if (!queue.isRunning()) queue.armTimer(batch.dueAt - now);
    return settled;
  }

  function removeLine(lineId: string): Promise<CartOpOutcome> {
    const line = findViewLine(lineId);
    if (!line) return settledNow(false, 'remove', `No line ${lineId} in the cart`);
    // A quantity still waiting to be sent for this line is moot once the line is removed.
    for (const op of queue.ops) {
      if (op.kind === 'quantity' && !op.sent) {
        for (const id of [...op.targets.keys()])
          if (resolveId(id) === line.id) op.targets.delete(id);
      }
    }
    return enqueue(newOp<'remove'>({ kind: 'remove', lineIds: [line.id], snapshots: [line] }));
  }

  function toPending(input: AddInput): PendingAddItem {
    tempCounter += 1;
    return {
      variant: input.variant,
      quantity: input.quantity,
      sellingPlanId: input.sellingPlanId ?? null,
      attributes: input.attributes ?? [],
      tempId: `${TEMP_LINE_PREFIX}${tempCounter}`,
    };
  }

  function addLines(inputs: AddInput[]): Promise<CartOpOutcome> {
    const items = inputs
      .filter((i) => Number.isInteger(i.quantity) && i.quantity > 0)
      .map(toPending);
    if (items.length === 0) return settledNow(false, 'add', 'Nothing to add');
    return enqueue(newOp<'add'>({ kind: 'add', items }));
  }

  return {
    events,
    getCart: () => view,
    getConfirmedCart: () => state.confirmed,
    isPending: () => queue.ops.length > 0,
    getSavedDiscountCode: () => persistence.discountCode(),
    loadStored,
    init: () => enqueue(newOp<'init'>({ kind: 'init' })),
    ensureCart: () => enqueue(newOp<'init'>({ kind: 'init' })),
    add: (input) => addLines([input]),
    addLines,
    changeQuantity(lineId, action) {
      const line = findViewLine(lineId);
      if (!line) return settledNow(false, 'quantity', `No line ${lineId} in the cart`);
      return setQuantity(line.id, nextQuantity(line.quantity, action));
    },
    setQuantity,
    removeLine,
    applyDiscountCode(code) {
      const trimmed = code.trim();
      // The same rule the reader applies: a code `readString` would discard must not be saved
      // (it would silently vanish on the next read), nor sent.
      const problem = plainStringProblem(trimmed);
      if (problem !== null)
        return settledNow(false, 'discount', `Discount code not accepted: ${problem}`);
      // SPEC §4: applying a code saves it, whatever the platform answers, so later adds re-apply it.
      persistence.saveDiscountCode(trimmed);
      return enqueue(newOp<'discount'>({ kind: 'discount', code: trimmed }));
    },
    updateAttributes: (attributes) =>
      enqueue(newOp<'attributes'>({ kind: 'attributes', attributes })),
    adoptCart: (cartId) => enqueue(newOp<'adopt'>({ kind: 'adopt', cartId })),
    markCheckoutStarted(cartId) {
      const id = cartId ?? state.confirmed?.id ?? null;
      if (!isCartId(id)) {
        console.warn('[cart] checkout started without a platform cart; nothing recorded');
        return;
      }
      persistence.markCheckoutStarted(id);
    },
    receiveExternalCart(cart) {
      if (persistence.isStored(cart)) return;
      mapLineIds(state.confirmed, cart);
      state.confirmed = cart;
      state.verified = true;
      state.salvagedId = null;
      persistence.remember(cart);
      notify('external');
    },
    onPersist(listener) {
      return persistence.onWrite(listener);
    },
    flush: queue.flush,
    idle: queue.idle,
    destroy() {
      destroyed = true;
      queue.stopTimer();
      persistence.clearListeners();
    },
  };
}
