/**
 * The data of each account page, loaded on the server for one signed-in customer. Each page's
 * loader lives in its own module here; `loadAccountPage` picks it by the route.
 */
import type { AccountRoute } from '@/lib/account/account-route';
import { loadOrderPage, type OrderPageData } from './order-page';
import { loadOrdersPage, type OrdersPageData } from './orders-page';
import { loadOverviewPage, type OverviewPageData } from './overview-page';

import { loadSubscriptionsPage, type SubscriptionsPageData } from './subscriptions-page';

export type AccountPageData =
  OverviewPageData | OrdersPageData | OrderPageData | SubscriptionsPageData;

/** The page's data, or null when what it names is not this customer's (a 404). */
export async function loadAccountPage(
  route: AccountRoute,
  accessToken: string,
  query: Record<string, unknown> = {},
): Promise<AccountPageData | null> {
  switch (route.kind) {
    case 'overview':
      return loadOverviewPage(accessToken);
    case 'orders':
      return loadOrdersPage(accessToken, query);
    case 'order':
      return loadOrderPage(accessToken, route.orderNumber);
    case 'subscriptions':
      return loadSubscriptionsPage(accessToken);
    default:
      return null;
  }
}

/** The page's title, as the head and the heading say it. */
export function accountPageTitle(data: AccountPageData): string {
  switch (data.kind) {
    case 'overview':
      return 'Your account';
    case 'orders':
      return 'Your orders';
    case 'order':
      return `Order ${data.order.name}`;
    case 'subscriptions':
      return 'Your subscriptions';
  }
}

/** The page's HTTP status: 400 for an orders page whose cursor could not be used. */
export function accountPageStatus(data: AccountPageData): number {
  return data.kind === 'orders' && data.page === null ? 400 : 200;
}
