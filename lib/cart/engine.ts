/**
 * The cart engine (SPEC §4), the one owner of the cart state. Framework free: the store loads it
 * after hydration and subscribes to its view; tests drive it with a fake CartApi.
 *
 * A quantity click, top-down:
 *  1. `changeQuantity` → `setQuantity` records the line's absolute target under its merge key (the
 *     latest click wins) and shows the planned optimistic view (`show` → `planView`).
 *  2. `coalesceMs` after the last click (at most `maxCoalesceMs` after the first) `pump` moves the
 *     targets into the queue, which runs one action at a time.
 *  3. `settle` → `run` → `mutate` sends `updateLines` on the current cart (`send`); lib/shopify
 *     reshapes the answer; `commit` validates and stores it; `emit` hands confirmed line changes
 *     to their subscribers; `show` sets the view once.
 */
import { errorMessage as describe } from '@/lib/errors';
import type { CartApi } from '@/lib/shopify/cart';
import type { Attribute, Cart, CartMutationResult, UserError } from '@/lib/shopify/types';
import { plainStringProblem } from '@/lib/storage/safe-storage';
import type {
  CartChangeListener,
  CartChangeSource,
  CartLineChange,
  ConfirmedCartChange,
} from './changes';
import {
  CartEngineError,
  type AddInput,
  type CartChangeMeta,
  type CartChangeReason,
  type CartEngineOptions,
  type CartOperation,
  type CartOpOutcome,
  type CartViewListener,
} from './engine-types';
import {
  addItemMergeKey,
  applyAdd,
  applyQuantities,
  applyRemove,
  placeholderCart,
  TEMP_LINE_PREFIX,
  type PendingAddItem,
} from './optimistic';
import { createCartPersistence, type CartPersistence } from './persistence';
import { createCart, readCart, rebuildCart, reapplyDiscount, type Replacement } from './recovery';
import {
  cartLineMergeKey,
  lineMergeKey,
  mirrorLines,
  nextQuantity,
  type QuantityAction,
} from './rules';
import { isCart, isCartId } from './validate';

export * from './engine-types';

/** A queued action. Quantity targets and removals name lines by merge key, which survives new ids. */
type Action =
  | { kind: 'init' }
  | { kind: 'add'; items: PendingAddItem[] }
  | { kind: 'quantity'; targets: Map<string, number> }
  | { kind: 'remove'; keys: string[] }
  | { kind: 'discount'; code: string }
  | { kind: 'attributes'; attributes: Attribute[] }
  | { kind: 'adopt'; cartId: string };

type Waiter = (outcome: CartOpOutcome) => void;

/** What running one action gives: the cart to store, what to report, the lines to emit. */
interface Result {
  cart: Cart;
  userErrors: UserError[];
  recovered: boolean;
  changes: CartLineChange[];
}

/** How many confirmed changes a late subscriber can still replay. */
const CHANGE_LOG_SIZE = 50;
const NO_TARGETS: ReadonlyMap<string, number> = new Map();

/** Plan: the platform cart with every action not yet confirmed, then the open targets, on top. */
function planView(
  confirmed: Cart | null,
  actions: readonly Action[],
  targets: ReadonlyMap<string, number>,
): Cart | null {
  let view = confirmed;
  for (const action of actions) {
    if (action.kind === 'add') view = applyAdd(view ?? placeholderCart(), action.items);
    else if (view && action.kind === 'quantity') view = applyQuantities(view, action.targets);
    else if (view && action.kind === 'remove') view = applyRemove(view, action.keys);
  }
  return view ? applyQuantities(view, targets) : view;
}

/** The outcome of a result: refused input (userErrors) fails the action. */
function outcomeOf(operation: CartOperation, result: Result): Omit<CartOpOutcome, 'cart'> {
  const { userErrors, recovered } = result;
  if (userErrors.length === 0) return { ok: true, userErrors, error: null, recovered };
  console.warn(`[cart] ${operation} refused`, userErrors);
  const message = userErrors.map((e) => e.message).join('; ') || 'The platform refused the change';
  const error = new CartEngineError(message, { operation, userErrors });
  return { ok: false, userErrors, error, recovered };
}

/** The outcome of a thrown error; the action leaves the queue, which rolls the view back. */
function failureOf(operation: CartOperation, cause: unknown): Omit<CartOpOutcome, 'cart'> {
  const error =
    cause instanceof CartEngineError
      ? cause
      : new CartEngineError(`Cart ${operation} failed: ${describe(cause)}`, { operation, cause });
  console.warn(`[cart] ${error.message}`);
  return { ok: false, userErrors: error.userErrors, error, recovered: false };
}

