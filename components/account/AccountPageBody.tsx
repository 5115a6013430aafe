import type { AccountPageData } from '@/lib/account/pages/account-page-data';
import { AccountOrder } from './AccountOrder';
import { AccountOrders } from './AccountOrders';
import { AccountOverview } from './AccountOverview';
import { SubscriptionsPage } from './SubscriptionsPage';

/** The body of the account page the data is for. */
export function AccountPageBody({ data }: { data: AccountPageData }) {
  switch (data.kind) {
    case 'overview':
      return <AccountOverview customer={data.customer} latestOrders={data.latestOrders} />;
    case 'orders':
      return <AccountOrders page={data.page} />;
    case 'order':
      return <AccountOrder order={data.order} />;
    case 'subscriptions':
      return <SubscriptionsPage contracts={data.contracts} />;
  }
}
