import dynamic from 'next/dynamic';
import type { AccountPageData } from '@/lib/account/pages/account-page-data';

// Each account page's body is a chunk of its own (next/dynamic: rendered by the server, its
// script sent with that page only), so the one account route's first load carries the shell and
// the dispatch, not the code of all four pages.
const AccountOverview = dynamic(() => import('./AccountOverview').then((m) => m.AccountOverview));
const AccountOrders = dynamic(() => import('./AccountOrders').then((m) => m.AccountOrders));
const AccountOrder = dynamic(() => import('./AccountOrder').then((m) => m.AccountOrder));
const SubscriptionsPage = dynamic(() =>
  import('./SubscriptionsPage').then((m) => m.SubscriptionsPage),
);

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
