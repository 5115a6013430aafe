/**
 * Field resolvers of the Customer Account API stand-in: Customer, CustomerAddress, Order,
 * LineItem, SubscriptionContract, SubscriptionLine and SubscriptionBillingCycle, over the records
 * in records.ts. Connections page as Shopify's do (storefront/connection.ts).
 */
import { emptyConnection, paginate, type ConnectionArgs } from '../storefront/connection';
import { money } from '../storefront/money';
import { nextBillingDate, upcomingCycles, type BillingCycle } from './billing-cycles';
import { schedule } from './contract-actions';
import { orderAmountResolvers } from './order-amounts';
import { filterOrders, orderConfirmationNumber } from './order-search';
import {
  displayName,
  type AddressRecord,
  type ContractRecord,
  type CustomerRecord,
  type OrderLineRecord,
  type OrderRecord,
} from './records';
import type { AccountContext, ResolverMap } from './context';

const DATE = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

type Args = ConnectionArgs & {
  sortKey?: string | null;
  skipDefault?: boolean | null;
  query?: string | null;
};
type Fn<P> = (parent: P, args: Args & Record<string, unknown>, ctx: AccountContext) => unknown;
const count = (n: number) => ({ count: n, precision: 'EXACT' });
const noMetafields = {
  metafield: () => null,
  metafields: (_: unknown, args: Record<string, unknown>) =>
    (args.identifiers as unknown[]).map(() => null),
};

function sortOrders(orders: OrderRecord[], sortKey: string | null | undefined): OrderRecord[] {
  if (sortKey === 'TOTAL_PRICE') return [...orders].sort((a, b) => a.total - b.total);
  return orders; // ID, CREATED_AT, PROCESSED_AT, ORDER_NUMBER, UPDATED_AT: placement order.
}

function sortContracts(
  list: ContractRecord[],
  sortKey: string | null | undefined,
): ContractRecord[] {
  if (sortKey === 'UPDATED_AT') return [...list].sort((a, b) => a.updatedAt - b.updatedAt);
  if (sortKey === 'STATUS') return [...list].sort((a, b) => a.status.localeCompare(b.status));
  return list; // CREATED_AT, ID
}

function customerResolvers(): Record<string, Fn<CustomerRecord>> {
  const defaultAddress = (c: CustomerRecord) =>
    c.addresses.find((a) => a.id === c.defaultAddressId) ?? null;
  return {
    displayName: (c) => displayName(c),
    emailAddress: (c) => ({ emailAddress: c.email, marketingState: 'NOT_SUBSCRIBED' }),
    phoneNumber: (c) =>
      c.phone ? { phoneNumber: c.phone, marketingState: 'NOT_SUBSCRIBED' } : null,
    createdAt: (c) => DATE(c.createdAt),
    creationDate: (c) => DATE(c.createdAt),
    imageUrl: () => 'https://cdn.shopify.com/s/images/avatars/default.png',
    tags: () => [],
    defaultAddress: (c) => defaultAddress(c),
    addresses: (c, args) =>
      paginate(
        args.skipDefault ? c.addresses.filter((a) => a.id !== c.defaultAddressId) : c.addresses,
        args,
        (a) => a.id,
      ),
    orders: (c, args, ctx) =>
      paginate(
        sortOrders(filterOrders(ctx.directory.ordersOf(c.id), args.query), args.sortKey),
        args,
        (o) => o.id,
      ),
    subscriptionContracts: (c, args, ctx) =>
      paginate(sortContracts(ctx.directory.contractsOf(c.id), args.sortKey), args, (s) => s.id),
    subscriptionContract: (c, args, ctx) => ctx.directory.contract(c.id, String(args.id)),
    ...noMetafields,
  };
}

