/**
 * The cart engine (SPEC §4): the one owner of the cart state and of the queue of cart actions. The
 * store loads it after hydration and subscribes to its view. A quantity click, top-down:
 *  1. `changeQuantity` → `setQuantity` records the line's absolute target under its merge key
 *     (`targets`, targets.ts: the latest click wins) and shows the planned view (`show` →
 *     `planView`, optimistic.ts).
 *  2. When the targets are due (`coalesceMs` after the last click, at most `maxCoalesceMs` after
 *     the first) `pump` queues them as one quantity action; one action is in flight at a time.
 *  3. `settle` → `run` → `mutate` → `send`: `api.updateLines` (lib/shopify reshapes the answer).
 *  4. Back in `settle`: `commit` validates and stores the cart, `listeners.changed` emits the
 *     confirmed line changes, and `show` sets the view once.
 */
import { errorMessage as describe } from '@/lib/errors';
import type { CartApi } from '@/lib/shopify/cart';
import type { Attribute, Cart, CartMutationResult, UserError } from '@/lib/shopify/types';
import { isCart } from '@/lib/shopify/cart-checks';
import { isCartId } from '@/lib/shopify/cart-id';
import { plainStringProblem } from '@/lib/storage/safe-storage';
import type { CartChangeListener, CartChangeSource, CartLineChange } from './changes';
import { CartEngineError, failureOf, outcomeOf, type CartChangeMeta } from './engine-types';
import type {
  CartEngineOptions,
  CartOperation,
  CartOpOutcome,
  CartViewListener,
} from './engine-types';
import { CartListeners, confirmedLines } from './listeners';
import { pendingAddItems, planView, type AddInput, type CartAction } from './optimistic';
import { createCartPersistence } from './persistence';
import { createCart, readCart, reapplyDiscount, refusedLines, replaceLostCart } from './recovery';
import { cartLineMergeKey, nextQuantity, type QuantityAction } from './rules';
import { QuantityTargets } from './targets';

export * from './engine-types';

/** A queued action and the callers waiting for its outcome. */
type Queued = { action: CartAction; waiters: ((outcome: CartOpOutcome) => void)[] };
/** What running one action gives: the cart to store, what to report, the lines to emit. */
type Result = {
  cart: Cart;
  userErrors: UserError[];
  recovered: boolean;
  changes: CartLineChange[];
};

export class CartEngine implements CartChangeSource {
  private readonly api: CartApi;
  private readonly persistence;
  private readonly reconcileOnError: boolean;
  /** The last cart the platform returned (or the stored one); `verified`: from the platform. */
  private confirmed: Cart | null = null;
  private verified = false;
  /** A stored cart id kept from a value too damaged to use as a cart. */
  private salvagedId: string | null = null;
  /** The optimistic view: `confirmed` with the queue and the open targets applied. */
  private view: Cart | null = null;
  /** Actions in order; the head is in flight while `running`. */
  private readonly queue: Queued[] = [];
  /** Quantity clicks not queued yet: the latest absolute quantity per line merge key. */
  private readonly targets: QuantityTargets<CartOpOutcome>;
  private running = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private addedItems = 0;
  private destroyed = false;
  /** The merge key of every line id shown, so an id still works after its line got a new one. */
  private readonly seenKeys = new Map<string, string>();
  private readonly listeners = new CartListeners();

  constructor(options: CartEngineOptions) {
    const { api, storage, coalesceMs = 150, maxCoalesceMs = 1000 } = options;
    this.api = api;
    this.persistence = createCartPersistence(storage);
    this.targets = new QuantityTargets(coalesceMs, maxCoalesceMs);
    this.reconcileOnError = options.reconcileOnError ?? true;
  }

  // ---- reading and listening ---------------------------------------------------------------

