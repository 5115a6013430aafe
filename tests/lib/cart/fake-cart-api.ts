/**
 * An in-memory CartApi that behaves like the platform where the engine cares: lines merge on
 * merchandise + selling plan + attributes, a known code discounts lines, an expired cart reads as
 * null, refused input comes back as userErrors. Tests can make calls fail, hold them in flight,
 * expire carts and read the call log. Like the platform, an id argument that is not a global id
 * is a GraphQL error (StorefrontGraphQLError), not a null cart.
 */
import type { CartApi, CartLineAddition, CartLineChange } from '@/lib/shopify/cart';
import type {
  Attribute,
  Cart,
  CartLine,
  CartMutationResult,
  Money,
  Variant,
} from '@/lib/shopify/types';
import { lineMergeKey } from '@/lib/cart/rules';
import { money, toMinorUnits } from '@/lib/pricing/money';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';

interface StoredLine {
  id: string;
  variantId: string;
  quantity: number;
  sellingPlanId: string | null;
  attributes: Attribute[];
}

interface StoredCart {
  id: string;
  lines: StoredLine[];
  codes: string[];
  attributes: Attribute[];
}

export type CallName = keyof CartApi;

export interface Call {
  name: CallName;
  args: unknown[];
}

const gbp = (minor: number): Money => money(minor, 'GBP');

/** The global-id syntax the platform (and the emulator) accepts. */
const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#\s]+)(\?[^#\s]*)?$/;

export interface FakeCartApi extends CartApi {
  calls: Call[];
  /** Names of calls made, in order. */
  names(): CallName[];
  /** Count of calls by name. */
  count(name: CallName): number;
  /**
   * The next `times` calls of `name` (any call when omitted) throw `error()`, by default a
   * transport-like plain Error.
   */
  failNext(name?: CallName, times?: number, error?: () => Error): void;
  /** Every call for which `predicate` returns true throws. */
  failWhen(predicate: (call: Call) => boolean): void;
  /** Makes the cart read as null from now on. */
  expire(cartId: string): void;
  /** Holds every call until the returned function is called. */
  hold(): () => void;
  /** The platform's current view of a cart. */
  peek(cartId: string): Cart | null;
  /** Creates a cart directly (as if another session made it). */
  seedCart(lines?: { variantId: string; quantity: number; sellingPlanId?: string | null }[]): Cart;
}