function addressResolvers(): Record<string, Fn<AddressRecord>> {
  const name = (a: AddressRecord) => [a.firstName, a.lastName].filter(Boolean).join(' ') || null;
  return {
    name: (a) => name(a),
    formattedArea: (a) => [a.city, a.province, a.country].filter(Boolean).join(', ') || null,
    formatted: (a, args) =>
      [
        args.withName ? name(a) : null,
        args.withCompany !== false ? a.company : null,
        a.address1,
        a.address2,
        [a.city, a.province, a.zip].filter(Boolean).join(' '),
        a.country,
      ].filter((line): line is string => Boolean(line)),
  };
}

function orderResolvers(): Record<string, Fn<OrderRecord>> {
  const m = (o: OrderRecord, minor: number) => money(minor, o.currencyCode);
  return {
    name: (o) => `#${o.number}`,
    confirmationNumber: (o) => orderConfirmationNumber(o),
    fulfillments: (_, args) => emptyConnection(args),
    discountApplications: (_, args) => emptyConnection(args),
    returns: (_, args) => emptyConnection(args),
    createdAt: (o) => DATE(o.createdAt),
    processedAt: (o) => DATE(o.createdAt),
    updatedAt: (o) => DATE(o.createdAt),
    hasEmail: () => true,
    edited: () => false,
    requiresShipping: () => true,
    financialStatus: () => 'PAID',
    fulfillmentStatus: () => 'UNFULFILLED',
    cancelledAt: () => null,
    cancelReason: () => null,
    note: () => null,
    customAttributes: () => [],
    refunds: () => [],
    transactions: () => [],
    billingAddress: () => null,
    customer: (o, _, ctx) => ctx.directory.customer(o.customerId) ?? null,
    statusPageUrl: (o, _, ctx) =>
      `${ctx.publicUrl}/checkout/${encodeURIComponent(o.checkoutToken)}`,
    totalPrice: (o) => m(o, o.total),
    totalTax: () => null,
    totalShipping: (o) => m(o, 0),
    totalDiscountedShipping: (o) => m(o, 0),
    totalRefunded: (o) => m(o, 0),
    lineItems: (o, args) =>
      paginate(
        o.lines.map((line) => ({ line, currencyCode: o.currencyCode })),
        args,
        (l) => l.line.id,
      ),
    ...orderAmountResolvers(),
    subscriptionContracts: (o, args, ctx) =>
      paginate(
        o.contractIds.flatMap((id) => ctx.directory.contract(o.customerId, id) ?? []),
        args,
        (c) => c.id,
      ),
    ...noMetafields,
  };
}

type PricedLine = { line: OrderLineRecord; currencyCode: string };

function lineItemResolvers(): Record<string, Fn<PricedLine>> {
  const m = (l: PricedLine, minor: number) => money(minor, l.currencyCode);
  return {
    id: ({ line }) => line.id,
    title: ({ line }) => line.title,
    name: ({ line }) => (line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title),
    presentmentTitle: ({ line }) => line.title,
    variantTitle: ({ line }) => line.variantTitle,
    quantity: ({ line }) => line.quantity,
    refundableQuantity: ({ line }) => line.quantity,
    sku: ({ line }) => line.sku,
    productId: ({ line }) => line.productId,
    variantId: ({ line }) => line.variantId,
    image: ({ line }) => line.image,
    sellingPlan: ({ line }) =>
      line.sellingPlan ? { name: line.sellingPlan.name, sellingPlanId: line.sellingPlan.id } : null,
    price: (l) => m(l, l.line.unitPrice),
    totalPrice: (l) => m(l, l.line.total),
    currentTotalPrice: (l) => m(l, l.line.total),
    totalPriceBeforeDiscounts: (l) => m(l, l.line.unitPrice * l.line.quantity),
    totalPriceWithDiscounts: (l) => m(l, l.line.total),
    totalDiscount: (l) => m(l, l.line.unitPrice * l.line.quantity - l.line.total),
    giftCard: () => false,
    legacyFee: () => false,
    requiresShipping: () => true,
    customAttributes: () => [],
    discountAllocations: () => [],
    discountInformation: () => [],
    soldDiscountInformation: () => [],
  };
}

