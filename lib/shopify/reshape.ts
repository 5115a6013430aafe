/**
 * Pure reshapers from generated Storefront API result types to the domain types of `./types`
 * (STYLE §2/§3). They flatten connections, parse the `custom` metafields and copy every value into
 * new objects: the input is never mutated and the output shares no objects with it.
 */
import type {
  AttributeFieldsFragment,
  CartDiscountAllocationFieldsFragment,
  CartFieldsFragment,
  CartLineFieldsFragment,
  CartMerchandiseFieldsFragment,
  CartMerchandiseProductFieldsFragment,
  ImageFieldsFragment,
  MoneyFieldsFragment,
  ProductFieldsFragment,
  SellingPlanAllocationFieldsFragment,
  SellingPlanFieldsFragment,
  SellingPlanGroupFieldsFragment,
  VariantFieldsFragment,
  VariantNodeFieldsFragment,
  VariantNodeProductFieldsFragment,
} from '@/graphql/generated';
import { shortId, toVariantGid } from './ids';
import type {
  Attribute,
  Cart,
  CartLine,
  DiscountAllocation,
  Image,
  Money,
  PriceAdjustmentValue,
  Product,
  SellingPlan,
  SellingPlanAllocation,
  SellingPlanGroup,
  Variant,
  VariantCustomFields,
  VariantProduct,
} from './types';

/** A variant with its product: cart line merchandise, or the variant (`node`) query's variant. */
export type ApiVariant = CartMerchandiseFieldsFragment | VariantNodeFieldsFragment;

/** The product part of an `ApiVariant`; the `node` query's adds descriptionHtml, images and more. */
type ApiVariantProduct = CartMerchandiseProductFieldsFragment | VariantNodeProductFieldsFragment;

/** A metafield as the variant fragment selects it (`{ value }`), null when unset. */
type ApiMetafield = VariantFieldsFragment['upgradeVariant'];

/**
 * The nodes of any generated connection (`{ edges: [{ node }] }`), in order. The parameter is the
 * generic constraint every generated connection type meets, not a restated result type.
 */
function nodes<T>(connection: { readonly edges: ReadonlyArray<{ readonly node: T }> }): T[] {
  return connection.edges.map((edge) => edge.node);
}

function money(value: MoneyFieldsFragment): Money {
  return { amount: value.amount, currencyCode: value.currencyCode };
}

function image(value: ImageFieldsFragment): Image {
  return { url: value.url, altText: value.altText, width: value.width, height: value.height };
}

function attributes(values: readonly AttributeFieldsFragment[]): Attribute[] {
  return values.map(({ key, value }) => ({ key, value }));
}

function discountAllocations(
  values: readonly CartDiscountAllocationFieldsFragment[],
): DiscountAllocation[] {
  return values.map((allocation) => {
    const discountedAmount = money(allocation.discountedAmount);
    return 'code' in allocation
      ? { discountedAmount, code: allocation.code }
      : { discountedAmount };
  });
}

function adjustmentValue(
  value: SellingPlanFieldsFragment['priceAdjustments'][number]['adjustmentValue'],
): PriceAdjustmentValue {
  switch (value.__typename) {
    case 'SellingPlanPercentagePriceAdjustment':
      return { kind: 'percentage', percentage: value.adjustmentPercentage };
    case 'SellingPlanFixedAmountPriceAdjustment':
      return { kind: 'fixedAmount', amount: money(value.adjustmentAmount) };
    case 'SellingPlanFixedPriceAdjustment':
      return { kind: 'fixedPrice', price: money(value.price) };
  }
}

function sellingPlan(plan: SellingPlanFieldsFragment): SellingPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    recurringDeliveries: plan.recurringDeliveries,
    priceAdjustments: plan.priceAdjustments.map((adjustment) => ({
      orderCount: adjustment.orderCount,
      adjustmentValue: adjustmentValue(adjustment.adjustmentValue),
    })),
  };
}

function sellingPlanGroup(group: SellingPlanGroupFieldsFragment): SellingPlanGroup {
  return {
    name: group.name,
    options: group.options.map((option) => ({ name: option.name, values: [...option.values] })),
    sellingPlans: nodes(group.sellingPlans).map(sellingPlan),
  };
}

function sellingPlanAllocation(
  allocation: SellingPlanAllocationFieldsFragment,
): SellingPlanAllocation {
  return {
    sellingPlan: { id: allocation.sellingPlan.id, name: allocation.sellingPlan.name },
    checkoutChargeAmount: money(allocation.checkoutChargeAmount),
  };
}

function text(metafield: ApiMetafield): string | null {
  const value = metafield?.value.trim();
  return value ? value : null;
}

