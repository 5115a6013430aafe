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
import { chooseVariantToAdd, drawSwap } from '@/lib/experiments/ab-swap';
import type { CartApi } from '@/lib/shopify/cart';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { shortId } from '@/lib/shopify/ids';
import type {
  Attribute,
  Cart,
  CartLine,
  CartMutationResult,
  Money,
  UserError,
  Variant,
} from '@/lib/shopify/types';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  parseStoredJson,
  plainStringProblem,
  readString,
  safeGetItem,
  safeRemoveItem,
  safeSetItem,
  type StorageLike,
} from '@/lib/storage/safe-storage';
import { trackSafely, type Tracker } from '@/lib/tracking/events';
import {
  TEMP_LINE_PREFIX,
  addItemMergeKey,
  applyAdd,
  applyQuantities,
  applyRemove,
  isTempLineId,
  placeholderCart,
  type PendingAddItem,
} from './optimistic';
import {
  cartLineMergeKey,
  lineMergeKey,
  mirrorLines,
  nextQuantity,
  shouldReapplyDiscount,
  type MirrorLine,
  type QuantityAction,
} from './rules';
import { productEventPayload } from './tracking';
import { isCart, isCartId, salvageCartId } from './validate';

/** Why the view changed, passed to `onChange`. */
export type CartChangeReason =
  | 'hydrate' // read from storage, not yet verified with the platform
  | 'optimistic' // an action was queued
  | 'confirmed' // the platform answered
  | 'rollback' // an action failed and was dropped
  | 'external'; // another tab changed the cart

/** The kinds of queued actions. */
export type CartOperation =
  'init' | 'add' | 'quantity' | 'remove' | 'discount' | 'attributes' | 'adopt';

export interface CartChangeMeta {
  reason: CartChangeReason;
  /** True while actions are queued or in flight. */
  pending: boolean;
  /** The action that caused the change, when one did. */
  operation?: CartOperation;
  /** Set with reason 'rollback' (or a refused action): what went wrong. */
  error?: CartEngineError;
}

/** A failed cart action: a thrown transport/GraphQL error (as `cause`) or refused input (`userErrors`). */
export class CartEngineError extends Error {
  readonly operation: CartOperation;
  readonly userErrors: UserError[];

