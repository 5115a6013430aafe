/**
 * The customer's orders through the Customer Account API (2026-04): a page of the order list by
 * cursor, the latest few with the profile for the overview, and one order. Each function sends
 * one document of order-documents.ts with `customerRequest` and answers plain domain types.
 */
import type { AccountConfig } from '@/lib/config/account';
import type { CustomerProfile } from './customer-api';
import { customerRequest } from './customer-api';
import type { OrdersCursor } from './order-cursor';
import {
  ACCOUNT_OVERVIEW_QUERY,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_ORDERS_QUERY,
  type AccountOverviewData,
  type CustomerOrderData,
  type CustomerOrdersData,
  type MoneyData,
  type OrderLineData,
  type OrderSummaryData,
} from './order-documents';
import { formatOrderDate, orderStatusWords } from './order-format';

export type Money = MoneyData;

/** An order in a list. `idNumber` is its id's number, the segment of its page's path. */
export interface OrderSummary {
  id: string;
  idNumber: string;
  name: string;
  /** ISO date-time, and the same said as a date ("2 December 2026"). */
  placedAt: string;
  placedOn: string;
  financialStatus: string | null;
  fulfillmentStatus: string | null;
  total: Money;
  lineCount: number | null;
}

export interface OrderLine {
  id: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  /** Each, before discounts; and the line's total after its own discounts. */
  price: Money | null;
  total: Money | null;
  /** The selling plan's name on a subscription line, otherwise null. */
  subscription: string | null;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  /** Before order-level discounts (the lines' totals). */
  subtotal: Money | null;
  /** The order-level discounts; null when there are none. */
  discount: Money | null;
  shipping: Money;
  tax: Money | null;
  shippingAddress: string[] | null;
  billingAddress: string[] | null;
}

export interface OrdersPage {
  orders: OrderSummary[];
  /** Cursors of the neighbouring pages; null where there is none. */
  newer: OrdersCursor | null;
  older: OrdersCursor | null;
}

export interface AccountOverview {
  customer: CustomerProfile & { address: string[] | null };
  latestOrders: OrderSummary[];
}

export const ORDERS_PAGE_SIZE = 10;
export const LATEST_ORDERS = 3;
const ORDER_GID = /^gid:\/\/shopify\/Order\/([0-9]{1,30})$/;

/** The id an order page's path names: `/account/orders/5000001001` → gid://shopify/Order/5000001001. */
export function orderGid(idNumber: string): string {
  return `gid://shopify/Order/${idNumber}`;
}

function reshapeSummary(order: OrderSummaryData): OrderSummary {
  return {
    id: order.id,
    idNumber: ORDER_GID.exec(order.id)?.[1] ?? '',
    name: order.name,
    placedAt: order.processedAt,
    placedOn: formatOrderDate(order.processedAt),
    financialStatus: orderStatusWords(order.financialStatus),
    fulfillmentStatus: orderStatusWords(order.fulfillmentStatus),
    total: order.totalPrice,
    lineCount: order.lineItemsSummary?.lineItemCount ?? null,
  };
}

function reshapeLine(line: OrderLineData): OrderLine {
  return {
    id: line.id,
    title: line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    price: line.price,
    total: line.totalPriceWithDiscounts,
    subscription: line.sellingPlan?.name ?? null,
  };
}

const isZero = (money: Money) => Number(money.amount) === 0;

/** One page of the customer's orders, newest first (the first page without a cursor). */
export async function getCustomerOrders(
  accessToken: string,
  cursor: OrdersCursor | null,
  config?: AccountConfig,
): Promise<OrdersPage> {
  const variables =
    cursor && 'before' in cursor
      ? { last: ORDERS_PAGE_SIZE, before: cursor.before }
      : { first: ORDERS_PAGE_SIZE, ...(cursor ? { after: cursor.after } : {}) };
  const { customer } = await customerRequest<CustomerOrdersData, typeof variables>(
    accessToken,
    CUSTOMER_ORDERS_QUERY,
    variables,
    config,
  );
  const { nodes, pageInfo } = customer.orders;
  return {
    orders: nodes.map(reshapeSummary),
    newer:
      pageInfo.hasPreviousPage && pageInfo.startCursor ? { before: pageInfo.startCursor } : null,
    older: pageInfo.hasNextPage && pageInfo.endCursor ? { after: pageInfo.endCursor } : null,
  };
}

/** The overview's profile (with the default address) and latest orders, in one request. */
export async function getAccountOverview(
  accessToken: string,
  config?: AccountConfig,
): Promise<AccountOverview> {
  const { customer } = await customerRequest<AccountOverviewData, { latest: number }>(
    accessToken,
    ACCOUNT_OVERVIEW_QUERY,
    { latest: LATEST_ORDERS },
    config,
  );
  return {
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.emailAddress?.emailAddress ?? null,
      address: customer.defaultAddress?.formatted ?? null,
    },
    latestOrders: customer.orders.nodes.map(reshapeSummary),
  };
}

/** The order with this id number, or null when there is none for this customer. */
export async function getCustomerOrder(
  accessToken: string,
  idNumber: string,
  config?: AccountConfig,
): Promise<OrderDetail | null> {
  const { order } = await customerRequest<CustomerOrderData, { id: string }>(
    accessToken,
    CUSTOMER_ORDER_QUERY,
    { id: orderGid(idNumber) },
    config,
  );
  if (!order) return null;
  const discount = order.discountInformation.totalOrderLevelAppliedDiscounts;
  return {
    ...reshapeSummary(order),
    lines: order.lineItems.nodes.map(reshapeLine),
    subtotal: order.subtotalBeforeDiscounts ?? order.subtotal,
    discount: isZero(discount) ? null : discount,
    shipping: order.totalShipping,
    tax: order.totalTax,
    shippingAddress: order.shippingAddress?.formatted ?? null,
    billingAddress: order.billingAddress?.formatted ?? null,
  };
}
