/**
 * The data of `/account/orders`: one page of the customer's orders, newest first, by the cursor
 * in `?after=` or `?before=`. A cursor that is malformed, or that the API refuses (stale, or made
 * for another list), is `page: null`: the page says so (400) and links to the newest orders.
 */
import { CustomerApiGraphqlError } from '@/lib/account/customer-api';
import { parseOrdersCursor } from '@/lib/account/order-cursor';
import { getCustomerOrders, type OrdersPage } from '@/lib/account/orders';

export type OrdersPageData = { kind: 'orders'; page: OrdersPage | null };

export async function loadOrdersPage(
  accessToken: string,
  query: { after?: unknown; before?: unknown },
): Promise<OrdersPageData> {
  const cursor = parseOrdersCursor(query);
  if (cursor === 'invalid') return { kind: 'orders', page: null };
  try {
    return { kind: 'orders', page: await getCustomerOrders(accessToken, cursor) };
  } catch (error) {
    // With a cursor, the API's GraphQL errors are about that cursor; without one they are a fault.
    if (cursor && error instanceof CustomerApiGraphqlError) return { kind: 'orders', page: null };
    throw error;
  }
}
