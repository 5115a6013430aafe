/**
 * Shape checks for a cart read back from browser storage or another tab (SPEC §3 `shopifyCart`),
 * which the shop does not control. A wrong type in a field the drawer, engine or tracking reads
 * would throw in render (Intl throws on a bad currency) and break the page, not just the cart.
 */
import { toMinorUnits } from '@/lib/pricing/money';
import { CART_GID_PREFIX } from '@/lib/shopify/ids';
import type { Cart, CartLine, Money } from '@/lib/shopify/types';

/**
 * What follows `CART_GID_PREFIX` in a cart global id as the platform parses it: one path segment
 * without `/ ? #`, and optionally the `?key=…` query Shopify appends. Anything else the platform
 * answers with a GraphQL error ("Invalid global id"), never with a cart.
 */
const CART_ID_REST_PATTERN = /^[^/?#]+(\?[^#]*)?$/;
/** Printable ASCII without spaces: no whitespace, control or non-ASCII characters. */
const PRINTABLE_ASCII = /^[!-~]+$/;
const MAX_CART_ID_LENGTH = 511;

/** ISO 4217 shape; Intl.NumberFormat throws a RangeError for anything else. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isNonEmptyString(value: unknown): value is string {
  return isString(value) && value.length > 0;
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || isString(value);
}

function isWholeNumber(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

/** True for a syntactically valid cart global id (see `CART_ID_REST_PATTERN`). */
export function isCartId(value: unknown): value is string {
  return (
    isString(value) &&
    value.length <= MAX_CART_ID_LENGTH &&
    PRINTABLE_ASCII.test(value) &&
    value.startsWith(CART_GID_PREFIX) &&
    CART_ID_REST_PATTERN.test(value.slice(CART_GID_PREFIX.length))
  );
}

/** An absolute http(s) URL or a root-relative path: what links and next/image accept. */
function isUrl(value: unknown): value is string {
  if (!isNonEmptyString(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\/[^\s]+$/i.test(value);
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
  return (
    isObject(value) &&
    isAmount(value.amount) &&
    isString(value.currencyCode) &&
    CURRENCY_CODE.test(value.currencyCode)
  );
}

/** Money, null or absent (optional money fields of older stored shapes). */
function isOptionalMoney(value: unknown): boolean {
  return value === undefined || value === null || isMoney(value);
}

function isAttributeList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((a) => isObject(a) && isString(a.key) && isStringOrNull(a.value))
  );
}

function isAllocationList(value: unknown): boolean {
  return Array.isArray(value) && value.every((a) => isObject(a) && isMoney(a.discountedAmount));
}

function isSelectedOptions(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((option) => isObject(option) && isString(option.name) && isString(option.value))
  );
}

function isImageOrNull(value: unknown): boolean {
  return value === null || (isObject(value) && isUrl(value.url));
}

function isSellingPlanAllocationOrNull(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value) || !isObject(value.sellingPlan)) return false;
  const { sellingPlan } = value;
  return (
    isNonEmptyString(sellingPlan.id) &&
    isString(sellingPlan.name) &&
    isOptionalMoney(value.checkoutChargeAmount)
  );
}

function isMerchandise(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { product } = value;
  return (
    isNonEmptyString(value.id) &&
    isString(value.title) &&
    isStringOrNull(value.sku) &&
    isMoney(value.price) &&
    isOptionalMoney(value.compareAtPrice) &&
    isSelectedOptions(value.selectedOptions) &&
    isImageOrNull(value.image) &&
    isObject(product) &&
    isNonEmptyString(product.id) &&
    isString(product.title) &&
    isString(product.handle) &&
    isString(product.productType)
  );
}

/** A line with the fields the drawer, the engine and tracking read; quantity at least 1. */
export function isCartLine(value: unknown): value is CartLine {
  if (!isObject(value)) return false;
  const { cost } = value;
  return (
    isNonEmptyString(value.id) &&
    isWholeNumber(value.quantity, 1) &&
    isObject(cost) &&
    isMoney(cost.amountPerQuantity) &&
    isMoney(cost.subtotalAmount) &&
    isMoney(cost.totalAmount) &&
    isOptionalMoney(cost.compareAtAmountPerQuantity) &&
    isAttributeList(value.attributes) &&
    isAllocationList(value.discountAllocations) &&
    isSellingPlanAllocationOrNull(value.sellingPlanAllocation) &&
    isMerchandise(value.merchandise)
  );
}

/** A complete cart as `reshapeCart` produces it. */
export function isCart(value: unknown): value is Cart {
  if (!isObject(value)) return false;
  const { cost } = value;
  return (
    isCartId(value.id) &&
    isUrl(value.checkoutUrl) &&
    !value.checkoutUrl.startsWith('/') &&
    isWholeNumber(value.totalQuantity, 0) &&
    Array.isArray(value.lines) &&
    value.lines.every(isCartLine) &&
    isObject(cost) &&
    isMoney(cost.totalAmount) &&
    isMoney(cost.subtotalAmount) &&
    isOptionalMoney(cost.totalTaxAmount) &&
    isOptionalMoney(cost.totalDutyAmount) &&
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
 * shape, say), so the cart can be fetched by id instead of being lost. Null when there is none,
 * including an id the platform could not parse: fetching it would only return a GraphQL error.
 */
export function salvageCartId(value: unknown): string | null {
  if (!isObject(value)) return null;
  return isCartId(value.id) ? value.id : null;
}
