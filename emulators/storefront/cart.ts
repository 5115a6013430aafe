/**
 * Cart state and the cart mutations of the Storefront emulator, with Shopify's rules: a line is
 * identified by its line id, and a mutation with any invalid input changes nothing. Prices are not
 * stored: `priceCart` (cart-view.ts) derives them whenever a cart is read.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CatalogueIndex } from './catalogue';
import {
  applyBuyerIdentity,
  EMPTY_BUYER,
  type BuyerIdentityInput,
  type BuyerIdentityState,
  type CustomerLookup,
} from './cart-buyer';
import { parseGid, requireGid } from './ids';

export interface AttributeState {
  key: string;
  value: string;
}

export type { BuyerIdentityInput, BuyerIdentityState } from './cart-buyer';

export interface CartLineState {
  /** Full line id, `gid://shopify/CartLine/<uuid>?cart=<token>`. */
  id: string;
  merchandiseId: string;
  sellingPlanId: string | null;
  quantity: number;
  attributes: AttributeState[];
}

export interface CartState {
  token: string;
  /** `gid://shopify/Cart/<token>` */
  id: string;
  createdAt: number;
  updatedAt: number;
  note: string | null;
  attributes: AttributeState[];
  /** Codes as the buyer entered them (deduplicated case-insensitively). */
  discountCodes: string[];
  lines: CartLineState[];
  buyerIdentity: BuyerIdentityState;
}

/** The 2023-10 `CartErrorCode` values the emulator uses. */
export type CartErrorCode = 'INVALID' | 'INVALID_MERCHANDISE_LINE' | 'MISSING_NOTE';

export interface CartUserError {
  code: CartErrorCode;
  field: string[];
  message: string;
}

export interface CartResult {
  cart: CartState | null;
  userErrors: CartUserError[];
}

export interface AttributeInput {
  key: string;
  value: string;
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  sellingPlanId?: string | null;
  attributes?: AttributeInput[] | null;
}

export interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  sellingPlanId?: string | null;
  attributes?: AttributeInput[] | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  discountCodes?: string[] | null;
  attributes?: AttributeInput[] | null;
  note?: string | null;
  buyerIdentity?: BuyerIdentityInput | null;
}

export interface CartStoreOptions {
  index: CatalogueIndex;
  now: () => number;
  /** Carts created longer ago than this read as null; null = never. */
  ttlMs: number | null;
  /** Who a buyerIdentity.customerAccessToken belongs to; absent, every token is refused. */
  customerForToken?: CustomerLookup;
}

/** Later duplicates of a key win, as a form field would; order of first appearance is kept. */
function normaliseAttributes(
  input: readonly AttributeInput[] | null | undefined,
): AttributeState[] {
  const byKey = new Map<string, string>();
  for (const { key, value } of input ?? []) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}

function mergeKey(line: CartLineState): string {
  const attributes = [...line.attributes].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  return JSON.stringify([line.merchandiseId, line.sellingPlanId, attributes]);
}

/**
 * Folds lines with the same merchandise, plan and attributes into the first of them, so one variant
 * bought one-time and on a plan makes two lines.
 */
function mergeLines(lines: readonly CartLineState[]): CartLineState[] {
  const byKey = new Map<string, CartLineState>();
  const out: CartLineState[] = [];
  for (const line of lines) {
    const key = mergeKey(line);
    const existing = byKey.get(key);
    if (existing) existing.quantity += line.quantity;
    else {
      byKey.set(key, line);
      out.push(line);
    }
  }
  return out;
}

function dedupeCodes(codes: readonly string[] | null | undefined): string[] {
  const out: string[] = [];
  for (const raw of codes ?? []) {
    const code = raw.trim();
    if (code !== '' && !out.some((c) => c.toLowerCase() === code.toLowerCase())) out.push(code);
  }
  return out;
}

const CART_NOT_FOUND = (): CartUserError => ({
  code: 'INVALID',
  field: ['cartId'],
  message: 'The specified cart does not exist.',
});

export class CartStore {
  private readonly carts = new Map<string, CartState>();

  constructor(private readonly options: CartStoreOptions) {}

  /** The cart for a `gid://shopify/Cart/<token>` id; undefined when unknown or expired. */
  get(cartId: string): CartState | undefined {
    const gid = requireGid(cartId);
    return gid.type === 'Cart' ? this.byToken(gid.id) : undefined;
  }

  /** The cart for a bare token (the checkout page's URL), honouring expiry. */
  byToken(token: string): CartState | undefined {
    const cart = this.carts.get(token);
    if (!cart) return undefined;
    const { ttlMs, now } = this.options;
    if (ttlMs !== null && now() - cart.createdAt > ttlMs) {
      this.carts.delete(token);
      return undefined;
    }
    return cart;
  }