/** A variant reference metafield: a variant gid (plain numeric ids are prefixed), or null. */
function variantReference(metafield: ApiMetafield): string | null {
  const value = text(metafield);
  return value === null ? null : toVariantGid(value);
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * `ab_test_swap_with_variant_chance` as a number from 0 to 100. Anything else ("", "half", "-5",
 * "150", "50%") is garbage and reads as null, which switches the swap off.
 */
export function parseSwapChance(metafield: ApiMetafield): number | null {
  const value = text(metafield);
  if (value === null || !DECIMAL.test(value)) return null;
  const chance = Number(value);
  return chance >= 0 && chance <= 100 ? chance : null;
}

function customFields(variant: VariantFieldsFragment): VariantCustomFields {
  return {
    upgradeVariantId: variantReference(variant.upgradeVariant),
    upgradeButtonTextOverride: text(variant.upgradeButtonTextOverride),
    abTestSwapChance: parseSwapChance(variant.abTestSwapWithVariantChance),
    abTestSwapVariantId: variantReference(variant.abTestSwapWithVariantId),
  };
}

/** The product fields every variant carries, from any product selection (cart, node, product). */
function productSummary(
  product: ApiVariantProduct | ProductFieldsFragment,
  sellingPlanGroups: SellingPlanGroup[],
): VariantProduct {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    tags: [...product.tags],
    productType: product.productType,
    sellingPlanGroups,
  };
}

function variantProduct(product: ApiVariantProduct): VariantProduct {
  const result = productSummary(product, nodes(product.sellingPlanGroups).map(sellingPlanGroup));
  // Only the `node` query's product selects these; a cart line's product leaves them out.
  if ('descriptionHtml' in product) result.descriptionHtml = product.descriptionHtml;
  if ('requiresSellingPlan' in product) result.requiresSellingPlan = product.requiresSellingPlan;
  if ('images' in product) {
    const first = product.images.edges[0]?.node;
    result.featuredImage = first ? image(first) : null;
  }
  return result;
}

function variantWithProduct(variant: VariantFieldsFragment, product: VariantProduct): Variant {
  return {
    id: variant.id,
    shortId: shortId(variant.id),
    title: variant.title,
    sku: variant.sku,
    availableForSale: variant.availableForSale,
    selectedOptions: variant.selectedOptions.map(({ name, value }) => ({ name, value })),
    image: variant.image ? image(variant.image) : null,
    price: money(variant.priceV2),
    compareAtPrice: variant.compareAtPrice ? money(variant.compareAtPrice) : null,
    custom: customFields(variant),
    product,
    sellingPlanAllocations: nodes(variant.sellingPlanAllocations).map(sellingPlanAllocation),
  };
}

/**
 * A variant with its product (cart merchandise, the variant query) → `Variant`.
 * The price is `priceV2`; metafields are parsed (see `parseSwapChance`); ids stay global ids and
 * `shortId` holds the numeric part.
 */
export function reshapeVariant(variant: ApiVariant): Variant {
  return variantWithProduct(variant, variantProduct(variant.product));
}

function cartLine(line: CartLineFieldsFragment): CartLine {
  return {
    id: line.id,
    quantity: line.quantity,
    cost: {
      compareAtAmountPerQuantity: line.cost.compareAtAmountPerQuantity
        ? money(line.cost.compareAtAmountPerQuantity)
        : null,
      amountPerQuantity: money(line.cost.amountPerQuantity),
      subtotalAmount: money(line.cost.subtotalAmount),
      totalAmount: money(line.cost.totalAmount),
    },
    attributes: attributes(line.attributes),
    sellingPlanAllocation: line.sellingPlanAllocation
      ? sellingPlanAllocation(line.sellingPlanAllocation)
      : null,
    discountAllocations: discountAllocations(line.discountAllocations),
    merchandise: reshapeVariant(line.merchandise),
  };
}

/** A cart as the cart fragment selects it → `Cart`, lines flattened (at most 10, SPEC §9). */
export function reshapeCart(cart: CartFieldsFragment): Cart {
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    totalQuantity: cart.totalQuantity,
    lines: nodes(cart.lines).map(cartLine),
    cost: {
      totalAmount: money(cart.cost.totalAmount),
      subtotalAmount: money(cart.cost.subtotalAmount),
      totalTaxAmount: cart.cost.totalTaxAmount ? money(cart.cost.totalTaxAmount) : null,
      totalDutyAmount: cart.cost.totalDutyAmount ? money(cart.cost.totalDutyAmount) : null,
    },
    discountCodes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    discountAllocations: discountAllocations(cart.discountAllocations),
    attributes: attributes(cart.attributes),
  };
}

/**
 * A product as the product fragment selects it → `Product`. Its variants do not select their
 * product again; each gets a `product` built from the parent (tags, type, selling plan groups).
 */
export function reshapeProduct(product: ProductFieldsFragment): Product {
  const sellingPlanGroups = nodes(product.sellingPlanGroups).map(sellingPlanGroup);
  const parent = productSummary(product, sellingPlanGroups);
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    productType: product.productType,
    tags: [...product.tags],
    options: product.options.map((option) => ({
      id: option.id,
      name: option.name,
      values: [...option.values],
    })),
    priceRange: {
      minVariantPrice: money(product.priceRange.minVariantPrice),
      maxVariantPrice: money(product.priceRange.maxVariantPrice),
    },
    images: nodes(product.images).map(image),
    requiresSellingPlan: product.requiresSellingPlan,
    sellingPlanGroups: structuredClone(sellingPlanGroups),
    // Each variant gets its own copy so a consumer changing one cannot affect another.
    variants: nodes(product.variants).map((variant) =>
      variantWithProduct(variant, structuredClone(parent)),
    ),
  };
}