/** Calls each listener; one that throws is logged and the others still run. */
function tell<A extends unknown[]>(listeners: Iterable<(...args: A) => void>, ...args: A): void {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch (error) {
      console.warn(`[cart] a cart listener failed: ${describe(error)}`);
    }
  }
}

export class CartEngine implements CartChangeSource {
  private readonly api: CartApi;
  private readonly persistence: CartPersistence;
  private readonly coalesceMs: number;
  private readonly maxCoalesceMs: number;
  private readonly reconcileOnError: boolean;

  /** The last cart the platform returned (or the stored cart before it is verified). */
  private confirmed: Cart | null = null;
  /** True once `confirmed` came from the platform in this page, not just from storage. */
  private verified = false;
  /** A stored cart id kept from a value too damaged to use as a cart. */
  private salvagedId: string | null = null;
  /** The optimistic view: `confirmed` with the queue and the open targets applied. */
  private view: Cart | null = null;

  /** Actions in order; the head is in flight while `running`. */
  private readonly queue: { action: Action; waiters: Waiter[] }[] = [];
  /** Open quantity targets (merge key → absolute quantity), collecting clicks until due. */
  private targets = new Map<string, number>();
  private targetWaiters: Waiter[] = [];
  private firstClickAt = 0;
  private dueAt = 0;
  private running = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private tempCounter = 0;
  private destroyed = false;

  /** The merge key of every line id shown, so an id keeps working after its line got a new one. */
  private readonly seenKeys = new Map<string, string>();

  private readonly viewListeners = new Set<CartViewListener>();
  private readonly persistListeners = new Set<(cart: Cart) => void>();
  private readonly changeListeners = new Set<CartChangeListener>();
  private readonly changeLog: ConfirmedCartChange[] = [];

  constructor(options: CartEngineOptions) {
    this.api = options.api;
    this.persistence = createCartPersistence(options.storage);
    this.coalesceMs = options.coalesceMs ?? 150;
    this.maxCoalesceMs = options.maxCoalesceMs ?? 1000;
    this.reconcileOnError = options.reconcileOnError ?? true;
  }

  // ---- reading and listening ---------------------------------------------------------------

  /** The optimistic view: the platform cart with queued actions applied. */
  getCart(): Cart | null {
    return this.view;
  }

  /** Hears the view each time it changes. Returns unsubscribe. */
  subscribe(listener: CartViewListener): () => void {
    this.viewListeners.add(listener);
    return () => void this.viewListeners.delete(listener);
  }

  /** Hears each cart this tab newly stores (the cross-tab broadcast). Returns unsubscribe. */
  onPersist(listener: (cart: Cart) => void): () => void {
    this.persistListeners.add(listener);
    return () => void this.persistListeners.delete(listener);
  }