  /** The stored state, ignoring expiry (tests). */
  peek(idOrToken: string): CartState | undefined {
    const token = parseGid(idOrToken)?.id ?? idOrToken;
    return this.carts.get(token);
  }

  /**
   * Checkout completion: removes the cart for good, as Shopify does once a cart's checkout
   * completes, so `cart(id)` reads null and mutations get the not-found userError. Returns the cart
   * as it was; undefined when it is unknown or expired.
   */
  complete(token: string): CartState | undefined {
    const cart = this.byToken(token);
    if (cart) this.carts.delete(token);
    return cart;
  }

  /** Forced expiry: every existing cart reads as null from now on. */
  expireAll(): void {
    this.carts.clear();
  }

  /** `cartCreate`: invalid lines create no cart (`cart: null` with the errors). */
  create(input: CartInput | null | undefined): CartResult {
    const now = this.options.now();
    const token = `c1-${randomBytes(16).toString('hex')}`;
    const draft: CartState = {
      token,
      id: `gid://shopify/Cart/${token}`,
      createdAt: now,
      updatedAt: now,
      note: input?.note ?? null,
      attributes: normaliseAttributes(input?.attributes),
      discountCodes: dedupeCodes(input?.discountCodes),
      lines: [],
      buyerIdentity: { ...EMPTY_BUYER },
    };
    const buyer = applyBuyerIdentity(
      EMPTY_BUYER,
      input?.buyerIdentity,
      this.options.customerForToken,
      ['input', 'buyerIdentity'],
    );
    draft.buyerIdentity = buyer.identity;
    const userErrors = [
      ...this.addLines(draft, input?.lines ?? [], ['input', 'lines']),
      ...buyer.errors,
    ];
    if (userErrors.length > 0) return { cart: null, userErrors };
    this.carts.set(token, draft);
    return { cart: draft, userErrors: [] };
  }

  linesAdd(cartId: string, lines: readonly CartLineInput[]): CartResult {
    return this.mutate(cartId, (draft) => this.addLines(draft, lines, ['lines']));
  }

  linesUpdate(cartId: string, updates: readonly CartLineUpdateInput[]): CartResult {
    return this.mutate(cartId, (draft) => {
      const errors: CartUserError[] = [];
      updates.forEach((update, i) => {
        const path = ['lines', String(i)];
        const line = this.findLine(draft, update.id);
        if (!line) {
          errors.push({
            code: 'INVALID_MERCHANDISE_LINE',
            field: [...path, 'id'],
            message: `The merchandise line with id ${update.id} does not exist.`,
          });
          return;
        }
        if (update.merchandiseId != null) line.merchandiseId = update.merchandiseId;
        // An explicit null moves the line back to a one-time purchase; an absent field keeps the plan.
        if (update.sellingPlanId !== undefined) line.sellingPlanId = update.sellingPlanId;
        if (update.attributes != null) line.attributes = normaliseAttributes(update.attributes);
        if (update.quantity != null) line.quantity = update.quantity;
        errors.push(
          ...this.validateLine(
            line,
            path,
            update.merchandiseId != null,
            update.sellingPlanId !== undefined,
          ),
        );
      });
      draft.lines = mergeLines(draft.lines.filter((line) => line.quantity > 0));
      return errors;
    });
  }

  linesRemove(cartId: string, lineIds: readonly string[]): CartResult {
    return this.mutate(cartId, (draft) => {
      const errors: CartUserError[] = [];
      const remove = new Set<CartLineState>();
      lineIds.forEach((lineId, i) => {
        const line = this.findLine(draft, lineId);
        if (line) remove.add(line);
        else
          errors.push({
            code: 'INVALID_MERCHANDISE_LINE',
            field: ['lineIds', String(i)],
            message: `The merchandise line with id ${lineId} does not exist.`,
          });
      });
      draft.lines = draft.lines.filter((line) => !remove.has(line));
      return errors;
    });
  }

  discountCodesUpdate(cartId: string, codes: readonly string[] | null | undefined): CartResult {
    return this.mutate(cartId, (draft) => {
      draft.discountCodes = dedupeCodes(codes);
      return [];
    });
  }

  /** Replaces the cart's attributes, as Shopify's cartAttributesUpdate does. */
  attributesUpdate(cartId: string, attributes: readonly AttributeInput[]): CartResult {
    return this.mutate(cartId, (draft) => {
      draft.attributes = normaliseAttributes(attributes);
      return [];
    });
  }

