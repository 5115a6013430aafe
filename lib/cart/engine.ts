/**
 * The cart engine (SPEC §4), the one place the cart state changes: the record of the platform cart
 * (record.ts) and the queue (queue.ts) are its own. The store subscribes to its view. A click:
 *  1. `changeQuantity` → `setQuantity` records the line's absolute target (queue.ts: the latest
 *     click wins) and shows the planned view (`show` → `planView`, optimistic.ts).
 *  2. When the targets are due (`coalesceMs` after the last click, at most `maxCoalesceMs` after
 *     the first) `pump` queues them as one quantity action; one action is in flight at a time.
 *  3. `settle` → `run` → `mutate` → `requestFor` (requests.ts): `api.updateLines` (lib/shopify
 *     reshapes the answer).
 *  4. Back in `settle`: `commit` validates and stores the cart, `listeners.changed` emits the
 *     confirmed line and code changes, and `show` sets the view once.
 */
import type { CartApi } from '@/lib/shopify/cart';
import type { Attribute, Cart } from '@/lib/shopify/types';
import type { CartChangeListener, CartChangeSource } from './changes';
import { CartEngineError, failureOf, outcomeOf, unchanged } from './engine-types';
import type { ActionResult, CartChangeMeta, CartEngineOptions } from './engine-types';
import type { CartOperation, CartOpOutcome, CartViewListener } from './engine-types';
import { CartListeners, confirmedCoupons, confirmedLines } from './listeners';
import { pendingAddItems, planView } from './optimistic';
import type { AddInput, CartAction } from './optimistic';
import { CartRecord } from './record';
import { reapplyDiscount, refusedLines } from './recovery';
import { cartLineMergeKey, nextQuantity, type QuantityAction } from './rules';
import { ActionQueue, type Queued } from './queue';
import { requestFor } from './requests';
import type { CodeEdit } from '@/lib/discounts/cart-codes';
import { entryOf, refusedBeforeSending, type CodeEntry } from './code-entry';

export * from './engine-types';
export type { CodeEntry } from './code-entry';