  /** Confirmed added/removed lines (lib/cart/changes.ts); `since` replays the bounded log first. */
  subscribeChanges(listener: CartChangeListener, options: { since?: number } = {}): () => void {
    const { since } = options;
    if (since !== undefined)
      for (const change of this.changeLog) if (change.at >= since) tell([listener], change);
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  // ---- actions -----------------------------------------------------------------------------

  /** Shows the stored cart (no request) until `init` verifies it; a known cart is kept. */
  loadStored(): Cart | null {
    if (this.confirmed) return this.confirmed;
    const cart = this.readStored();
    if (cart) this.show('hydrate');
    return cart;
  }

  /** SPEC §4 initialisation: fetch the stored cart by id, else create one (recovering lines). */
  init(): Promise<CartOpOutcome> {
    return this.enqueue({ kind: 'init' });
  }

  /** SPEC §4 availability check; behaves exactly like `init`. */
  ensureCart(): Promise<CartOpOutcome> {
    return this.enqueue({ kind: 'init' });
  }

  add(input: AddInput): Promise<CartOpOutcome> {
    return this.addLines([input]);
  }

  addLines(inputs: AddInput[]): Promise<CartOpOutcome> {
    const items = inputs
      .filter((input) => Number.isInteger(input.quantity) && input.quantity > 0)
      .map((input): PendingAddItem => {
        this.tempCounter += 1;
        return {
          variant: input.variant,
          quantity: input.quantity,
          sellingPlanId: input.sellingPlanId ?? null,
          attributes: input.attributes ?? [],
          tempId: `${TEMP_LINE_PREFIX}${this.tempCounter}`,
        };
      });
    if (items.length === 0) return this.settledNow(false, 'add', 'Nothing to add');
    return this.enqueue({ kind: 'add', items });
  }

  /** increase / decrease / none on a line of the view; decreasing to 0 removes it. Coalesced. */
  changeQuantity(lineId: string, action: QuantityAction): Promise<CartOpOutcome> {
    const line = this.viewLine(lineId);
    if (!line) return this.settledNow(false, 'quantity', `No line ${lineId} in the cart`);
    return this.setQuantity(line.id, nextQuantity(line.quantity, action));
  }

  /** Sets a line's absolute quantity (0 removes it); the latest target per line wins. */
  setQuantity(lineId: string, quantity: number): Promise<CartOpOutcome> {
    if (!Number.isInteger(quantity) || quantity < 0)
      return this.settledNow(false, 'quantity', `Invalid quantity ${quantity}`);
    const line = this.viewLine(lineId);
    if (!line) return this.settledNow(false, 'quantity', `No line ${lineId} in the cart`);
    if (quantity === 0) return this.removeLine(line.id);
    if (quantity === line.quantity) return this.settledNow(true, 'quantity');
    if (this.destroyed) return this.settledNow(false, 'quantity', 'The cart engine was stopped');
    const now = Date.now();
    if (this.targetWaiters.length === 0) this.firstClickAt = now;
    this.targets.set(cartLineMergeKey(line), quantity);
    this.dueAt = Math.min(now + this.coalesceMs, this.firstClickAt + this.maxCoalesceMs);
    const settled = new Promise<CartOpOutcome>((resolve) => this.targetWaiters.push(resolve));
    this.show('optimistic', { operation: 'quantity' });
    if (!this.running) this.armTimer(this.dueAt - now);
    return settled;
  }

  removeLine(lineId: string): Promise<CartOpOutcome> {
    const line = this.viewLine(lineId);
    if (!line) return this.settledNow(false, 'remove', `No line ${lineId} in the cart`);
    const key = cartLineMergeKey(line);
    // A quantity still waiting to be sent for this line is moot once the line is removed.
    this.targets.delete(key);
    for (const { action } of this.queue.slice(this.running ? 1 : 0))
      if (action.kind === 'quantity') action.targets.delete(key);
    return this.enqueue({ kind: 'remove', keys: [key] });
  }

  /** Saves the code (localStorage `discountCode`) and applies it to the cart. */
  applyDiscountCode(code: string): Promise<CartOpOutcome> {
    const trimmed = code.trim();
    // The same rule the reader applies: a code `readString` would discard must not be saved (it
    // would silently vanish on the next read), nor sent.
    const problem = plainStringProblem(trimmed);
    if (problem !== null)
      return this.settledNow(false, 'discount', `Discount code not accepted: ${problem}`);
    // SPEC §4: applying a code saves it, whatever the platform answers, so later adds re-apply it.
    this.persistence.saveDiscountCode(trimmed);
    return this.enqueue({ kind: 'discount', code: trimmed });
  }

  /**
   * Pushes cart attributes (SPEC §4) after the availability check (the cart is re-read and, if
   * gone, replaced first); the platform's answer is ignored (SPEC §7).
   */
  updateAttributes(attributes: Attribute[]): Promise<CartOpOutcome> {
    return this.enqueue({ kind: 'attributes', attributes });
  }

  /** Fetches the cart with this id and, if it exists, makes it the shop's cart (`shopifyCartId`). */
  adoptCart(cartId: string): Promise<CartOpOutcome> {
    return this.enqueue({ kind: 'adopt', cartId });
  }

  /**
   * Records (localStorage `checkoutStartedCartId`) that the shopper followed the checkout link of
   * `cartId` (default: the current cart). If that cart later reads as null it was most likely
   * bought, so it is replaced by an empty cart instead of having its lines carried over.
   */
  markCheckoutStarted(cartId?: string): void {
    const id = cartId ?? this.confirmed?.id ?? null;
    if (!isCartId(id)) {
      console.warn('[cart] checkout started without a platform cart; nothing recorded');
      return;
    }
    this.persistence.markCheckoutStarted(id);
  }

  /** Accepts a cart another tab stored; ignored when it is what this tab already has. */
  receiveExternalCart(cart: Cart): void {
    if (this.persistence.isStored(cart)) return;
    this.confirmed = cart;
    this.verified = true;
    this.salvagedId = null;
    this.persistence.remember(cart);
    this.show('external');
  }

  /** Stops timers and listeners; queued actions are abandoned. */
  destroy(): void {
    this.destroyed = true;
    this.stopTimer();
    this.viewListeners.clear();
    this.persistListeners.clear();
    this.changeListeners.clear();
  }

  // ---- the queue ---------------------------------------------------------------------------

  /** The line of the view an id names: the temporary id of a landed add, or an id from before a rebuild, still finds its line by merge key. */
  private viewLine(lineId: string) {
    const lines = this.view?.lines ?? [];
    const key = this.seenKeys.get(lineId);
    return lines.find((l) => l.id === lineId) ?? lines.find((l) => cartLineMergeKey(l) === key);
  }

  private settledNow(ok: boolean, operation: CartOperation, message?: string) {
    const error = message ? new CartEngineError(message, { operation }) : null;
    return Promise.resolve({ ok, cart: this.view, userErrors: [], error, recovered: false });
  }

  private enqueue(action: Action): Promise<CartOpOutcome> {
    if (this.destroyed) return this.settledNow(false, action.kind, 'The cart engine was stopped');
    // Targets still collecting clicks must not be overtaken by a later action: they go first.
    if (this.targetWaiters.length > 0) this.closeTargets();
    const settled = new Promise<CartOpOutcome>((resolve) =>
      this.queue.push({ action, waiters: [resolve] }),
    );
    this.show('optimistic', { operation: action.kind });
    void this.pump();
    return settled;
  }

  /** The open targets become one queued quantity action. */
  private closeTargets(): void {
    this.queue.push({
      action: { kind: 'quantity', targets: this.targets },
      waiters: this.targetWaiters,
    });
    this.targets = new Map();
    this.targetWaiters = [];
    this.stopTimer();
  }

  private armTimer(delay: number): void {
    this.stopTimer();
    this.timer = setTimeout(() => void this.pump(), Math.max(0, delay));
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Runs the queue, one action in flight at a time; open targets go once they are due. */
  private async pump(): Promise<void> {
    this.timer = null;
    if (this.running || this.destroyed) return;
    this.running = true;
    try {
      while (!this.destroyed) {
        if (this.queue.length === 0) {
          if (this.targetWaiters.length === 0) break;
          const wait = this.dueAt - Date.now();
          if (wait > 0) {
            this.armTimer(wait);
            break;
          }
          this.closeTargets();
        }
        const head = this.queue[0];
        if (head) await this.settle(head);
      }
    } finally {
      this.running = false;
    }
  }

  /** Runs the head action, stores and emits what it confirmed, then shows the view once. */
  private async settle({ action, waiters }: { action: Action; waiters: Waiter[] }) {
    let outcome: Omit<CartOpOutcome, 'cart'>;
    try {
      const result = await this.run(action);
      this.commit(result.cart, action.kind);
      this.emit(result.cart, result.changes);
      outcome = outcomeOf(action.kind, result);
    } catch (cause) {
      outcome = failureOf(action.kind, cause);
      // Re-read the cart: a request may have failed after the platform acted.
      await this.reconcile();
    }
    // Leaving the queue drops the action's effect from the view: for a failed one, the rollback.
    this.queue.shift();
    const { error } = outcome;
    this.show(outcome.ok ? 'confirmed' : 'rollback', {
      operation: action.kind,
      ...(error ? { error } : {}),
    });
    for (const resolve of waiters) resolve({ ...outcome, cart: this.view });
  }

  private async reconcile(): Promise<void> {
    if (!this.reconcileOnError || !this.confirmed || !this.verified) return;
    try {
      const fresh = await this.api.getCart(this.confirmed.id);
      if (fresh) this.commit(fresh, 'init');
    } catch (error) {
      console.warn(`[cart] could not re-read the cart after a failure: ${describe(error)}`);
    }
  }

  // ---- the steps: plan, send, validate and store, emit --------------------------------------

  /** Plans the view and shows it to every view listener. */
  private show(reason: CartChangeReason, extra: Omit<CartChangeMeta, 'reason' | 'pending'> = {}) {
    const queued = this.queue.map((q) => q.action);
    this.view = planView(this.confirmed, queued, this.targets);
    for (const line of this.view?.lines ?? []) this.seenKeys.set(line.id, cartLineMergeKey(line));
    const pending = this.queue.length > 0 || this.targetWaiters.length > 0;
    if (!this.destroyed) tell(this.viewListeners, this.view, { reason, pending, ...extra });
  }

  /**
   * Validates and stores a cart the platform answered with (SPEC §4: it replaces the stored one).
   * A cart the shop could not show (say a money amount that is not a decimal) is refused with a
   * throw, so the action fails and rolls back and the last good cart stays.
   */
  private commit(cart: Cart, operation: CartOperation): void {
    if (!isCart(cart))
      throw new CartEngineError('The platform returned a cart the shop cannot read', { operation });
    this.confirmed = cart;
    this.verified = true;
    this.salvagedId = null;
    // A checkout mark for another cart can never match again: this page has moved on.
    const marked = this.persistence.checkoutStartedCartId();
    if (marked !== null && marked !== cart.id) this.persistence.clearCheckoutStarted();
    if (this.persistence.write(cart)) tell(this.persistListeners, cart);
  }

  private emit(cart: Cart, lines: CartLineChange[]): void {
    if (lines.length === 0) return;
    const change: ConfirmedCartChange = { cart, lines, at: Date.now() };
    this.changeLog.push(change);
    if (this.changeLog.length > CHANGE_LOG_SIZE) this.changeLog.shift();
    tell(this.changeListeners, change);
  }

  private readStored(): Cart | null {
    const { cart, id } = this.persistence.read();
    if (cart) {
      this.confirmed = cart;
      this.verified = false;
      this.persistence.remember(cart);
    } else {
      this.salvagedId = id;
    }
    return cart;
  }

  private async run(action: Action): Promise<Result> {
    const none = { userErrors: [], recovered: false, changes: [] };
    switch (action.kind) {
      case 'init':
        return { ...none, cart: await this.obtainCart('init', true) };
      case 'adopt': {
        const cart = await readCart(this.api, action.cartId);
        if (!cart)
          throw new CartEngineError(`Cart ${action.cartId} was not found`, { operation: 'adopt' });
        return { ...none, cart };
      }
      case 'attributes': {
        // SPEC §4: attributes are pushed "after checking that a cart exists": the forced check
        // re-reads the cart and replaces it if it is gone, so the attributes are not lost.
        const cart = await this.obtainCart('attributes', true);
        await this.api.updateAttributes(cart.id, action.attributes);
        return { ...none, cart };
      }
      default:
        return this.mutate(action);
    }
  }

  /**
   * The cart an action works on. With `force` (init, availability check, attribute sync) it is
   * always read from the platform by id; otherwise a cart verified in this page is used as is.
   * Stores what it finds or creates.
   */
  private async obtainCart(operation: CartOperation, force: boolean): Promise<Cart> {
    if (this.confirmed && this.verified && !force) return this.confirmed;
    if (!this.confirmed && !this.salvagedId) this.readStored();
    const known = this.confirmed;
    const id = known?.id || this.salvagedId;
    const cart = !id
      ? await createCart(this.api, operation)
      : ((await readCart(this.api, id)) ?? (await this.replaceLost(known, id, operation)).cart);
    this.commit(cart, operation);
    return cart;
  }

  /** Send: the one request of an action on `base`, or null when there is nothing to send. */
  private send(action: Action, base: Cart): Promise<CartMutationResult> | null {
    const lineOf = (key: string) => base.lines.find((l) => cartLineMergeKey(l) === key);
    switch (action.kind) {
      case 'add':
        return this.api.addLines(
          base.id,
          action.items.map((item) => ({
            merchandiseId: item.variant.id,
            quantity: item.quantity,
            sellingPlanId: item.sellingPlanId,
            attributes: item.attributes,
          })),
        );
      case 'quantity': {
        // A key with no line belongs to an add that failed, or to a line removed meanwhile.
        const lines = [...action.targets].flatMap(([key, quantity]) => {
          const line = lineOf(key);
          return line && line.quantity !== quantity ? [{ id: line.id, quantity }] : [];
        });
        return lines.length === 0 ? null : this.api.updateLines(base.id, lines);
      }
      case 'remove': {
        const ids = action.keys.flatMap((key) => lineOf(key)?.id ?? []);
        return ids.length === 0 ? null : this.api.removeLines(base.id, ids);
      }
      case 'discount':
        return this.api.updateDiscountCodes(base.id, [action.code]);
      default:
        return null;
    }
  }

  /**
   * Sends one mutation on the current cart. SPEC §4: the returned cart replaces the stored one,
   * and if no cart comes back a new cart is created with this action carried over; a line of the
   * action itself that the new cart refuses fails the action (its userErrors are reported).
   */
  private async mutate(action: Action): Promise<Result> {
    const base = await this.obtainCart(action.kind, false);
    const request = this.send(action, base);
    if (request === null) return { cart: base, userErrors: [], recovered: false, changes: [] };
    const answer = await request;
    if (answer.cart) return this.confirmedLines(action, base, { ...answer, cart: answer.cart });
    const replacement = await this.replaceLost(base, base.id, action.kind, action);
    // Merge keys of the lines the action itself asks for (added items, lines given a quantity).
    const own = new Set<string>();
    if (action.kind === 'add') for (const item of action.items) own.add(addItemMergeKey(item));
    if (action.kind === 'quantity') for (const key of action.targets.keys()) own.add(key);
    const refused = replacement.dropped.filter((d) => own.has(lineMergeKey(d.line)));
    return this.confirmedLines(action, base, {
      cart: replacement.cart,
      userErrors: refused.flatMap((d) => d.userErrors),
      recovered: true,
      refusedKeys: new Set(refused.map((d) => lineMergeKey(d.line))),
    });
  }

  /**
   * Emit (prepared): the lines the platform confirmed as added or removed. An add also re-applies
   * the saved discount (SPEC §4 "After adding a line"); the platform refuses a cartLinesAdd as a
   * whole, so with userErrors (outside a rebuild) nothing was added.
   */
  private async confirmedLines(
    action: Action,
    base: Cart,
    answer: { cart: Cart; userErrors: UserError[]; recovered?: boolean; refusedKeys?: Set<string> },
  ): Promise<Result> {
    const { userErrors, refusedKeys = new Set<string>() } = answer;
    const result: Result = { ...answer, recovered: answer.recovered ?? false, changes: [] };
    if (action.kind === 'remove' && userErrors.length === 0) {
      const removed = base.lines.filter((l) => action.keys.includes(cartLineMergeKey(l)));
      result.changes = removed.map((line) => ({ kind: 'removed', line, quantity: line.quantity }));
    }
    if (action.kind !== 'add' || (userErrors.length > 0 && !result.recovered)) return result;
    const cart = result.recovered
      ? result.cart
      : await reapplyDiscount(this.api, result.cart, this.persistence.discountCode());
    // Described by the platform's line (the variant really added), not by what was asked for.
    const added = action.items.flatMap((item): CartLineChange[] => {
      const key = addItemMergeKey(item);
      const line = cart.lines.find((l) => cartLineMergeKey(l) === key);
      return line && !refusedKeys.has(key)
        ? [{ kind: 'added', line, quantity: item.quantity }]
        : [];
    });
    return { ...result, cart, changes: added };
  }

  /**
   * The platform gave no cart for `lostId` (expired, checked out, unreadable id, or a mutation
   * answered without a cart): SPEC §4 removes the stored cart and creates a new one.
   *
   * Beyond the SPEC, the lines are carried over so nothing the shopper chose is lost: `lost` with
   * `intended` (the action that found the cart gone) applied. Not when the shopper had followed
   * this cart's checkout link: then it was most likely bought, and the new cart starts empty (only
   * the action's own additions go in). If the rebuild fails, the old cart is written back, so the
   * next action or a reload tries again from the same lines. The caller stores the result.
   */
  private async replaceLost(
    lost: Cart | null,
    lostId: string,
    operation: CartOperation,
    intended?: Action,
  ): Promise<Replacement> {
    const checkedOut = this.persistence.checkoutStartedCartId() === lostId;
    console.info(
      `[cart] cart ${lostId} is gone${checkedOut ? ' after checkout' : ''}; creating a new cart`,
    );
    this.verified = false;
    const start = checkedOut && lost ? { ...lost, lines: [], totalQuantity: 0 } : lost;
    const target = intended ? planView(start, [intended], NO_TARGETS) : start;
    const restore = this.persistence.remove();
    try {
      const code = this.persistence.discountCode();
      const replacement = await rebuildCart(this.api, mirrorLines(target), code, operation);
      if (intended?.kind === 'discount') {
        const applied = await this.api.updateDiscountCodes(replacement.cart.id, [intended.code]);
        replacement.cart = applied.cart ?? replacement.cart;
      }
      if (checkedOut) this.persistence.clearCheckoutStarted();
      return replacement;
    } catch (error) {
      this.persistence.restore(restore);
      throw error;
    }
  }
}

/** Creates a cart engine. Nothing happens until a method is called: `loadStored()`, then `init()`. */
export function createCartEngine(options: CartEngineOptions): CartEngine {
  return new CartEngine(options);
}