  /** The optimistic view: the platform cart with queued actions applied. */
  getCart = (): Cart | null => this.view;
  /** Hears the view each time it changes. Returns unsubscribe. */
  subscribe = (listener: CartViewListener) => this.listeners.onView(listener);
  /** Hears each cart this tab newly stores (the cross-tab broadcast). Returns unsubscribe. */
  onPersist = (listener: (cart: Cart) => void) => this.listeners.onPersist(listener);
  /** Confirmed added/removed lines (changes.ts); `since` replays the bounded log first. */
  subscribeChanges(listener: CartChangeListener, options: { since?: number } = {}) {
    return this.listeners.onChange(listener, options.since);
  }

  // ---- actions (each resolves with an outcome, never rejects) -------------------------------

  /** Shows the stored cart (no request) until `init` verifies it; a known cart is kept. */
  loadStored(): Cart | null {
    if (this.confirmed) return this.confirmed;
    const cart = this.readStored();
    if (cart) this.show('hydrate');
    return cart;
  }

  /** SPEC §4 initialisation, and the availability check: read the cart by id, else create one. */
  init = () => this.enqueue({ kind: 'init' });
  ensureCart = () => this.enqueue({ kind: 'init' });
  add = (input: AddInput) => this.addLines([input]);
  /** SPEC §4: attributes are pushed after the availability check; the answer is ignored (§7). */
  updateAttributes = (attributes: Attribute[]) => this.enqueue({ kind: 'attributes', attributes });
  /** Makes the cart with this id, if it exists, the shop's cart (query `shopifyCartId`). */
  adoptCart = (cartId: string) => this.enqueue({ kind: 'adopt', cartId });

  addLines(inputs: AddInput[]): Promise<CartOpOutcome> {
    const items = pendingAddItems(inputs, this.addedItems);
    this.addedItems += items.length;
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
    const settled = this.targets.set(cartLineMergeKey(line), quantity, now);
    this.show('optimistic', { operation: 'quantity' });
    if (!this.running) this.arm(this.targets.dueIn(now));
    return settled;
  }

  removeLine(lineId: string): Promise<CartOpOutcome> {
    const line = this.viewLine(lineId);
    if (!line) return this.settledNow(false, 'remove', `No line ${lineId} in the cart`);
    const key = cartLineMergeKey(line);
    // A quantity still waiting to be sent for this line is moot once the line is removed.
    this.targets.drop(key);
    for (const { action } of this.queue.slice(this.running ? 1 : 0))
      if (action.kind === 'quantity') action.targets.delete(key);
    return this.enqueue({ kind: 'remove', keys: [key] });
  }

  /** Saves the code (localStorage `discountCode`), whatever the platform answers, and applies it. */
  applyDiscountCode(code: string): Promise<CartOpOutcome> {
    const trimmed = code.trim();
    // A code the storage reader would discard must be neither saved (it would vanish) nor sent.
    const problem = plainStringProblem(trimmed);
    if (problem !== null)
      return this.settledNow(false, 'discount', `Discount code not accepted: ${problem}`);
    this.persistence.saveDiscountCode(trimmed);
    return this.enqueue({ kind: 'discount', code: trimmed });
  }

  /** Marks `cartId` (default: this cart) as sent to checkout: if it is lost, it was likely bought. */
  markCheckoutStarted(cartId?: string): void {
    const id = cartId ?? this.confirmed?.id ?? null;
    if (isCartId(id)) this.persistence.markCheckoutStarted(id);
    else console.warn('[cart] checkout started without a platform cart; nothing recorded');
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
    this.arm(null);
    this.listeners.clear();
  }

  // ---- the queue ---------------------------------------------------------------------------

  /** The view's line for an id; an id from before a rebuild, or of a landed add, finds it by key. */
  private viewLine(lineId: string) {
    const lines = this.view?.lines ?? [];
    const key = this.seenKeys.get(lineId);
    return lines.find((l) => l.id === lineId) ?? lines.find((l) => cartLineMergeKey(l) === key);
  }

