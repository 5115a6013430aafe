/**
 * The cart (SPEC §3 "Cart", held by the platform and mirrored in local storage `shopifyCart`),
 * described once: the TypeScript types are derived from this schema, and the same schema checks a
 * cart read back from storage or another tab, which the shop does not control. A wrong type in a
 * field the drawer, engine or tracking reads would throw in render (Intl throws on a bad currency)
 * and break the page, not just the cart. Importers use `@/lib/shopify/types` for the types.
 */
import * as v from 'valibot';
import { isDecimalAmount } from './decimal';
import { isCartId } from './ids';
import type { Money, SelectedOption, Variant } from './catalog-types';

/** A cart global id (the check is shared with the first-load code: ids.ts). */
const CartIdSchema = v.pipe(
  v.string(),
  v.check((id) => isCartId(id)),
);

const NonEmptyString = v.pipe(v.string(), v.nonEmpty());

/** An absolute http(s) URL or a root-relative path: what links and next/image accept. */
const UrlSchema = v.pipe(
  NonEmptyString,
  v.check((url) => (url.startsWith('/') ? !url.startsWith('//') : /^https?:\/\/\S+$/i.test(url))),
);

/** Money with an ISO 4217 currency shape: Intl.NumberFormat throws a RangeError for anything else. */
const MoneySchema: v.GenericSchema<Money> = v.object({
  // The pricing arithmetic throws on any other amount, so a stored cart with one is discarded
  // (its id salvaged) rather than shown.
  amount: v.pipe(v.string(), v.check(isDecimalAmount)),
  currencyCode: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
});

/** Money or null; a stored cart of an older shape may lack the field (read as null). */
const OptionalMoney = v.nullish(MoneySchema, null);

const AttributeSchema = v.object({ key: v.string(), value: v.nullable(v.string()) });

/** `code`: the discount code behind it (a code allocation); absent for automatic discounts. */
const DiscountAllocationSchema = v.object({
  discountedAmount: MoneySchema,
  code: v.optional(v.string()),
});

const SelectedOptionSchema: v.GenericSchema<SelectedOption> = v.object({
  name: v.string(),
  value: v.string(),
});

/** The fields of the merchandise (a catalogue `Variant`) that the drawer, engine and tracking read. */
const MerchandiseFields = v.looseObject({
  id: NonEmptyString,
  title: v.string(),
  sku: v.nullable(v.string()),
  price: MoneySchema,
  compareAtPrice: OptionalMoney,
  selectedOptions: v.array(SelectedOptionSchema),
  image: v.nullable(v.looseObject({ url: UrlSchema })),
  product: v.looseObject({
    id: NonEmptyString,
    title: v.string(),
    handle: v.string(),
    productType: v.string(),
  }),
});

/**
 * A line's merchandise is the catalogue's `Variant` (catalog-types.ts), described there; a stored
 * one is checked for the fields the shop reads from a cart line (`MerchandiseFields`).
 */
const MerchandiseSchema = v.custom<Variant>((value) => v.is(MerchandiseFields, value));

const CartSellingPlanAllocationSchema = v.object({
  sellingPlan: v.object({ id: NonEmptyString, name: v.string() }),
  checkoutChargeAmount: OptionalMoney,
});

const CartLineCostSchema = v.object({
  compareAtAmountPerQuantity: OptionalMoney,
  amountPerQuantity: MoneySchema,
  subtotalAmount: MoneySchema,
  totalAmount: MoneySchema,
});

/** A line with the fields the drawer, the engine and tracking read; quantity at least 1. */
const CartLineSchema = v.object({
  /** Platform line id; lines are identified by it, never by variant alone. */
  id: NonEmptyString,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  cost: CartLineCostSchema,
  attributes: v.array(AttributeSchema),
  sellingPlanAllocation: v.nullable(CartSellingPlanAllocationSchema),
  /**
   * Discounts on this line only (product-level codes, automatic product discounts). Since API
   * 2022-07 an order-level discount is not shared out here: it is on `Cart.discountAllocations`.
   */
  discountAllocations: v.array(DiscountAllocationSchema),
  merchandise: MerchandiseSchema,
});

const CartCostSchema = v.object({
  /** What the shopper pays: the subtotal less cart-level (order) discounts. */
  totalAmount: MoneySchema,
  /** Before taxes and cart-level discounts; line-level discounts are already taken off. */
  subtotalAmount: MoneySchema,
  totalTaxAmount: OptionalMoney,
  totalDutyAmount: OptionalMoney,
});

/** A complete cart as `reshapeCart` produces it. */
export const CartSchema = v.object({
  id: CartIdSchema,
  /** The platform's checkout page: absolute http(s) only. */
  checkoutUrl: v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/i)),
  totalQuantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  lines: v.array(CartLineSchema),
  cost: CartCostSchema,
  discountCodes: v.array(v.object({ code: v.string(), applicable: v.boolean() })),
  /** Discounts on the entire cart (order-level codes); line-level ones are on the lines. */
  discountAllocations: v.array(DiscountAllocationSchema),
  attributes: v.array(AttributeSchema),
});

/** Any object whose `id` is a cart id: what `salvageCartId` keeps of a damaged stored cart. */
export const CartIdHolderSchema = v.looseObject({ id: CartIdSchema });

export type Attribute = v.InferOutput<typeof AttributeSchema>;
export type DiscountAllocation = v.InferOutput<typeof DiscountAllocationSchema>;
export type CartSellingPlanAllocation = v.InferOutput<typeof CartSellingPlanAllocationSchema>;
export type CartLineCost = v.InferOutput<typeof CartLineCostSchema>;
export type CartLine = v.InferOutput<typeof CartLineSchema>;
export type CartCost = v.InferOutput<typeof CartCostSchema>;
export type Cart = v.InferOutput<typeof CartSchema>;
