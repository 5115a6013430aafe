/**
 * The engine's queued operations, the line ids they refer to, and how each one changes the
 * optimistic view before the platform answers.
 */
import type { Attribute, Cart, CartLine, UserError } from '@/lib/shopify/types';
import type { CartOpOutcome } from './engine-types';
import {
  applyAdd,
  applyQuantities,
  applyRemove,
  placeholderCart,
  type PendingAddItem,
} from './optimistic';
import { cartLineMergeKey } from './rules';

export interface OpBase {
  sent: boolean;
  /** The platform has answered and `confirmed` already contains this op's effect. */
  landed: boolean;
  waiters: ((outcome: CartOpOutcome) => void)[];
}
export type Op = OpBase &
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

/** What `run` reports for an operation that did not throw. */
export interface RunResult {
  userErrors: UserError[];
  recovered: boolean;
}

/**
 * Where lines went: temporary line id → platform line id, and old → new line ids after a cart
 * was rebuilt. Chains are followed (bounded), so an id from any earlier view still resolves.
 */
export function createLineIds() {
  const idMap = new Map<string, string>();

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

  return { resolveId, mapLineIds, set: (from: string, to: string) => void idMap.set(from, to) };
}

export type LineIds = ReturnType<typeof createLineIds>;

/** The view with `op` applied on top of `cart` (the optimistic view of SPEC-beyond quick clicks). */
export function applyOp(cart: Cart | null, op: Op, resolveId: (id: string) => string): Cart | null {
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
