/**
 * The cart engine's vocabulary: what it accepts, how an action ends and the error it gives.
 */
import type { CartApi } from '@/lib/shopify/cart';
import { errorMessage as describe } from '@/lib/errors';
import type { Cart, UserError } from '@/lib/shopify/types';
import type { CartLineChange, CouponChange } from './changes';
import type { StorageLike } from '@/lib/storage/safe-storage';

/** Why the view changed. */
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

/** Hears the optimistic view each time it changes. */
export type CartViewListener = (cart: Cart | null, meta: CartChangeMeta) => void;

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

export interface CartEngineOptions {
  api: CartApi;
  storage: StorageLike;
  /** How long a quantity batch waits for more clicks before it is sent (ms). Default 150. */
  coalesceMs?: number;
  /** Upper bound on that wait while clicks keep coming (ms). Default 1000. */
  maxCoalesceMs?: number;
}

/** The outcome of an answer: refused input (userErrors) fails the action. */
export function outcomeOf(
  operation: CartOperation,
  { userErrors, recovered }: { userErrors: UserError[]; recovered: boolean },
): Omit<CartOpOutcome, 'cart'> {
  if (userErrors.length === 0) return { ok: true, userErrors, error: null, recovered };
  console.warn(`[cart] ${operation} refused`, userErrors);
  const message = userErrors.map((e) => e.message).join('; ') || 'The platform refused the change';
  const error = new CartEngineError(message, { operation, userErrors });
  return { ok: false, userErrors, error, recovered };
}

/** The outcome of a thrown error. */
export function failureOf(operation: CartOperation, cause: unknown): Omit<CartOpOutcome, 'cart'> {
  const error =
    cause instanceof CartEngineError
      ? cause
      : new CartEngineError(`Cart ${operation} failed: ${describe(cause)}`, { operation, cause });
  console.warn(`[cart] ${error.message}`);
  return { ok: false, userErrors: error.userErrors, error, recovered: false };
}

/** What running one action gives: the cart to store, what to report, the changes to emit. */
export type ActionResult = {
  cart: Cart;
  userErrors: UserError[];
  recovered: boolean;
  changes: CartLineChange[];
  coupons?: CouponChange[];
};

/** The result of an action that changed no lines. */
export const unchanged = (cart: Cart): ActionResult => ({
  cart,
  userErrors: [],
  recovered: false,
  changes: [],
});
