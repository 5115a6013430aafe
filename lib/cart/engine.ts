/**
 * The cart engine: the cart lifecycle of SPEC §4 plus a single-flight mutation queue, framework
 * free (the shop store wraps it; tests drive it with a fake CartApi and in-memory storage).
 *
 * - One request in flight per cart. Actions are queued in order and the view the shopper sees is
 *   the last platform cart with every pending action applied on top (optimistic). A failed action
 *   simply drops out of the queue, which rolls the view back.
 * - Quantity clicks coalesce: clicks on lines while the tail of the queue is an unsent quantity
 *   batch join that batch as absolute targets, so twenty "+" clicks become one cartLinesUpdate
 *   with the final quantity. Absolute targets also make a resend harmless.
 * - Lifecycle (SPEC §4): the stored cart is fetched by id; if the platform no longer has it (null,
 *   or a GraphQL error for an id it cannot read), the stored cart is removed and a new cart is
 *   created. Beyond the SPEC, the old cart's lines (variant, quantity, selling plan, attributes)
 *   are re-added so an expired cart loses nothing the shopper chose; the same happens when a
 *   mutation comes back without a cart (SPEC: "if no cart comes back, a new cart is created").
 * - A checked-out cart also reads as null. The UI calls `markCheckoutStarted()` when the shopper
 *   follows the checkout link; a null cart with that mark gets a new EMPTY cart (SPEC §4 literal),
 *   so a basket that was bought is not re-added.
 * - Every cart the platform returns replaces the stored `shopifyCart`; the saved `discountCode` is
 *   re-applied after adds when no discount is applied yet.
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
import { createCartPersistence } from './persistence';
import { applyOp, createLineIds, type Op, type OpBase } from './ops';
import { TEMP_LINE_PREFIX, type PendingAddItem } from './optimistic';
import { nextQuantity } from './rules';
import { isCartId } from './validate';

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
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let tempCounter = 0;
  let destroyed = false;
  const queue: Op[] = [];
  const idleWaiters: (() => void)[] = [];

  const { resolveId, mapLineIds, set: setLineId } = createLineIds();

  // ---- view and notifications --------------------------------------------------------------

  function computeView(): Cart | null {
    let next = state.confirmed;
    for (const op of queue) if (!op.landed) next = applyOp(next, op, resolveId);
    return next;
  }

  function notify(
    reason: CartChangeReason,
    extra: { operation?: CartOperation; error?: CartEngineError } = {},
  ): void {
    view = computeView();
    if (destroyed) return;
    try {
      options.onChange?.(view, { reason, pending: queue.length > 0, ...extra });
    } catch (error) {
      console.error('[cart] onChange listener failed', error);
    }
  }

  // ---- storage -----------------------------------------------------------------------------

  /** The platform answered with `cart`: it replaces the stored one (SPEC §4). */
  function commit(cart: Cart, op?: Op): void {
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

  // ---- the queue ---------------------------------------------------------------------------

  function armTimer(delay: number): void {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        void pump();
      },
      Math.max(0, delay),
    );
  }

  async function pump(): Promise<void> {
    if (running || destroyed) return;
    running = true;
    try {
      while (queue.length > 0 && !destroyed) {
        const op = queue[0] as Op;
        if (op.kind === 'quantity' && !op.closed) {
          const wait = op.dueAt - Date.now();
          if (wait > 0) {
            armTimer(wait);
            return;
          }
          op.closed = true;
        }
        op.sent = true;
        const { outcome, thrown } = await execute(op);
        queue.shift();
        if (outcome.ok) notify('confirmed', { operation: op.kind });
        else
          notify('rollback', {
            operation: op.kind,
            ...(outcome.error ? { error: outcome.error } : {}),
          });
        if (thrown) await reconcile();
        const settled: CartOpOutcome = { ...outcome, cart: view };
        for (const resolve of op.waiters) resolve(settled);
      }
    } finally {
      running = false;
      if (queue.length === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    }
  }

  function openBatch(): Extract<Op, { kind: 'quantity' }> | null {
    const tail = queue[queue.length - 1];
    return tail && tail.kind === 'quantity' && !tail.sent && !tail.closed ? tail : null;
  }

  function waitFor(op: Op): Promise<CartOpOutcome> {
    return new Promise<CartOpOutcome>((resolve) => op.waiters.push(resolve));
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

  function enqueue(op: Op): Promise<CartOpOutcome> {
    if (destroyed) return settledNow(false, op.kind, 'The cart engine was stopped');
    // An earlier batch still collecting clicks must not be overtaken, so it stops collecting.
    const batch = openBatch();
    if (batch) batch.closed = true;
    const settled = waitFor(op);
    queue.push(op);
    notify('optimistic', { operation: op.kind });
    void pump();
    return settled;
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
    let batch = openBatch();
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
      queue.push(batch);
    }
    const settled = waitFor(batch);
    notify('optimistic', { operation: 'quantity' });
    if (!running) armTimer(batch.dueAt - now);
    return settled;
  }

  function removeLine(lineId: string): Promise<CartOpOutcome> {
    const line = findViewLine(lineId);
    if (!line) return settledNow(false, 'remove', `No line ${lineId} in the cart`);
    // A quantity still waiting to be sent for this line is moot once the line is removed.
    for (const op of queue) {
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

  function idle(): Promise<void> {
    if (queue.length === 0 && !running) return Promise.resolve();
    return new Promise<void>((resolve) => idleWaiters.push(resolve));
  }

  return {
    events,
    getCart: () => view,
    getConfirmedCart: () => state.confirmed,
    isPending: () => queue.length > 0,
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
    flush() {
      const batch = openBatch();
      if (batch) batch.dueAt = 0;
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      void pump();
      return idle();
    },
    idle,
    destroy() {
      destroyed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      persistence.clearListeners();
    },
  };
}
