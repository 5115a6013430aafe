/**
 * The engine's record of the platform cart (SPEC §3 `shopifyCart`, §4 lifecycle): the last cart
 * the platform confirmed, whether this page has verified it, and its stored keys (`shopifyCart`,
 * `discountCode`, our `checkoutStartedCartId`), each through its owner in lib/storage. Only the
 * engine holds one; the queue and the view stay in the engine.
 */
import { sameCode } from '@/lib/discounts/cart-codes';
import { errorMessage as describe } from '@/lib/errors';
import type { CartApi } from '@/lib/shopify/cart';
import { isCart } from '@/lib/shopify/cart-checks';
import type { Cart } from '@/lib/shopify/types';
import { cartStore } from '@/lib/storage/cart-store';
import { checkoutStartedStore } from '@/lib/storage/checkout-started-store';
import { discountCodeStore } from '@/lib/storage/discount-code-store';
import { plainStringProblem, type StorageLike } from '@/lib/storage/safe-storage';
import { CartEngineError, type CartOperation } from './engine-types';
import type { CartAction } from './optimistic';
import { createCart, readCart, replaceLostCart, type Replacement } from './recovery';

export class CartRecord {
  /** The last cart the platform returned, or the stored one until this page verifies it. */
  confirmed: Cart | null = null;
  /** `confirmed` came from the platform in this page, not just from storage. */
  verified = false;
  /** A stored cart id kept from a value too damaged to use as a cart. */
  private salvagedId: string | null = null;
  /** The JSON last written to (or read from) `shopifyCart`, to skip redundant writes. */
  private lastStored: string | null = null;
  private readonly cart;
  private readonly code;
  private readonly checkout;

  constructor(
    private readonly api: CartApi,
    storage: StorageLike,
  ) {
    this.cart = cartStore(storage);
    this.code = discountCodeStore(storage);
    this.checkout = checkoutStartedStore(storage);
  }

  /** Takes the stored cart as `confirmed` (not verified); a damaged one leaves its id. */
  readStored(): Cart | null {
    const { cart, id } = this.cart.read();
    if (!cart) this.salvagedId = id;
    else this.take(cart, false);
    return cart;
  }

  /**
   * Validates and stores the platform's cart (SPEC §4: it replaces the stored one); true when it
   * was newly written. A cart the shop cannot show throws, so the action fails and rolls back and
   * the last good cart stays.
   */
  commit(cart: Cart, operation: CartOperation): boolean {
    if (!isCart(cart))
      throw new CartEngineError('The platform returned a cart the shop cannot read', { operation });
    this.confirmed = cart;
    this.verified = true;
    this.salvagedId = null;
    // A checkout mark for another cart can never match again: this page has moved on.
    const marked = this.checkout.read();
    if (marked !== null && marked !== cart.id) this.checkout.clear();
    const serialised = JSON.stringify(cart);
    if (serialised === this.lastStored) return false;
    this.lastStored = serialised;
    this.cart.write(serialised);
    return true;
  }

  /** A cart another tab stored; false when it is what this tab has already. */
  receive(cart: Cart): boolean {
    if (JSON.stringify(cart) === this.lastStored) return false;
    this.take(cart, true);
    return true;
  }

  get discountCode(): string | null {
    return this.code.read();
  }

  /**
   * Saves a code (trimmed) to apply; a code the storage reader would discard is neither saved (it
   * would vanish) nor sent: its problem is returned instead.
   */
  saveDiscountCode(code: string): string | null {
    const problem = plainStringProblem(code.trim());
    if (problem === null) this.code.write(code);
    return problem;
  }

  /**
   * The shopper took `code` off the cart: if it is the saved code, it is forgotten, or the next
   * add would put it back (SPEC §4 re-applies a saved code while no discount is applied).
   */
  forgetDiscountCode(code: string): void {
    const saved = this.code.read();
    if (saved !== null && sameCode(saved, code)) this.code.remove();
  }

  /** Marks `cartId` as sent to checkout: if it is later lost, it was most likely bought. */
  markCheckoutStarted(cartId: string | null): void {
    if (!cartId) console.warn('[cart] checkout started without a platform cart; nothing recorded');
    else if (!this.checkout.mark(cartId))
      console.warn(
        `[cart] checkout of ${cartId} could not be recorded (not a cart id, or storage refused)`,
      );
  }

  /**
   * The cart to act on: a cart verified in this page, else (or with `force`) read by id, created
   * when there is none, or replaced when it is gone. `fresh`: it still has to be committed.
   */
  async obtain(operation: CartOperation, force: boolean): Promise<{ cart: Cart; fresh: boolean }> {
    if (this.confirmed && this.verified && !force) return { cart: this.confirmed, fresh: false };
    if (!this.confirmed && !this.salvagedId) this.readStored();
    const known = this.confirmed;
    const id = known?.id || this.salvagedId;
    if (!id) return { cart: await createCart(this.api, operation), fresh: true };
    const cart = (await readCart(this.api, id)) ?? (await this.replace(known, id, operation)).cart;
    return { cart, fresh: true };
  }

  /** The cart with this id (query `shopifyCartId`), to adopt; one that is not found fails. */
  async adopt(cartId: string): Promise<Cart> {
    const cart = await readCart(this.api, cartId);
    if (cart) return cart;
    throw new CartEngineError(`Cart ${cartId} was not found`, { operation: 'adopt' });
  }

  /** After a failed request, the verified cart as the platform has it now (it may have acted). */
  async reread(): Promise<Cart | null> {
    if (!this.confirmed || !this.verified) return null;
    try {
      return await readCart(this.api, this.confirmed.id);
    } catch (error) {
      console.warn(`[cart] could not re-read the cart: ${describe(error)}`);
      return null;
    }
  }

  /**
   * SPEC §4: a cart read as null, or a mutation answered without one, is removed from storage and
   * replaced (recovery.ts). If that fails, the old cart is written back, so the next action or a
   * reload tries again from the same lines; the caller commits the new cart.
   */
  async replace(
    lost: Cart | null,
    lostId: string,
    operation: CartOperation,
    intended?: CartAction,
  ): Promise<Replacement> {
    const checkedOut = this.checkout.read() === lostId;
    this.verified = false;
    const restore = this.lastStored;
    this.cart.remove();
    this.lastStored = null;
    const options = { lostId, operation, checkedOut, savedCode: this.code.read() };
    try {
      const replacement = await replaceLostCart(this.api, lost, options, intended);
      if (checkedOut) this.checkout.clear();
      return replacement;
    } catch (error) {
      if (restore !== null && this.cart.write(restore)) this.lastStored = restore;
      throw error;
    }
  }

  private take(cart: Cart, verified: boolean): void {
    this.confirmed = cart;
    this.verified = verified;
    this.salvagedId = null;
    this.lastStored = JSON.stringify(cart);
  }
}
