/** The data of /account/subscriptions: the customer's contracts, newest first. */
import { getSubscriptionContracts } from '@/lib/account/subscriptions';
import type { SubscriptionContract } from '@/lib/account/subscription-model';

export interface SubscriptionsPageData {
  kind: 'subscriptions';
  contracts: SubscriptionContract[];
}

export async function loadSubscriptionsPage(accessToken: string): Promise<SubscriptionsPageData> {
  return { kind: 'subscriptions', contracts: await getSubscriptionContracts(accessToken) };
}