  constructor(
    message: string,
    options: { operation: CartOperation; userErrors?: UserError[]; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CartEngineError';
    this.operation = options.operation;
    this.userErrors = options.userErrors ?? [];
  }
}

/** How a queued action ended. Actions never reject; they resolve with this. */
export interface CartOpOutcome {
  ok: boolean;
  /** The view after the action (null only if no cart could be obtained at all). */
  cart: Cart | null;
  userErrors: UserError[];
  error: CartEngineError | null;
  /** True when the cart had expired and was rebuilt during this action. */
  recovered: boolean;
}

/** One product to add. `replacement`: the A/B swap the UI already drew (undefined: draw here). */
export interface AddInput {
  variant: Variant;
  quantity: number;
  sellingPlanId?: string | null;
  attributes?: Attribute[];
  replacement?: Variant | null;
}

export interface CartEngineOptions {
  api: CartApi;
  storage: StorageLike;
  /** Called with the optimistic view whenever it changes. */
  onChange?: (cart: Cart | null, meta: CartChangeMeta) => void;
  tracker?: Tracker;
  /** Random source in [0, 1) for the A/B swap draw; Math.random by default. */
  random?: () => number;
  /** How long a quantity batch waits for more clicks before it is sent (ms). Default 150. */
  coalesceMs?: number;
  /** Upper bound on that wait while clicks keep coming (ms). Default 1000. */
  maxCoalesceMs?: number;
  /** After a failed request, re-read the cart so the view matches the platform. Default true. */
  reconcileOnError?: boolean;
  /** Product page path for tracking payloads. */
  productUrl?: (handle: string) => string;
}

export interface CartEngine {
  /** The optimistic view: the platform cart with queued actions applied. */
  getCart(): Cart | null;
  /** The last cart the platform returned (or the stored one before verification). */
  getConfirmedCart(): Cart | null;
  /** True while actions are queued or in flight. */
  isPending(): boolean;
  /** The saved discount code (localStorage `discountCode`), or null. */
  getSavedDiscountCode(): string | null;
  /** Reads the stored cart synchronously (no request) so the UI can show it before `init`. */
  loadStored(): Cart | null;
  /** SPEC §4 initialisation: fetch the stored cart by id, else create one (recovering lines). */
  init(): Promise<CartOpOutcome>;
  /** SPEC §4 availability check; behaves exactly like `init`. */
  ensureCart(): Promise<CartOpOutcome>;
  /** Adds one product, applying the A/B replacement rule (SPEC §4). */
  add(input: AddInput): Promise<CartOpOutcome>;
  /** Adds products as given, no A/B rule. */
  addLines(items: AddInput[]): Promise<CartOpOutcome>;
  /** increase / decrease / none on a line; decreasing to 0 removes it. Coalesced. */
  changeQuantity(lineId: string, action: QuantityAction): Promise<CartOpOutcome>;
  /** Sets a line's quantity; 0 removes it. Coalesced. */
  setQuantity(lineId: string, quantity: number): Promise<CartOpOutcome>;
  removeLine(lineId: string): Promise<CartOpOutcome>;
  /** Saves the code (localStorage `discountCode`) and applies it to the cart. */
  applyDiscountCode(code: string): Promise<CartOpOutcome>;
  /**
   * Pushes cart attributes (SPEC §4) after the availability check (the cart is re-read and, if
   * gone, replaced first); the platform's answer is ignored (SPEC §7).
   */
  updateAttributes(attributes: Attribute[]): Promise<CartOpOutcome>;
  /**
   * Records (localStorage `checkoutStartedCartId`) that the shopper followed the checkout link of
   * `cartId` (default: the current cart). If that cart later reads as null it was most likely
   * bought, so it is replaced by an empty cart instead of having its lines carried over.
   */
  markCheckoutStarted(cartId?: string): void;
  /** Fetches the cart with this id and, if it exists, makes it the shop's cart (query `shopifyCartId`). */
  adoptCart(cartId: string): Promise<CartOpOutcome>;
  /** Accepts a cart another tab stored; ignored when it is what this tab already has. */
  receiveExternalCart(cart: Cart): void;
  /** Called after each confirmed cart is stored (cross-tab broadcast). Returns unsubscribe. */
  onPersist(listener: (cart: Cart) => void): () => void;
  /** Sends any waiting quantity batch now and resolves when the queue is empty. */
  flush(): Promise<void>;
  /** Resolves when the queue is empty. */
  idle(): Promise<void>;
  /** Stops timers; queued actions are abandoned. */
  destroy(): void;
}

interface OpBase {
  sent: boolean;
  /** The platform has answered and `confirmed` already contains this op's effect. */
  landed: boolean;
  waiters: ((outcome: CartOpOutcome) => void)[];
}
type Op = OpBase &
  (
    | { kind: 'init' }
    | { kind: 'add'; items: PendingAddItem[] }
    | {
        kind: 'quantity';
        targets: Map<string, number>;
        closed: boolean;
        firstAt: number;
        dueAt: number;
      }
    | { kind: 'remove'; lineIds: string[]; snapshots: CartLine[] }
    | { kind: 'discount'; code: string }
    | { kind: 'attributes'; attributes: Attribute[] }
    | { kind: 'adopt'; cartId: string }
  );

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What `run` reports for an operation that did not throw. */
interface RunResult {
  userErrors: UserError[];
  recovered: boolean;
}

/** A line that could not be carried over to a new cart, with the platform's reasons. */
interface DroppedLine {
  line: MirrorLine;
  userErrors: UserError[];
}

/** A cart that replaced a lost one, and what could not be carried over. */
interface Replacement {
  cart: Cart;
  dropped: DroppedLine[];
}

/** A cart with no lines, used as the start of a rebuild when the old lines must not come back. */
function withoutLines(cart: Cart): Cart {
  return { ...cart, lines: [], totalQuantity: 0 };
}

/**
 * Creates a cart engine. Nothing happens until a method is called; call `loadStored()` then
 * `init()` on page load.
 */
export function createCartEngine(options: CartEngineOptions): CartEngine {
  const { api, storage, tracker } = options;
  const random = options.random ?? Math.random;
  const coalesceMs = options.coalesceMs ?? 150;
  const maxCoalesceMs = options.maxCoalesceMs ?? 1000;
  const reconcileOnError = options.reconcileOnError ?? true;

  /** The last cart the platform returned (or the stored cart before it is verified). */
  let confirmed: Cart | null = null;
  /** True once `confirmed` came from the platform in this page, not just from storage. */
  let verified = false;
  /** A stored cart id kept from a value too damaged to use as a cart. */
  let salvagedId: string | null = null;
  /** The JSON last written to (or read from) `shopifyCart`, to skip redundant writes. */
  let lastStored: string | null = null;
  let view: Cart | null = null;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let tempCounter = 0;
  let destroyed = false;
  const queue: Op[] = [];
  /** Temporary line id → platform line id, and old → new line ids after a cart was rebuilt. */
  const idMap = new Map<string, string>();
  const idleWaiters: (() => void)[] = [];
  const persistListeners = new Set<(cart: Cart) => void>();

  // ---- ids ---------------------------------------------------------------------------------

  function resolveId(id: string): string {
    let current = id;
    for (let hops = 0; hops < 32; hops += 1) {
      const next = idMap.get(current);
      if (next === undefined || next === current) return current;
      current = next;
    }
    return current;
  }

  /** Records where each line of `before` went in `after`, matching lines by merge key. */
  function mapLineIds(before: Cart | null, after: Cart): void {
    if (!before) return;
    const byKey = new Map(after.lines.map((line) => [cartLineMergeKey(line), line.id] as const));
    for (const line of before.lines) {
      const id = byKey.get(cartLineMergeKey(line));
      if (id !== undefined && id !== line.id) idMap.set(line.id, id);
    }
  }

  // ---- view and notifications --------------------------------------------------------------

  function applyOp(cart: Cart | null, op: Op): Cart | null {
    switch (op.kind) {
      case 'add':
        return applyAdd(cart ?? placeholderCart(), op.items);
      case 'quantity': {
        if (!cart) return cart;
        const targets = new Map<string, number>();
        for (const [id, quantity] of op.targets) targets.set(resolveId(id), quantity);
        return applyQuantities(cart, targets);
      }
      case 'remove':
        return cart ? applyRemove(cart, op.lineIds.map(resolveId)) : cart;
      default:
        return cart;
    }
  }

  function computeView(): Cart | null {
    let next = confirmed;
    for (const op of queue) if (!op.landed) next = applyOp(next, op);
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

  function readStored(): { cart: Cart | null; id: string | null } {
    const raw = safeGetItem(storage, STORAGE_KEYS.cart);
    let salvaged: string | null = null;
    const cart = parseStoredJson(raw, isCart, {
      onDiscard: (reason) => {
        try {
          salvaged = raw === null ? null : salvageCartId(JSON.parse(raw));
        } catch {
          salvaged = null;
        }
        console.warn(
          `[storage] discarded "${STORAGE_KEYS.cart}": ${reason}${salvaged ? '; keeping its cart id' : ''}`,
        );
        safeRemoveItem(storage, STORAGE_KEYS.cart);
      },
    });
    return { cart, id: cart?.id ?? salvaged };
  }

  function store(cart: Cart): void {
    const serialised = JSON.stringify(cart);
    if (serialised === lastStored) return;
    lastStored = serialised;
    safeSetItem(storage, STORAGE_KEYS.cart, serialised);
    for (const listener of persistListeners) {
      try {
        listener(cart);
      } catch (error) {
        console.warn('[cart] persist listener failed', error);
      }
    }
  }

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
    confirmed = cart;
    verified = true;
    salvagedId = null;
    store(cart);
    // A checkout mark for another cart can never match again: this page has moved on.
    const marked = checkoutStartedCartId();
    if (marked !== null && marked !== cart.id) clearCheckoutStarted();
    notify('confirmed', op ? { operation: op.kind } : {});
  }

  function savedDiscountCode(): string | null {
    return readString(storage, STORAGE_KEYS.discountCode);
  }

  function checkoutStartedCartId(): string | null {
    const id = readString(storage, STORAGE_KEYS.checkoutStartedCartId, { maxLength: 512 });
    return isCartId(id) ? id : null;
  }

  function clearCheckoutStarted(): void {
    safeRemoveItem(storage, STORAGE_KEYS.checkoutStartedCartId);
  }

  function loadStored(): Cart | null {
    const { cart, id } = readStored();
    if (cart) {
      confirmed = cart;
      verified = false;
      lastStored = JSON.stringify(cart);
      notify('hydrate');
    } else {
      salvagedId = id;
    }
    return cart;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

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
    const code = savedDiscountCode();
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
    const checkedOut = checkoutStartedCartId() === lostId;
    console.info(
      `[cart] cart ${lostId} is gone${checkedOut ? ' after checkout' : ''}; creating a new cart`,
    );
    verified = false;
    const start = checkedOut ? (lost ? withoutLines(lost) : null) : lost;
    const target = intended(start);
    const restore = lastStored;
    safeRemoveItem(storage, STORAGE_KEYS.cart);
    lastStored = null;
    let replacement: Replacement;
    try {
      const fresh = await createCart(operation);
      replacement = await carryLines(fresh, mirrorLines(target));
      if (after) replacement = { ...replacement, cart: await after(replacement.cart) };
    } catch (error) {
      if (restore !== null && safeSetItem(storage, STORAGE_KEYS.cart, restore))
        lastStored = restore;
      throw error;
    }
    if (checkedOut) clearCheckoutStarted();
    mapLineIds(target, replacement.cart);
    return replacement;
  }

  /**
   * The cart an action works on. With `force` (init, availability check, attribute sync) the
   * cart is always read from the platform by id; otherwise a cart already verified in this page
   * is used as is. Commits what it finds or creates.
   */
  async function obtainCart(operation: CartOperation, force: boolean): Promise<Cart> {
    if (confirmed && verified && !force) return confirmed;
    if (!confirmed && !salvagedId) loadStored();
    const known = confirmed;
    const id = known?.id || salvagedId;
    let cart: Cart;
    if (!id) {
      cart = await createCart(operation);
    } else {
      cart = (await readCart(id)) ?? (await replaceLostCart(known, id, operation)).cart;
    }
    commit(cart);
    return cart;
  }

  // ---- executing operations ----------------------------------------------------------------

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
      intended: (start) => applyOp(start, op),
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

  function track(
    event: 'Product Added' | 'Product Removed',
    variant: Variant,
    quantity: number,
    unitPrice: Money,
    cart: Cart,
  ): void {
    trackSafely(
      tracker,
      event,
      productEventPayload({ variant, quantity, unitPrice, cart, productUrl: options.productUrl }),
    );
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
          if (line) idMap.set(item.tempId, line.id);
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
          track(
            'Product Added',
            line.merchandise,
            item.quantity,
            line.cost.amountPerQuantity,
            cart,
          );
        }
        return result;
      }
      case 'quantity':
        return mutate(op, (base) => sendQuantities(op, base));
      case 'remove': {
        const result = await mutate(op, (base) => sendRemove(op, base));
        if (result.userErrors.length === 0) {
          for (const line of op.snapshots)
            track(
              'Product Removed',
              line.merchandise,
              line.quantity,
              line.cost.amountPerQuantity,
              result.cart,
            );
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
    if (!reconcileOnError || !confirmed || !verified) return;
    try {
      const fresh = await api.getCart(confirmed.id);
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
    getCart: () => view,
    getConfirmedCart: () => confirmed,
    isPending: () => queue.length > 0,
    getSavedDiscountCode: savedDiscountCode,
    loadStored,
    init: () => enqueue(newOp<'init'>({ kind: 'init' })),
    ensureCart: () => enqueue(newOp<'init'>({ kind: 'init' })),
    add(input) {
      // `replacement` undefined: the engine draws the swap (SPEC §4); null: the UI ruled it out.
      const replacementId =
        input.replacement !== undefined
          ? (input.replacement?.id ?? null)
          : drawSwap(input.variant, random);
      const chosenId = chooseVariantToAdd(input.variant.id, replacementId, view?.lines ?? []);
      let variant = input.variant;
      if (chosenId !== input.variant.id) {
        // Only the replacement's id is configured on the variant, so unless the UI passed the
        // replacement itself the optimistic line borrows the chosen variant's details; the
        // platform's answer replaces them a moment later.
        variant =
          input.replacement && input.replacement.id === chosenId
            ? input.replacement
            : { ...input.variant, id: chosenId, shortId: shortId(chosenId) };
      }
      return addLines([{ ...input, variant }]);
    },
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
      safeSetItem(storage, STORAGE_KEYS.discountCode, trimmed);
      return enqueue(newOp<'discount'>({ kind: 'discount', code: trimmed }));
    },
    updateAttributes: (attributes) =>
      enqueue(newOp<'attributes'>({ kind: 'attributes', attributes })),
    adoptCart: (cartId) => enqueue(newOp<'adopt'>({ kind: 'adopt', cartId })),
    markCheckoutStarted(cartId) {
      const id = cartId ?? confirmed?.id ?? null;
      if (!isCartId(id)) {
        console.warn('[cart] checkout started without a platform cart; nothing recorded');
        return;
      }
      safeSetItem(storage, STORAGE_KEYS.checkoutStartedCartId, id);
    },
    receiveExternalCart(cart) {
      const serialised = JSON.stringify(cart);
      if (serialised === lastStored) return;
      mapLineIds(confirmed, cart);
      confirmed = cart;
      verified = true;
      salvagedId = null;
      lastStored = serialised;
      notify('external');
    },
    onPersist(listener) {
      persistListeners.add(listener);
      return () => {
        persistListeners.delete(listener);
      };
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
      persistListeners.clear();
    },
  };
}
