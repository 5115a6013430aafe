/** The data of `/account`: the profile with its default address, and the latest orders. */
import { getAccountOverview, type AccountOverview } from '@/lib/account/orders';

export type OverviewPageData = { kind: 'overview' } & AccountOverview;

export async function loadOverviewPage(accessToken: string): Promise<OverviewPageData> {
  return { kind: 'overview', ...(await getAccountOverview(accessToken)) };
}