  private settledNow(ok: boolean, operation: CartOperation, message?: string) {
    const error = message ? new CartEngineError(message, { operation }) : null;
    return Promise.resolve({ ok, cart: this.view, userErrors: [], error, recovered: false });
  }

  private enqueue(action: CartAction): Promise<CartOpOutcome> {
    if (this.destroyed) return this.settledNow(false, action.kind, 'The cart engine was stopped');
    // Targets still collecting clicks must not be overtaken by a later action: they go first.
    if (this.targets.open) this.closeTargets();
    const settled = new Promise<CartOpOutcome>((resolve) =>
      this.queue.push({ action, waiters: [resolve] }),
    );
    this.show('optimistic', { operation: action.kind });
    void this.pump();
    return settled;
  }

  /** The open targets become one queued quantity action. */
  private closeTargets(): void {
    const { targets, waiters } = this.targets.take();
    this.queue.push({ action: { kind: 'quantity', targets }, waiters });
    this.arm(null);
  }

  /** Runs the queue after `delay` ms (when the open targets are due); null cancels. */
  private arm(delay: number | null): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = delay === null ? null : setTimeout(() => void this.pump(), delay);
  }

  /** Runs the queue, one action in flight at a time; open targets go once they are due. */
  private async pump(): Promise<void> {
    if (this.running || this.destroyed) return;
    this.running = true;
    try {
      while (!this.destroyed) {
        if (this.queue.length === 0) {
          if (!this.targets.open) break;
          const wait = this.targets.dueIn(Date.now());
          if (wait > 0) {
            this.arm(wait);
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
  private async settle({ action, waiters }: Queued): Promise<void> {
    let outcome: Omit<CartOpOutcome, 'cart'>;
    try {
      const result = await this.run(action);
      this.commit(result.cart, action.kind);
      this.listeners.changed(result.cart, result.changes);
      outcome = outcomeOf(action.kind, result);
    } catch (cause) {
      outcome = failureOf(action.kind, cause);
      // Re-read the cart: a request may have failed after the platform acted.
      if (this.reconcileOnError && this.confirmed && this.verified)
        await readCart(this.api, this.confirmed.id)
          .then((fresh) => fresh && this.commit(fresh, 'init'))
          .catch((e) => console.warn(`[cart] could not re-read the cart: ${describe(e)}`));
    }
    // Leaving the queue drops the action's effect from the view: for a failed one, the rollback.
    this.queue.shift();
    const { ok, error } = outcome;
    this.show(ok ? 'confirmed' : 'rollback', { operation: action.kind, ...(error && { error }) });
    for (const resolve of waiters) resolve({ ...outcome, cart: this.view });
  }

  // ---- the steps: plan, send, validate and store, emit --------------------------------------

  /** Plans the view and shows it to every view listener. */
  private show(reason: CartChangeMeta['reason'], extra: Partial<CartChangeMeta> = {}): void {
    const actions = this.queue.map((q) => q.action);
    this.view = planView(this.confirmed, actions, this.targets.current);
    for (const line of this.view?.lines ?? []) this.seenKeys.set(line.id, cartLineMergeKey(line));
    const pending = this.queue.length > 0 || this.targets.open;
    if (!this.destroyed) this.listeners.view(this.view, { ...extra, reason, pending });
  }

  /**
   * Validates and stores the platform's cart (SPEC §4: it replaces the stored one). A cart the shop
   * cannot show throws, so the action rolls back and the last good cart stays.
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
    if (this.persistence.write(cart)) this.listeners.stored(cart);
  }

  private readStored(): Cart | null {
    const { cart, id } = this.persistence.read();
    if (!cart) this.salvagedId = id;
    else {
      this.confirmed = cart;
      this.verified = false;
      this.persistence.remember(cart);
    }
    return cart;
  }

  private async run(action: CartAction): Promise<Result> {
    const none = { userErrors: [], recovered: false, changes: [] };
    if (action.kind === 'init') return { ...none, cart: await this.obtainCart('init', true) };
    if (action.kind === 'attributes') {
      // SPEC §4: "after checking that a cart exists": re-read, and replaced if it is gone.
      const cart = await this.obtainCart('attributes', true);
      await this.api.updateAttributes(cart.id, action.attributes);
      return { ...none, cart };
    }
    if (action.kind !== 'adopt') return this.mutate(action);
    const cart = await readCart(this.api, action.cartId);
    if (cart) return { ...none, cart };
    throw new CartEngineError(`Cart ${action.cartId} was not found`, { operation: 'adopt' });
  }

  /** The cart to act on: a cart verified in this page, else (or with `force`) read by id. */
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
  private send(action: CartAction, base: Cart): Promise<CartMutationResult> | null {
    const lineOf = (key: string) => base.lines.find((l) => cartLineMergeKey(l) === key);
    if (action.kind === 'quantity') {
      // A key with no line belongs to an add that failed, or to a line removed meanwhile.
      const lines = [...action.targets].flatMap(([key, quantity]) => {
        const line = lineOf(key);
        return line && line.quantity !== quantity ? [{ id: line.id, quantity }] : [];
      });
      return lines.length === 0 ? null : this.api.updateLines(base.id, lines);
    }
    if (action.kind === 'remove') {
      const ids = action.keys.flatMap((key) => lineOf(key)?.id ?? []);
      return ids.length === 0 ? null : this.api.removeLines(base.id, ids);
    }
    if (action.kind === 'discount') return this.api.updateDiscountCodes(base.id, [action.code]);
    if (action.kind !== 'add') return null;
    const lines = action.items.map(({ variant, quantity, sellingPlanId, attributes }) => {
      return { merchandiseId: variant.id, quantity, sellingPlanId, attributes };
    });
    return this.api.addLines(base.id, lines);
  }

  /**
   * Sends one mutation on the current cart. SPEC §4: the returned cart replaces the stored one;
   * with no cart back a new cart is made with this action carried over, and a line of the action
   * itself that the new cart refuses fails the action.
   */
  private async mutate(action: CartAction): Promise<Result> {
    const base = await this.obtainCart(action.kind, false);
    const request = this.send(action, base);
    if (request === null) return { cart: base, userErrors: [], recovered: false, changes: [] };
    const answer = await request;
    if (!answer.cart) {
      const { cart, dropped } = await this.replaceLost(base, base.id, action.kind, action);
      const { userErrors, refusedKeys } = refusedLines(action, dropped);
      const changes = confirmedLines(action, base, cart, refusedKeys);
      return { cart, userErrors, recovered: true, changes };
    }
    // The platform refuses a mutation as a whole: with userErrors nothing changed.
    const { userErrors } = answer;
    if (userErrors.length > 0)
      return { cart: answer.cart, userErrors, recovered: false, changes: [] };
    // SPEC §4 "After adding a line": the saved discount code is re-applied.
    const code = this.persistence.discountCode();
    const cart =
      action.kind === 'add' ? await reapplyDiscount(this.api, answer.cart, code) : answer.cart;
    return { cart, userErrors, recovered: false, changes: confirmedLines(action, base, cart) };
  }

  /**
   * SPEC §4: a cart read as null, or a mutation answered without one, is removed from storage and
   * replaced (recovery.ts). If that fails, the old cart is written back, so the next action or a
   * reload tries again from the same lines; the caller stores the new cart.
   */
  private async replaceLost(
    lost: Cart | null,
    lostId: string,
    operation: CartOperation,
    intended?: CartAction,
  ) {
    const checkedOut = this.persistence.checkoutStartedCartId() === lostId;
    this.verified = false;
    const restore = this.persistence.remove();
    const options = { lostId, operation, checkedOut, savedCode: this.persistence.discountCode() };
    try {
      const replacement = await replaceLostCart(this.api, lost, options, intended);
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