/** Nothing happens until a method is called: `loadStored()`, then `init()`. */
export class CartEngine implements CartChangeSource {
  private readonly api: CartApi;
  /** The platform cart as last confirmed, and its storage. */
  private readonly record: CartRecord;
  /** The optimistic view: `confirmed` with the queue and the open targets applied. */
  private view: Cart | null = null;
  /** Actions in order and the clicks not queued yet (queue.ts); the head runs while `running`. */
  private readonly queue: ActionQueue<CartOpOutcome>;
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
    this.record = new CartRecord(api, storage);
    this.queue = new ActionQueue(coalesceMs, maxCoalesceMs);
  }

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

  // Actions: each resolves with an outcome (CartOpOutcome), never rejects.
  /** Shows the stored cart (no request) until `init` verifies it; a known cart is kept. */
  loadStored(): Cart | null {
    if (this.record.confirmed) return this.record.confirmed;
    const cart = this.record.readStored();
    if (cart) this.show('hydrate');
    return cart;
  }

  /** SPEC §4 initialisation, and the availability check: read the cart by id, else create one. */
  init = () => this.enqueue({ kind: 'init' });
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
    const settled = this.queue.setTarget(cartLineMergeKey(line), quantity, now);
    this.show('optimistic', { operation: 'quantity' });
    if (!this.running) this.arm(this.queue.dueIn(now));
    return settled;
  }

  removeLine(lineId: string): Promise<CartOpOutcome> {
    const line = this.viewLine(lineId);
    if (!line) return this.settledNow(false, 'remove', `No line ${lineId} in the cart`);
    const key = cartLineMergeKey(line);
    this.queue.dropLine(key, this.running);
    return this.enqueue({ kind: 'remove', keys: [key] });
  }

  /**
   * The shop's own code (a campaign link's): saved (localStorage `discountCode`) whatever the
   * platform answers, and added to the cart's codes.
   */
  applyDiscountCode(code: string): Promise<CartOpOutcome> {
    const problem = this.record.saveDiscountCode(code);
    if (problem) return this.settledNow(false, 'discount', `Code not accepted: ${problem}`);
    return this.editCodes({ kind: 'add', code: code.trim() }, 'shop');
  }

  /**
   * A code the shopper typed (already normalised), added to the cart's codes. SPEC §4 "applying a
   * code saves it": saved once the platform applies it, so a refused code is never re-applied.
   */
  async enterDiscountCode(code: string): Promise<CodeEntry> {
    const refused = refusedBeforeSending(this.view, code);
    if (refused && this.view) this.listeners.changed(this.view, [], refused.coupons);
    if (refused) return refused.entry;
    const entry = entryOf(await this.editCodes({ kind: 'add', code }, 'shopper'), code);
    if (entry.status === 'applied') this.record.saveDiscountCode(code);
    return entry;
  }

  /** Takes a code off the cart; the saved code, once removed, is forgotten (not re-applied). */
  async removeDiscountCode(code: string): Promise<CartOpOutcome> {
    const outcome = await this.editCodes({ kind: 'remove', code }, 'shopper');
    if (outcome.ok) this.record.forgetDiscountCode(code);
    return outcome;
  }

  /** Marks `cartId` (default: this cart) as sent to checkout: if it is lost, it was likely bought. */
  markCheckoutStarted(cartId?: string): void {
    this.record.markCheckoutStarted(cartId ?? this.record.confirmed?.id ?? null);
  }

  /** Accepts a cart another tab stored; ignored when it is what this tab already has. */
  receiveExternalCart(cart: Cart): void {
    if (this.record.receive(cart)) this.show('external');
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

  private editCodes(edit: CodeEdit, source: 'shopper' | 'shop'): Promise<CartOpOutcome> {
    return this.enqueue({ kind: 'discount', edit, source });
  }

  private enqueue(action: CartAction): Promise<CartOpOutcome> {
    if (this.destroyed) return this.settledNow(false, action.kind, 'The cart engine was stopped');
    const settled = this.queue.push(action);
    this.show('optimistic', { operation: action.kind });
    void this.pump();
    return settled;
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
      for (let next = this.queue.next(Date.now()); next; next = this.queue.next(Date.now())) {
        if (this.destroyed) break;
        this.arm('wait' in next ? next.wait : null);
        if ('wait' in next) break;
        await this.settle(next.head);
      }
    } finally {
      this.running = false;
    }
  }

  /** Runs the head action, stores and emits what it confirmed, then shows the view once. */
  private async settle({ action, waiters }: Queued<CartOpOutcome>): Promise<void> {
    let outcome: Omit<CartOpOutcome, 'cart'>;
    try {
      const result = await this.run(action);
      this.commit(result.cart, action.kind);
      this.listeners.changed(result.cart, result.changes, result.coupons);
      outcome = outcomeOf(action.kind, result);
    } catch (cause) {
      outcome = failureOf(action.kind, cause);
      // Re-read the cart: a request may have failed after the platform acted.
      const fresh = await this.record.reread();
      if (fresh) this.commit(fresh, 'init');
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
    this.view = planView(this.record.confirmed, this.queue.actions, this.queue.openTargets);
    for (const line of this.view?.lines ?? []) this.seenKeys.set(line.id, cartLineMergeKey(line));
    const { pending } = this.queue;
    if (!this.destroyed) this.listeners.view(this.view, { ...extra, reason, pending });
  }

  /** Stores the platform's cart (record.ts validates it) and broadcasts it when it is new. */
  private commit(cart: Cart, operation: CartOperation): void {
    if (this.record.commit(cart, operation)) this.listeners.stored(cart);
  }

  private async run(action: CartAction): Promise<ActionResult> {
    if (action.kind === 'adopt') return unchanged(await this.record.adopt(action.cartId));
    if (action.kind !== 'init' && action.kind !== 'attributes') return this.mutate(action);
    // SPEC §4: attributes go "after checking that a cart exists" (re-read; replaced if gone).
    const cart = await this.obtainCart(action.kind, true);
    if (action.kind === 'attributes') await this.api.updateAttributes(cart.id, action.attributes);
    return unchanged(cart);
  }

  /** The cart to act on (record.ts), committed when it was read, created or replaced. */
  private async obtainCart(operation: CartOperation, force = false): Promise<Cart> {
    const { cart, fresh } = await this.record.obtain(operation, force);
    if (fresh) this.commit(cart, operation);
    return cart;
  }

  /**
   * Sends one mutation on the current cart. SPEC §4: with no cart back, a new cart is made with
   * this action carried over; a line of the action itself that the new cart refuses fails it.
   */
  private async mutate(action: CartAction): Promise<ActionResult> {
    const base = await this.obtainCart(action.kind);
    const request = requestFor(this.api, action, base);
    if (request === null) return unchanged(base);
    const answer = await request;
    if (!answer.cart) {
      const { cart, dropped } = await this.record.replace(base, base.id, action.kind, action);
      const { userErrors, refusedKeys } = refusedLines(action, dropped);
      const changes = confirmedLines(action, base, cart, refusedKeys);
      return { cart, userErrors, recovered: true, changes };
    }
    // The platform refuses a mutation as a whole: with userErrors nothing changed.
    const { userErrors } = answer;
    if (userErrors.length > 0) return { ...unchanged(answer.cart), userErrors };
    // SPEC §4 "After adding a line": the saved discount code is re-applied.
    const code = action.kind === 'add' ? this.record.discountCode : null;
    const cart = await reapplyDiscount(this.api, answer.cart, code);
    const changes = confirmedLines(action, base, cart);
    const coupons = confirmedCoupons(action, base, cart);
    return { cart, userErrors, recovered: false, changes, coupons };
  }
}
