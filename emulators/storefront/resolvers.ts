/**
 * Resolvers of the Storefront emulator over the real 2023-10 schema. Parents are catalogue.ts
 * records and cart-view.ts views tagged with `__typename`, which is how every interface and union
 * (Node, Merchandise, CartDiscountAllocation…) resolves. Unemulated root fields fail by name.
 */
import { isInterfaceType, isUnionType, type GraphQLSchema } from 'graphql';
import type {
  CatalogueIndex,
  CatalogueMetafield,
  ImageRecord,
  ProductRecord,
  SellingPlanGroupRecord,
  SellingPlanRecord,
  VariantRecord,
} from './catalogue';
import type {
  AttributeState,
  BuyerIdentityInput,
  CartInput,
  CartLineInput,
  CartLineUpdateInput,
  CartResult,
  CartStore,
  AttributeInput,
} from './cart';
import {
  priceCart,
  type AllocationView,
  type CartLineView,
  type CartView,
  type DiscountAllocationView,
} from './cart-view';
import { storefrontCustomer } from './cart-buyer';
import { apiError } from './errors';
import { emptyConnection, paginate, type ConnectionArgs } from './connection';
import type { DiscountRule } from './discounts';
import { requireGid } from './ids';
import { money, type MoneyV2 } from './money';
import { paginateListing } from './listing-cursor';
import type { OnlineStore } from './online-store';
import { planPricing } from './pricing';
import { byRelevance, productMatches } from './product-match';
import { rootProductSortKey, sortProducts } from './product-sort';
import { parseQueryArgument } from './query-argument';

/** Everything a resolver may read; one per emulator instance. */
export interface Platform {
  index: CatalogueIndex;
  carts: CartStore;
  rules: readonly DiscountRule[];
  publicUrl: string;
  /** Pages, menus, URL redirects and policies (online-store.ts). */
  store: OnlineStore;
  /** The Customer Account API stand-in's customers, for a cart's buyer identity. */
  customers?: { customer(id: string): Parameters<typeof storefrontCustomer>[0] | null };
}

export interface StorefrontContext {
  platform: Platform;
}

type Args = Record<string, unknown>;
type Resolver<P, A = Args> = (parent: P, args: A, ctx: StorefrontContext) => unknown;
type TypeResolvers<P> = Record<string, Resolver<P, never>>;

const resolver = <P, A = Args>(fn: Resolver<P, A>): Resolver<P, never> => fn as Resolver<P, never>;

interface MetafieldView {
  __typename: 'Metafield';
  data: CatalogueMetafield;
  owner: ProductRecord | VariantRecord;
}

function m(ctx: StorefrontContext, minor: number): MoneyV2 {
  return money(minor, ctx.platform.index.currencyCode);
}

function metafieldViews(owner: ProductRecord | VariantRecord): MetafieldView[] {
  return (owner.data.metafields ?? []).map((data) => ({ __typename: 'Metafield', data, owner }));
}

/** Shopify reads an omitted namespace as the calling app's reserved namespace, which is empty here. */
function findMetafield(
  owner: ProductRecord | VariantRecord,
  namespace: string | null | undefined,
  key: string,
): MetafieldView | null {
  if (namespace == null) return null;
  return (
    metafieldViews(owner).find((f) => f.data.namespace === namespace && f.data.key === key) ?? null
  );
}

/** Shop and Cart carry no metafields in the demo: every lookup reads null. */
const noMetafields = {
  metafield: () => null,
  metafields: resolver<unknown, { identifiers: unknown[] }>((_, { identifiers }) =>
    identifiers.map(() => null),
  ),
};

const metafieldResolvers = {
  metafield: resolver<ProductRecord | VariantRecord, { namespace?: string | null; key: string }>(
    (owner, { namespace, key }) => findMetafield(owner, namespace, key),
  ),
  metafields: resolver<
    ProductRecord | VariantRecord,
    { identifiers: { namespace?: string | null; key: string }[] }
  >((owner, { identifiers }) =>
    identifiers.map(({ namespace, key }) => findMetafield(owner, namespace, key)),
  ),
};

