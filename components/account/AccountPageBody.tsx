import type { AccountPageData } from '@/lib/account/pages/account-page-data';
import { AccountOverview } from './AccountOverview';
import { SubscriptionsPage } from './SubscriptionsPage';

/** The body of the account page the data is for. */
export function AccountPageBody({ data }: { data: AccountPageData }) {
  switch (data.kind) {
    case 'overview':
      return <AccountOverview customer={data.customer} />;
    case 'subscriptions':
      return <SubscriptionsPage contracts={data.contracts} />;
  }
}