export function createFakeCartApi(
  variants: Variant[],
  { codes = { WELCOME15: 15 } }: { codes?: Record<string, number> } = {},
): FakeCartApi {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const carts = new Map<string, StoredCart>();
  const expired = new Set<string>();
  const calls: Call[] = [];
  let failures: { name?: CallName; times: number; error?: () => Error }[] = [];
  let predicate: ((call: Call) => boolean) | null = null;
  let gate: Promise<void> | null = null;
  let counter = 0;

  function render(stored: StoredCart): Cart {
    // The first known code applies, to every line (a simpler rule than the platform's).
    const applied = stored.codes.find((c) => (codes[c.toUpperCase()] ?? 0) > 0);
    const percent = applied === undefined ? 0 : (codes[applied.toUpperCase()] ?? 0);
    const lines: CartLine[] = stored.lines.map((line) => {
      const variant = byId.get(line.variantId) as Variant;
      const allocation = variant.sellingPlanAllocations.find(
        (a) => a.sellingPlan.id === line.sellingPlanId,
      );
      const unit = toMinorUnits((allocation?.checkoutChargeAmount ?? variant.price).amount);
      const subtotal = unit * line.quantity;
      const discount = Math.round((subtotal * percent) / 100);
      return {
        id: line.id,
        quantity: line.quantity,
        cost: {
          amountPerQuantity: gbp(unit),
          compareAtAmountPerQuantity: variant.compareAtPrice,
          subtotalAmount: gbp(subtotal),
          totalAmount: gbp(subtotal - discount),
        },
        attributes: line.attributes,
        sellingPlanAllocation: allocation
          ? {
              sellingPlan: allocation.sellingPlan,
              checkoutChargeAmount: allocation.checkoutChargeAmount,
            }
          : null,
        discountAllocations:
          discount > 0 && applied ? [{ discountedAmount: gbp(discount), code: applied }] : [],
        merchandise: variant,
      };
    });
    const subtotal = lines.reduce((s, l) => s + toMinorUnits(l.cost.subtotalAmount.amount), 0);
    const total = lines.reduce((s, l) => s + toMinorUnits(l.cost.totalAmount.amount), 0);
    return {
      id: stored.id,
      checkoutUrl: `http://checkout.test/${encodeURIComponent(stored.id)}`,
      totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
      lines,
      cost: {
        totalAmount: gbp(total),
        subtotalAmount: gbp(subtotal),
        totalTaxAmount: null,
        totalDutyAmount: null,
      },
      discountCodes: stored.codes.map((code) => ({
        code,
        applicable: (codes[code.toUpperCase()] ?? 0) > 0 && lines.length > 0,
      })),
      discountAllocations: [],
      attributes: stored.attributes,
    };
  }

  /** A new empty cart, registered under the next id. */
  function newCart(): StoredCart {
    counter += 1;
    const stored: StoredCart = {
      id: `gid://shopify/Cart/c${counter}`,
      lines: [],
      codes: [],
      attributes: [],
    };
    carts.set(stored.id, stored);
    return stored;
  }

  function find(cartId: string): StoredCart | null {
    if (expired.has(cartId)) return null;
    return carts.get(cartId) ?? null;
  }

  const gone = (): CartMutationResult => ({
    cart: null,
    userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.' }],
  });

  async function enter(name: CallName, args: unknown[]): Promise<void> {
    const call = { name, args: structuredClone(args) };
    calls.push(call);
    if (gate) await gate;
    // Let the caller's synchronous code finish first, as a real network round trip would.
    await Promise.resolve();
    const index = failures.findIndex((f) => f.name === undefined || f.name === name);
    const failure = index >= 0 ? failures[index] : undefined;
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures = failures.filter((_, i) => i !== index);
      throw failure.error?.() ?? new Error(`injected failure of ${name}`);
    }
    if (predicate?.(call)) throw new Error(`injected failure of ${name}`);
    const cartId = args[0];
    if (name !== 'createCart' && typeof cartId === 'string' && !GID.test(cartId)) {
      const message = `Invalid global id '${cartId}'`;
      throw new StorefrontGraphQLError(`Storefront ${name} returned GraphQL errors: ${message}`, {
        operation: name,
        status: 200,
        errors: [{ message }],
      });
    }
  }

  function addTo(stored: StoredCart, additions: CartLineAddition[]): CartMutationResult | null {
    for (const add of additions) {
      if (!byId.has(add.merchandiseId)) {
        return {
          cart: render(stored),
          userErrors: [
            {
              field: ['lines', 'merchandiseId'],
              message: `Merchandise ${add.merchandiseId} does not exist`,
            },
          ],
        };
      }
    }
    for (const add of additions) {
      const attributes = (add.attributes ?? []).map((a) => ({ key: a.key, value: a.value ?? '' }));
      const key = lineMergeKey({
        merchandiseId: add.merchandiseId,
        sellingPlanId: add.sellingPlanId ?? null,
        attributes,
      });
      const existing = stored.lines.find(
        (l) =>
          lineMergeKey({
            merchandiseId: l.variantId,
            sellingPlanId: l.sellingPlanId,
            attributes: l.attributes,
          }) === key,
      );
      if (existing) existing.quantity += add.quantity;
      else {
        counter += 1;
        stored.lines.push({
          id: `gid://shopify/CartLine/${counter}`,
          variantId: add.merchandiseId,
          quantity: add.quantity,
          sellingPlanId: add.sellingPlanId ?? null,
          attributes,
        });
      }
    }
    return null;
  }

  const api: FakeCartApi = {
    calls,
    names: () => calls.map((c) => c.name),
    count: (name) => calls.filter((c) => c.name === name).length,
    failNext(name, times = 1, error) {
      failures.push({
        times,
        ...(name === undefined ? {} : { name }),
        ...(error ? { error } : {}),
      });
    },
    failWhen(p) {
      predicate = p;
    },
    expire(cartId) {
      expired.add(cartId);
    },
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    peek: (cartId) => {
      const stored = find(cartId);
      return stored ? render(stored) : null;
    },
    seedCart(lines = []) {
      const stored = newCart();
      addTo(
        stored,
        lines.map((l) => ({
          merchandiseId: l.variantId,
          quantity: l.quantity,
          sellingPlanId: l.sellingPlanId ?? null,
        })),
      );
      return render(stored);
    },
    async createCart() {
      await enter('createCart', []);
      const stored = newCart();
      return { cart: render(stored), userErrors: [] };
    },
    async getCart(cartId) {
      await enter('getCart', [cartId]);
      const stored = find(cartId);
      return stored ? render(stored) : null;
    },
    async addLines(cartId, lines) {
      await enter('addLines', [cartId, lines]);
      const stored = find(cartId);
      if (!stored) return gone();
      return addTo(stored, lines) ?? { cart: render(stored), userErrors: [] };
    },
    async updateLines(cartId, lines: CartLineChange[]) {
      await enter('updateLines', [cartId, lines]);
      const stored = find(cartId);
      if (!stored) return gone();
      for (const change of lines) {
        if (!stored.lines.some((l) => l.id === change.id)) {
          return {
            cart: render(stored),
            userErrors: [{ field: ['lines', 'id'], message: `Line ${change.id} does not exist` }],
          };
        }
      }
      for (const change of lines) {
        const line = stored.lines.find((l) => l.id === change.id) as StoredLine;
        line.quantity = change.quantity;
      }
      stored.lines = stored.lines.filter((l) => l.quantity > 0);
      return { cart: render(stored), userErrors: [] };
    },
    async removeLines(cartId, lineIds) {
      await enter('removeLines', [cartId, lineIds]);
      const stored = find(cartId);
      if (!stored) return gone();
      stored.lines = stored.lines.filter((l) => !lineIds.includes(l.id));
      return { cart: render(stored), userErrors: [] };
    },
    async updateDiscountCodes(cartId, list) {
      await enter('updateDiscountCodes', [cartId, list]);
      const stored = find(cartId);
      if (!stored) return gone();
      stored.codes = [...list];
      return { cart: render(stored), userErrors: [] };
    },
    async updateAttributes(cartId, attributes) {
      await enter('updateAttributes', [cartId, attributes]);
      const stored = find(cartId);
      if (stored) stored.attributes = attributes.map((a) => ({ key: a.key, value: a.value ?? '' }));
    },
  };
  return api;
}
