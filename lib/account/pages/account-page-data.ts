/**
 * The data of each account page, loaded on the server for one signed-in customer. Each page's
 * loader lives in its own module here; `loadAccountPage` picks it by the route.
 */
import { getCustomerProfile, type CustomerProfile } from '@/lib/account/customer-api';
import type { AccountRoute } from '@/lib/account/account-route';
import { loadSubscriptionsPage, type SubscriptionsPageData } from './subscriptions-page';

export type AccountPageData =
  { kind: 'overview'; customer: CustomerProfile } | SubscriptionsPageData;

/** The page's data, or null when what it names is not this customer's (a 404). */
export async function loadAccountPage(
  route: AccountRoute,
  accessToken: string,
): Promise<AccountPageData | null> {
  switch (route.kind) {
    case 'overview':
      return { kind: 'overview', customer: await getCustomerProfile(accessToken) };
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
    case 'subscriptions':
      return 'Your subscriptions';
  }
}
