/**
 * Shape checks for a cart read back from browser storage. Storage is outside the shop's control
 * (older deployments, extensions, hand edits), so a stored `shopifyCart` is only used when it has
 * every field the cart drawer and the engine dereference.
 */
import { toMinorUnits } from '@/lib/pricing/money';
import type { Cart, CartLine, Money } from '@/lib/shopify/types';

/** Carts are identified by a global id of this prefix. */
export const CART_GID_PREFIX = 'gid://shopify/Cart/';

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/**
 * A decimal amount the pricing functions can read. The cart's money arithmetic throws on anything
 * else, so a stored cart with such an amount is discarded (its id salvaged) rather than shown.
 */
function isAmount(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    toMinorUnits(value);
    return true;
  } catch {
    return false;
  }
}

function isMoney(value: unknown): value is Money {
  return isObject(value) && isAmount(value.amount) && isString(value.currencyCode);
}

function isMoneyOrNull(value: unknown): value is Money | null {
  return value === null || isMoney(value);
}

function isAttributeList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((a) => isObject(a) && isString(a.key) && (a.value === null || isString(a.value)))
  );
}

function isAllocationList(value: unknown): boolean {
  return Array.isArray(value) && value.every((a) => isObject(a) && isMoney(a.discountedAmount));
}

function isMerchandise(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { product } = value;
  return (
    isString(value.id) &&
    isString(value.title) &&
    isMoney(value.price) &&
    Array.isArray(value.selectedOptions) &&
    (value.image === null || (isObject(value.image) && isString(value.image.url))) &&
    isObject(product) &&
    isString(product.id) &&
    isString(product.title) &&
    isString(product.handle)
  );
}

/** A line with the fields the drawer and engine read. */
export function isCartLine(value: unknown): value is CartLine {
  if (!isObject(value)) return false;
  const { cost, sellingPlanAllocation: plan } = value;
  return (
    isString(value.id) &&
    typeof value.quantity === 'number' &&
    Number.isInteger(value.quantity) &&
    value.quantity >= 0 &&
    isObject(cost) &&
    isMoney(cost.amountPerQuantity) &&
    isMoney(cost.subtotalAmount) &&
    isMoney(cost.totalAmount) &&
    isMoneyOrNull(cost.compareAtAmountPerQuantity ?? null) &&
    isAttributeList(value.attributes) &&
    isAllocationList(value.discountAllocations) &&
    (plan === null ||
      (isObject(plan) && isObject(plan.sellingPlan) && isString(plan.sellingPlan.id))) &&
    isMerchandise(value.merchandise)
  );
}

/** A complete cart as `reshapeCart` produces it. */
export function isCart(value: unknown): value is Cart {
  if (!isObject(value)) return false;
  const { cost } = value;
  return (
    isString(value.id) &&
    value.id.startsWith(CART_GID_PREFIX) &&
    isString(value.checkoutUrl) &&
    typeof value.totalQuantity === 'number' &&
    Array.isArray(value.lines) &&
    value.lines.every(isCartLine) &&
    isObject(cost) &&
    isMoney(cost.totalAmount) &&
    isMoney(cost.subtotalAmount) &&
    isMoneyOrNull(cost.totalTaxAmount ?? null) &&
    isMoneyOrNull(cost.totalDutyAmount ?? null) &&
    Array.isArray(value.discountCodes) &&
    value.discountCodes.every(
      (d) => isObject(d) && isString(d.code) && typeof d.applicable === 'boolean',
    ) &&
    isAllocationList(value.discountAllocations) &&
    isAttributeList(value.attributes)
  );
}

/**
 * The cart id of a stored value that is not a complete cart but still names one (an older stored
 * shape, say), so the cart can be fetched by id instead of being lost. Null when there is none.
 */
export function salvageCartId(value: unknown): string | null {
  if (!isObject(value)) return null;
  const { id } = value;
  return isString(id) && id.startsWith(CART_GID_PREFIX) && id.length < 512 ? id : null;
}
