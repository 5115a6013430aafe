/**
 * The cart engine's public contract: what it accepts, what it reports and the errors it gives.
 */
import type { CartApi } from '@/lib/shopify/cart';
import type { Attribute, Cart, UserError } from '@/lib/shopify/types';
import type { StorageLike } from '@/lib/storage/safe-storage';
import type { CartEvents } from './events';
import type { PendingAddItem } from './optimistic';
import type { QuantityAction } from './rules';
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

/** One product to add, as given: the caller has already decided any A/B swap (SPEC §4). */
export interface AddInput {
  variant: PendingAddItem['variant'];
  quantity: number;
  sellingPlanId?: string | null;
  attributes?: Attribute[];
}

export interface CartEngineOptions {
  api: CartApi;
  storage: StorageLike;
  /** Called with the optimistic view whenever it changes. */
  onChange?: (cart: Cart | null, meta: CartChangeMeta) => void;
  /** How long a quantity batch waits for more clicks before it is sent (ms). Default 150. */
  coalesceMs?: number;
  /** Upper bound on that wait while clicks keep coming (ms). Default 1000. */
  maxCoalesceMs?: number;
  /** After a failed request, re-read the cart so the view matches the platform. Default true. */
  reconcileOnError?: boolean;
}

export interface CartEngine {
  /** Confirmed line changes (added, updated, removed), for tracking and integrations. */
  readonly events: CartEvents;
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
  /** Adds one product as given. */
  add(input: AddInput): Promise<CartOpOutcome>;
  /** Adds products as given. */
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
