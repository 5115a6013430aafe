/** The data of `/account/orders/<n>`: one of the customer's orders, or null (a 404). */
import { getCustomerOrder, type OrderDetail } from '@/lib/account/orders';

export type OrderPageData = { kind: 'order'; order: OrderDetail };

export async function loadOrderPage(
  accessToken: string,
  idNumber: string,
): Promise<OrderPageData | null> {
  const order = await getCustomerOrder(accessToken, idNumber);
  return order ? { kind: 'order', order } : null;
}