function contractResolvers(): Record<string, Fn<ContractRecord>> {
  const policy = (c: ContractRecord) => ({
    interval: c.interval,
    intervalCount: count(c.intervalCount),
    anchors: [],
  });
  const terminated = (c: ContractRecord) => c.status === 'CANCELLED' || c.status === 'EXPIRED';
  return {
    createdAt: (c) => DATE(c.createdAt),
    updatedAt: (c) => DATE(c.updatedAt),
    nextBillingDate: (c, _, ctx) =>
      terminated(c) ? null : DATE(nextBillingDate(schedule(c), ctx.now)),
    billingPolicy: (c) => ({ ...policy(c), maxCycles: null, minCycles: null }),
    deliveryPolicy: (c) => policy(c),
    deliveryPrice: (c) => money(0, c.currencyCode),
    lineCount: (c) => c.lines.length,
    linesCount: (c) => count(c.lines.length),
    lines: (c, args) =>
      paginate(
        c.lines.map((line) => ({ line, currencyCode: c.currencyCode })),
        args,
        (l) => l.line.id,
      ),
    revisionId: (c) => String(c.revisionId),
    note: () => null,
    customAttributes: () => [],
    appEligibleForCustomerActions: () => true,
    lastPaymentStatus: () => 'SUCCEEDED',
    lastBillingAttemptErrorType: () => null,
    deliveryMethod: () => null,
    app: () => null,
    paymentInstrument: () => null,
    priceBreakdownEstimate: () => null,
    discounts: (_, args) => emptyConnection(args),
    originOrder: (c, _, ctx) => ctx.directory.order(c.customerId, c.originOrderId),
    orders: (c, args, ctx) =>
      paginate(
        [ctx.directory.order(c.customerId, c.originOrderId) ?? []].flat(),
        args,
        (o) => o.id,
      ),
    upcomingBillingCycles: (c, args, ctx) =>
      paginate(terminated(c) ? [] : upcomingCycles(schedule(c), ctx.now), args, (b) =>
        String(b.cycleIndex),
      ),
  };
}

function subscriptionLineResolvers(): Record<string, Fn<PricedLine>> {
  return {
    id: ({ line }) => line.id.replace('/LineItem/', '/SubscriptionLine/'),
    name: ({ line }) => (line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title),
    title: ({ line }) => line.title,
    variantTitle: ({ line }) => line.variantTitle,
    quantity: ({ line }) => line.quantity,
    sku: ({ line }) => line.sku,
    image: ({ line }) => line.image,
    variantImage: ({ line }) => line.image,
    currentPrice: (l) => money(l.line.unitPrice, l.currencyCode),
    lineDiscountedPrice: (l) => money(l.line.total, l.currencyCode),
    onlineStoreUrl: () => null,
    requiresShipping: () => true,
    taxable: () => true,
    customAttributes: () => [],
    discountAllocations: () => [],
  };
}

const billingCycleResolvers: Record<string, Fn<BillingCycle>> = {
  cycleStartAt: (b) => DATE(b.cycleStartAt),
  cycleEndAt: (b) => DATE(b.cycleEndAt),
  billingAttemptExpectedDate: (b) => DATE(b.billingAttemptExpectedDate),
  edited: () => false,
  status: (b) => (b.billed ? 'BILLED' : 'UNBILLED'),
};

export function typeResolvers(): ResolverMap {
  return {
    Customer: customerResolvers(),
    CustomerAddress: addressResolvers(),
    Order: orderResolvers(),
    LineItem: lineItemResolvers(),
    SubscriptionContract: contractResolvers(),
    SubscriptionLine: subscriptionLineResolvers(),
    SubscriptionBillingCycle: billingCycleResolvers,
  };
}