  noteUpdate(cartId: string, note: string | null | undefined): CartResult {
    return this.mutate(cartId, (draft) => {
      if (note == null)
        return [{ code: 'MISSING_NOTE', field: ['note'], message: 'Note is missing.' }];
      draft.note = note;
      return [];
    });
  }

  buyerIdentityUpdate(cartId: string, input: BuyerIdentityInput): CartResult {
    return this.mutate(cartId, (draft) => {
      const buyer = applyBuyerIdentity(draft.buyerIdentity, input, this.options.customerForToken, [
        'buyerIdentity',
      ]);
      draft.buyerIdentity = buyer.identity;
      return buyer.errors;
    });
  }

  /**
   * Runs a change on a copy; commits it only when it produced no userErrors, else returns the
   * unchanged cart with them. An unknown or expired cart id gives `cart: null` and a userError.
   */
  private mutate(cartId: string, change: (draft: CartState) => CartUserError[]): CartResult {
    const cart = this.get(cartId);
    if (!cart) return { cart: null, userErrors: [CART_NOT_FOUND()] };
    const draft = structuredClone(cart);
    const userErrors = change(draft);
    if (userErrors.length > 0) return { cart, userErrors };
    draft.updatedAt = Math.max(this.options.now(), cart.updatedAt);
    this.carts.set(draft.token, draft);
    return { cart: draft, userErrors: [] };
  }

  private addLines(
    draft: CartState,
    inputs: readonly CartLineInput[],
    prefix: string[],
  ): CartUserError[] {
    const errors: CartUserError[] = [];
    const added: CartLineState[] = [];
    inputs.forEach((input, i) => {
      const line: CartLineState = {
        id: `gid://shopify/CartLine/${randomUUID()}?cart=${draft.token}`,
        merchandiseId: input.merchandiseId,
        sellingPlanId: input.sellingPlanId ?? null,
        quantity: input.quantity ?? 1,
        attributes: normaliseAttributes(input.attributes),
      };
      const lineErrors = this.validateLine(
        line,
        [...prefix, String(i)],
        true,
        input.sellingPlanId != null,
      );
      errors.push(...lineErrors);
      if (lineErrors.length === 0 && line.quantity > 0) added.push(line);
    });
    // New lines go first, as Shopify lists them; a line that merges keeps its place and id.
    const merged = mergeLines([...draft.lines, ...added]);
    draft.lines = [
      ...merged.filter((l) => added.includes(l)),
      ...merged.filter((l) => !added.includes(l)),
    ];
    return errors;
  }

  private findLine(cart: CartState, lineId: string): CartLineState | undefined {
    const gid = parseGid(lineId);
    if (!gid || gid.type !== 'CartLine') return undefined;
    return cart.lines.find((line) => parseGid(line.id)?.id === gid.id);
  }

  /** Errors for one line; `merchandiseGiven`/`planGiven` decide which input field an error names. */
  private validateLine(
    line: CartLineState,
    path: string[],
    merchandiseGiven: boolean,
    planGiven: boolean,
  ): CartUserError[] {
    const { index } = this.options;
    const errors: CartUserError[] = [];
    if (line.quantity < 0) {
      errors.push({
        code: 'INVALID',
        field: [...path, 'quantity'],
        message: 'The quantity must be greater than or equal to 0.',
      });
    }
    const variant = index.variantById.get(line.merchandiseId);
    if (!variant) {
      errors.push({
        code: 'INVALID',
        field: [...path, 'merchandiseId'],
        message: `The merchandise with id ${line.merchandiseId} does not exist.`,
      });
      return errors;
    }
    const merchandiseField = [...path, merchandiseGiven ? 'merchandiseId' : 'id'];
    if (!variant.data.availableForSale) {
      errors.push({
        code: 'INVALID',
        field: merchandiseField,
        message: `The merchandise with id ${line.merchandiseId} is not available for sale.`,
      });
    }
    if (line.sellingPlanId !== null) {
      const plan = index.planById.get(line.sellingPlanId);
      if (!plan || plan.product !== variant.product) {
        errors.push({
          code: 'INVALID',
          field: [...path, planGiven ? 'sellingPlanId' : 'merchandiseId'],
          message: `The selling plan with id ${line.sellingPlanId} is not available for the merchandise with id ${line.merchandiseId}.`,
        });
      }
    } else if (variant.product.data.requiresSellingPlan) {
      errors.push({
        code: 'INVALID',
        field: merchandiseField,
        message: `The merchandise with id ${line.merchandiseId} can only be purchased with a selling plan.`,
      });
    }
    return errors;
  }
}