function productOf(owner: ProductRecord | VariantRecord): ProductRecord {
  return owner.__typename === 'Product' ? owner : owner.product;
}

function resolveNode(ctx: StorefrontContext, id: string): unknown {
  const gid = requireGid(id);
  const { index } = ctx.platform;
  if (gid.type === 'Product') return index.productById.get(id) ?? null;
  if (gid.type === 'Collection') return index.collectionById.get(id) ?? null;
  if (gid.type === 'ProductVariant') return index.variantById.get(id) ?? null;
  return null;
}

/** Rails-style truncate: the result, ellipsis included, is at most `length` characters. */
function truncate(text: string, length: number | null | undefined): string {
  if (length == null || text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length - 3)).trimEnd()}...`;
}

/** A `ProductPriceRange` over the given minor-unit prices. */
function priceRange(ctx: StorefrontContext, prices: number[]) {
  return {
    minVariantPrice: m(ctx, Math.min(...prices)),
    maxVariantPrice: m(ctx, Math.max(...prices)),
  };
}

function numericId(id: string): number {
  return Number(id.slice(id.lastIndexOf('/') + 1));
}

const VARIANT_SORT: Record<string, (a: VariantRecord, b: VariantRecord) => number> = {
  ID: (a, b) => numericId(a.data.id) - numericId(b.data.id),
  SKU: (a, b) => a.data.sku.localeCompare(b.data.sku),
  TITLE: (a, b) => a.data.title.localeCompare(b.data.title),
};

function sorted<T>(items: readonly T[], compare: ((a: T, b: T) => number) | undefined): T[] {
  return compare ? [...items].sort(compare) : [...items];
}

// ---------------------------------------------------------------------------------------------

function payload(
  ctx: StorefrontContext,
  result: CartResult,
): { cart: CartView | null; userErrors: unknown[] } {
  const { index, rules, publicUrl } = ctx.platform;
  return {
    cart: result.cart ? priceCart(result.cart, index, rules, publicUrl) : null,
    userErrors: result.userErrors.map((e) => ({ __typename: 'CartUserError', ...e })),
  };
}

function attribute(list: readonly AttributeState[], key: string): AttributeState | null {
  return list.find((a) => a.key === key) ?? null;
}

function allocationViews(variant: VariantRecord): AllocationView[] {
  return variant.product.groups
    .flatMap((g) => g.plans)
    .map((plan) => ({ __typename: 'SellingPlanAllocation', variant, plan }));
}

const DATE = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Resolvers by GraphQL type name; an extension's fields are merged over the ones here. */
export type ResolverMap = Record<string, Record<string, unknown>>;

export function buildResolvers(
  clientSchema: GraphQLSchema,
  extensions: readonly ResolverMap[] = [],
): ResolverMap {
  const QueryRoot: TypeResolvers<unknown> = {
    product: resolver<unknown, { id?: string | null; handle?: string | null }>(
      (_, { id, handle }, ctx) => {
        const { index } = ctx.platform;
        if (id != null) {
          const gid = requireGid(id);
          return gid.type === 'Product' ? (index.productById.get(id) ?? null) : null;
        }
        return handle != null ? (index.productByHandle.get(handle) ?? null) : null;
      },
    ),
    productByHandle: resolver<unknown, { handle: string }>(
      (_, { handle }, ctx) => ctx.platform.index.productByHandle.get(handle) ?? null,
    ),
    products: resolver<
      unknown,
      ConnectionArgs & { query?: string | null; sortKey?: string | null }
    >((_, args, ctx) => {
      const query = parseQueryArgument(args.query);
      const matching = ctx.platform.index.products.filter((p) => productMatches(p, query));
      const sortKey =
        query && args.sortKey === 'RELEVANCE' ? 'RELEVANCE' : rootProductSortKey(args.sortKey);
      const listing = ['products', args.query ?? '', sortKey, Boolean(args.reverse)];
      const list =
        sortKey === 'RELEVANCE' ? byRelevance(matching, query) : sortProducts(matching, sortKey);
      return { ...paginateListing(list, args, (p) => p.data.id, listing), filters: [] };
    }),
    node: resolver<unknown, { id: string }>((_, { id }, ctx) => resolveNode(ctx, id)),
    nodes: resolver<unknown, { ids: string[] }>((_, { ids }, ctx) => {
      if (ids.length > 250)
        throw apiError('The ids argument cannot contain more than 250 ids', {
          code: 'BAD_REQUEST',
        });
      return ids.map((id) => resolveNode(ctx, id));
    }),
    cart: resolver<unknown, { id: string }>((_, { id }, ctx) => {
      const { carts, index, rules, publicUrl } = ctx.platform;
      const cart = carts.get(id);
      return cart ? priceCart(cart, index, rules, publicUrl) : null;
    }),
    shop: resolver<unknown>((_, __, ctx) => ({ __typename: 'Shop', ...ctx.platform.index.shop })),
  };

  const Mutation: TypeResolvers<unknown> = {
    cartCreate: resolver<unknown, { input?: CartInput | null }>((_, { input }, ctx) =>
      payload(ctx, ctx.platform.carts.create(input)),
    ),
    cartLinesAdd: resolver<unknown, { cartId: string; lines: CartLineInput[] }>(
      (_, { cartId, lines }, ctx) => payload(ctx, ctx.platform.carts.linesAdd(cartId, lines)),
    ),
    cartLinesUpdate: resolver<unknown, { cartId: string; lines: CartLineUpdateInput[] }>(
      (_, { cartId, lines }, ctx) => payload(ctx, ctx.platform.carts.linesUpdate(cartId, lines)),
    ),
    cartLinesRemove: resolver<unknown, { cartId: string; lineIds: string[] }>(
      (_, { cartId, lineIds }, ctx) =>
        payload(ctx, ctx.platform.carts.linesRemove(cartId, lineIds)),
    ),
    cartDiscountCodesUpdate: resolver<unknown, { cartId: string; discountCodes?: string[] | null }>(
      (_, { cartId, discountCodes }, ctx) =>
        payload(ctx, ctx.platform.carts.discountCodesUpdate(cartId, discountCodes)),
    ),
    cartAttributesUpdate: resolver<unknown, { cartId: string; attributes: AttributeInput[] }>(
      (_, { cartId, attributes }, ctx) =>
        payload(ctx, ctx.platform.carts.attributesUpdate(cartId, attributes)),
    ),
    cartNoteUpdate: resolver<unknown, { cartId: string; note?: string | null }>(
      (_, { cartId, note }, ctx) => payload(ctx, ctx.platform.carts.noteUpdate(cartId, note)),
    ),
    cartBuyerIdentityUpdate: resolver<
      unknown,
      { cartId: string; buyerIdentity: BuyerIdentityInput }
    >((_, { cartId, buyerIdentity }, ctx) =>
      payload(ctx, ctx.platform.carts.buyerIdentityUpdate(cartId, buyerIdentity)),
    ),
  };

  for (const extension of extensions) Object.assign(QueryRoot, extension.QueryRoot);

  // Root fields outside the emulated surface fail loudly and by name.
  for (const [typeName, map] of [
    ['QueryRoot', QueryRoot],
    ['Mutation', Mutation],
  ] as const) {
    const type = clientSchema.getType(typeName);
    if (!type || !('getFields' in type)) continue;
    for (const field of Object.keys(type.getFields())) {
      if (!(field in map)) {
        map[field] = () => {
          throw apiError(`${typeName}.${field} is not emulated by the local platform.`, {
            code: 'NOT_EMULATED',
          });
        };
      }
    }
  }

  const Shop: TypeResolvers<CatalogueIndex['shop']> = {
    primaryDomain: resolver<unknown>((_, __, ctx) => {
      const url = new URL(ctx.platform.publicUrl);
      return { host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin };
    }),
    shipsToCountries: resolver<CatalogueIndex['shop']>((shop) => [shop.countryCode]),
    paymentSettings: resolver<CatalogueIndex['shop']>((shop) => ({
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
      countryCode: shop.countryCode,
      currencyCode: shop.currencyCode,
      enabledPresentmentCurrencies: [shop.currencyCode],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    })),
    brand: () => null,
    ...noMetafields,
  };

  const Product: TypeResolvers<ProductRecord> = {
    id: (p) => p.data.id,
    title: (p) => p.data.title,
    handle: (p) => p.data.handle,
    description: resolver<ProductRecord, { truncateAt?: number | null }>((p, { truncateAt }) =>
      truncate(p.data.description, truncateAt),
    ),
    descriptionHtml: (p) => p.data.descriptionHtml,
    productType: (p) => p.data.productType,
    vendor: (p) => p.data.vendor,
    tags: (p) => p.data.tags,
    createdAt: (p) => p.data.createdAt,
    updatedAt: (p) => p.data.updatedAt,
    publishedAt: (p) => p.data.publishedAt,
    requiresSellingPlan: (p) => p.data.requiresSellingPlan,
    availableForSale: (p) => p.variants.some((v) => v.data.availableForSale),
    isGiftCard: () => false,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    totalInventory: (p) => p.variants.reduce((sum, v) => sum + v.data.quantityAvailable, 0),
    seo: (p) => p.data.seo ?? { title: null, description: null },
    options: resolver<ProductRecord, { first?: number | null }>((p, { first }) => {
      const options = p.data.options.map((o) => ({ __typename: 'ProductOption', ...o }));
      return first == null ? options : options.slice(0, first);
    }),
    priceRange: resolver<ProductRecord>((p, _, ctx) =>
      priceRange(
        ctx,
        p.variants.map((v) => v.price),
      ),
    ),
    // Shopify counts a variant without a compare-at price as 0 in this range.
    compareAtPriceRange: resolver<ProductRecord>((p, _, ctx) =>
      priceRange(
        ctx,
        p.variants.map((v) => v.compareAtPrice ?? 0),
      ),
    ),
    featuredImage: (p) => p.images[0] ?? null,
    images: resolver<ProductRecord, ConnectionArgs>((p, args) =>
      paginate(p.images, args, (i) => i.id),
    ),
    media: resolver<ProductRecord, ConnectionArgs>((_, args) => emptyConnection(args)),
    variants: resolver<ProductRecord, ConnectionArgs & { sortKey?: string | null }>((p, args) =>
      paginate(
        sorted(p.variants, VARIANT_SORT[args.sortKey ?? 'POSITION']),
        args,
        (v) => v.data.id,
      ),
    ),
    variantBySelectedOptions: resolver<
      ProductRecord,
      { selectedOptions: { name: string; value: string }[] }
    >(
      (p, { selectedOptions }) =>
        p.variants.find((v) =>
          selectedOptions.every((s) =>
            v.data.selectedOptions.some((o) => o.name === s.name && o.value === s.value),
          ),
        ) ?? null,
    ),
    sellingPlanGroups: resolver<ProductRecord, ConnectionArgs>((p, args) =>
      paginate(p.groups, args, (g) => `${p.data.id}#${g.data.name}`),
    ),
    ...metafieldResolvers,
  };

  // The deprecated *V2 fields answer the same money as their successors.
  const variantPrice = resolver<VariantRecord>((v, _, ctx) => m(ctx, v.price));
  const variantCompareAtPrice = resolver<VariantRecord>((v, _, ctx) =>
    v.compareAtPrice === null ? null : m(ctx, v.compareAtPrice),
  );

  const ProductVariant: TypeResolvers<VariantRecord> = {
    id: (v) => v.data.id,
    title: (v) => v.data.title,
    sku: (v) => v.data.sku,
    barcode: (v) => v.data.barcode ?? null,
    availableForSale: (v) => v.data.availableForSale,
    currentlyNotInStock: () => false,
    quantityAvailable: (v) => v.data.quantityAvailable,
    requiresShipping: () => true,
    selectedOptions: (v) => v.data.selectedOptions,
    image: (v) => v.image,
    price: variantPrice,
    priceV2: variantPrice,
    compareAtPrice: variantCompareAtPrice,
    compareAtPriceV2: variantCompareAtPrice,
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    weight: (v) => v.data.weight,
    weightUnit: (v) => v.data.weightUnit,
    product: (v) => v.product,
    sellingPlanAllocations: resolver<VariantRecord, ConnectionArgs>((v, args) =>
      paginate(allocationViews(v), args, (a) => a.plan.data.id),
    ),
    storeAvailability: resolver<VariantRecord, ConnectionArgs>((_, args) => emptyConnection(args)),
    ...metafieldResolvers,
  };

  const Image: TypeResolvers<ImageRecord> = {
    // Transform arguments are accepted and ignored: the local files are served as they are.
    url: (i) => i.url,
    src: (i) => i.url,
    originalSrc: (i) => i.url,
    transformedSrc: (i) => i.url,
  };

  const Metafield: TypeResolvers<MetafieldView> = {
    id: (f) => f.data.id,
    namespace: (f) => f.data.namespace,
    key: (f) => f.data.key,
    type: (f) => f.data.type,
    value: (f) => f.data.value,
    description: (f) => f.data.description ?? null,
    createdAt: (f) => productOf(f.owner).data.createdAt,
    updatedAt: (f) => productOf(f.owner).data.updatedAt,
    parentResource: (f) => f.owner,
    reference: resolver<MetafieldView>((f, _, ctx) => {
      if (f.data.type === 'variant_reference')
        return ctx.platform.index.variantById.get(f.data.value) ?? null;
      if (f.data.type === 'product_reference')
        return ctx.platform.index.productById.get(f.data.value) ?? null;
      return null;
    }),
    references: () => null,
  };

  const SellingPlanGroup: TypeResolvers<SellingPlanGroupRecord> = {
    name: (g) => g.data.name,
    appName: (g) => g.data.appName ?? null,
    options: (g) => g.data.options,
    sellingPlans: resolver<SellingPlanGroupRecord, ConnectionArgs>((g, args) =>
      paginate(g.plans, args, (p) => p.data.id),
    ),
  };

  const SellingPlan: TypeResolvers<SellingPlanRecord> = {
    id: (p) => p.data.id,
    name: (p) => p.data.name,
    description: (p) => p.data.description,
    recurringDeliveries: (p) => p.data.recurringDeliveries,
    options: (p) => p.data.options,
    // The full price is charged at checkout: no deferred balance.
    checkoutCharge: () => ({
      type: 'PERCENTAGE',
      value: { __typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100 },
    }),
    priceAdjustments: resolver<SellingPlanRecord>((p, _, ctx) =>
      p.adjustments.map((a) => ({
        orderCount: a.orderCount,
        adjustmentValue:
          a.value.kind === 'percentage'
            ? {
                __typename: 'SellingPlanPercentagePriceAdjustment',
                adjustmentPercentage: a.value.percentage,
              }
            : a.value.kind === 'fixedAmount'
              ? {
                  __typename: 'SellingPlanFixedAmountPriceAdjustment',
                  adjustmentAmount: m(ctx, a.value.amount),
                }
              : { __typename: 'SellingPlanFixedPriceAdjustment', price: m(ctx, a.value.price) },
      })),
    ),
  };

  const SellingPlanAllocation: TypeResolvers<AllocationView> = {
    sellingPlan: (a) => a.plan,
    priceAdjustments: resolver<AllocationView>((a, _, ctx) =>
      planPricing(a.variant.price, a.plan).phases.map((phase) => ({
        price: m(ctx, phase.price),
        compareAtPrice: m(ctx, phase.compareAtPrice),
        perDeliveryPrice: m(ctx, phase.perDeliveryPrice),
        unitPrice: null,
      })),
    ),
    checkoutChargeAmount: resolver<AllocationView>((a, _, ctx) =>
      m(ctx, planPricing(a.variant.price, a.plan).firstOrderPrice),
    ),
    remainingBalanceChargeAmount: resolver<AllocationView>((_, __, ctx) => m(ctx, 0)),
  };

  const cartCost = resolver<CartView>((c, _, ctx) => ({
    subtotalAmount: m(ctx, c.subtotal),
    totalAmount: m(ctx, c.total),
    checkoutChargeAmount: m(ctx, c.subtotal),
    totalTaxAmount: null,
    totalDutyAmount: null,
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalTaxAmountEstimated: false,
    totalDutyAmountEstimated: false,
  }));

  const Cart: TypeResolvers<CartView> = {
    id: (c) => c.state.id,
    checkoutUrl: (c) => c.checkoutUrl,
    createdAt: (c) => DATE(c.state.createdAt),
    updatedAt: (c) => DATE(c.state.updatedAt),
    note: (c) => c.state.note,
    attributes: (c) => c.state.attributes,
    attribute: resolver<CartView, { key: string }>((c, { key }) =>
      attribute(c.state.attributes, key),
    ),
    totalQuantity: (c) => c.lines.reduce((sum, l) => sum + l.state.quantity, 0),
    buyerIdentity: resolver<CartView>((c, _, ctx) => {
      const { customerId } = c.state.buyerIdentity;
      const linked = customerId ? ctx.platform.customers?.customer(customerId) : null;
      return {
        ...c.state.buyerIdentity,
        customer: linked ? storefrontCustomer(linked, DATE(c.state.createdAt)) : null,
        deliveryAddressPreferences: [],
        walletPreferences: [],
      };
    }),
    lines: resolver<CartView, ConnectionArgs>((c, args) =>
      paginate(c.lines, args, (l) => l.state.id),
    ),
    deliveryGroups: resolver<CartView, ConnectionArgs>((_, args) => emptyConnection(args)),
    discountCodes: (c) => c.discountCodes,
    discountAllocations: (c) => c.discountAllocations,
    // CartEstimatedCost (deprecated) is CartCost without the *Estimated flags; GraphQL reads
    // only the fields a type declares, so both are served from one object.
    cost: cartCost,
    estimatedCost: cartCost,
    ...noMetafields,
  };

  const CartLine: TypeResolvers<CartLineView> = {
    id: (l) => l.state.id,
    quantity: (l) => l.state.quantity,
    merchandise: (l) => l.variant,
    attributes: (l) => l.state.attributes,
    attribute: resolver<CartLineView, { key: string }>((l, { key }) =>
      attribute(l.state.attributes, key),
    ),
    sellingPlanAllocation: (l) => l.allocation,
    discountAllocations: (l) => l.discountAllocations,
    cost: resolver<CartLineView>((l, _, ctx) => ({
      amountPerQuantity: m(ctx, l.amountPerQuantity),
      compareAtAmountPerQuantity:
        l.compareAtAmountPerQuantity === null ? null : m(ctx, l.compareAtAmountPerQuantity),
      subtotalAmount: m(ctx, l.subtotal),
      totalAmount: m(ctx, l.total),
    })),
    estimatedCost: resolver<CartLineView>((l, _, ctx) => ({
      amount: m(ctx, l.amountPerQuantity),
      compareAtAmount:
        l.compareAtAmountPerQuantity === null ? null : m(ctx, l.compareAtAmountPerQuantity),
      subtotalAmount: m(ctx, l.subtotal),
      totalAmount: m(ctx, l.total),
    })),
  };

  const CartCodeDiscountAllocation: TypeResolvers<DiscountAllocationView> = {
    code: (d) => d.code,
    discountedAmount: resolver<DiscountAllocationView>((d, _, ctx) => m(ctx, d.amount)),
  };

  const CartBuyerIdentity: TypeResolvers<Record<string, unknown>> = {
    customer: (b) => b.customer ?? null,
  };

  // Every interface and union resolves by the `__typename` its parents carry.
  const abstract: Record<string, Record<string, unknown>> = {};
  for (const type of Object.values(clientSchema.getTypeMap())) {
    if (isInterfaceType(type) || isUnionType(type)) {
      abstract[type.name] = {
        __resolveType: (value: { __typename?: unknown }) =>
          typeof value.__typename === 'string' ? value.__typename : null,
      };
    }
  }

  const own: ResolverMap = {
    ...abstract,
    QueryRoot,
    Mutation,
    Shop,
    Product,
    ProductVariant,
    Image,
    Metafield,
    SellingPlanGroup,
    SellingPlan,
    SellingPlanAllocation,
    Cart,
    CartLine,
    CartCodeDiscountAllocation,
    CartBuyerIdentity,
  };
  for (const { QueryRoot: _root, ...types } of extensions)
    for (const [name, fields] of Object.entries(types)) own[name] = { ...own[name], ...fields };
  return own;
}
