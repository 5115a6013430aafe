/**
 * The customer's subscription contracts, read from the Customer Account API (2026-04) and
 * reshaped into the account's SubscriptionContract (./subscription-model.ts).
 * https://shopify.dev/docs/api/customer/2026-04/objects/SubscriptionContract
 */
import type { AccountConfig } from '@/lib/config/account';
import { fromMinorUnits, toMinorUnits } from '@/lib/pricing/money';
import { customerRequest } from './customer-api';
import type {
  SubscriptionContract,
  SubscriptionInterval,
  SubscriptionStatus,
} from './subscription-model';

/** The contracts a page lists: far more than a customer holds. */
const CONTRACTS_PAGE = 50;

export const SUBSCRIPTION_CONTRACT_FIELDS = /* GraphQL */ `
  fragment SubscriptionContractFields on SubscriptionContract {
    id
    status
    nextBillingDate
    currencyCode
    deliveryPolicy {
      interval
      intervalCount {
        count
      }
    }
    lines(first: 10) {
      nodes {
        id
        title
        variantTitle
        quantity
        currentPrice {
          amount
          currencyCode
        }
        lineDiscountedPrice {
          amount
        }
      }
    }
    upcomingBillingCycles(first: 1) {
      nodes {
        cycleIndex
        billingAttemptExpectedDate
        skipped
      }
    }
  }
`;

/** https://shopify.dev/docs/api/customer/2026-04/objects/Customer#connection-subscriptionContracts */
export const CUSTOMER_SUBSCRIPTIONS_QUERY = /* GraphQL */ `
  query CustomerSubscriptions($first: Int!) {
    customer {
      subscriptionContracts(first: $first, reverse: true) {
        nodes {
          ...SubscriptionContractFields
        }
      }
    }
  }
  ${SUBSCRIPTION_CONTRACT_FIELDS}
`;

/** https://shopify.dev/docs/api/customer/2026-04/objects/Customer#field-subscriptionContract */
export const CUSTOMER_SUBSCRIPTION_QUERY = /* GraphQL */ `
  query CustomerSubscription($id: ID!) {
    customer {
      subscriptionContract(id: $id) {
        ...SubscriptionContractFields
      }
    }
  }
  ${SUBSCRIPTION_CONTRACT_FIELDS}
`;

/** The contract as the API answers it (the fields of SUBSCRIPTION_CONTRACT_FIELDS). */
export interface ContractNode {
  id: string;
  status: SubscriptionStatus;
  nextBillingDate: string | null;
  currencyCode: string;
  deliveryPolicy: { interval: SubscriptionInterval; intervalCount: { count: number } | null };
  lines: {
    nodes: {
      id: string;
      title: string;
      variantTitle: string | null;
      quantity: number;
      currentPrice: { amount: string; currencyCode: string };
      lineDiscountedPrice: { amount: string };
    }[];
  };
  upcomingBillingCycles: {
    nodes: { cycleIndex: number; billingAttemptExpectedDate: string; skipped: boolean }[];
  };
}

/** A contract node as the account shows it. Pure. */
export function reshapeContract(node: ContractNode): SubscriptionContract {
  const totalMinor = node.lines.nodes.reduce(
    (sum, line) => sum + toMinorUnits(line.lineDiscountedPrice.amount),
    0,
  );
  const next = node.upcomingBillingCycles.nodes[0];
  return {
    id: node.id,
    status: node.status,
    nextBillingDate: node.nextBillingDate,
    delivery: {
      interval: node.deliveryPolicy.interval,
      count: node.deliveryPolicy.intervalCount?.count ?? 1,
    },
    lines: node.lines.nodes.map((line) => ({
      id: line.id,
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      price: { amount: line.currentPrice.amount, currencyCode: line.currentPrice.currencyCode },
    })),
    total: { amount: fromMinorUnits(totalMinor), currencyCode: node.currencyCode },
    upcoming: next
      ? { index: next.cycleIndex, date: next.billingAttemptExpectedDate, skipped: next.skipped }
      : null,
  };
}

/** The signed-in customer's contracts, newest first. */
export async function getSubscriptionContracts(
  accessToken: string,
  config?: AccountConfig,
): Promise<SubscriptionContract[]> {
  const data = await customerRequest<
    { customer: { subscriptionContracts: { nodes: ContractNode[] } } },
    { first: number }
  >(accessToken, CUSTOMER_SUBSCRIPTIONS_QUERY, { first: CONTRACTS_PAGE }, config);
  return data.customer.subscriptionContracts.nodes.map(reshapeContract);
}

/** One of the signed-in customer's contracts, or null (unknown, or another customer's). */
export async function getSubscriptionContract(
  accessToken: string,
  id: string,
  config?: AccountConfig,
): Promise<SubscriptionContract | null> {
  const data = await customerRequest<
    { customer: { subscriptionContract: ContractNode | null } },
    { id: string }
  >(accessToken, CUSTOMER_SUBSCRIPTION_QUERY, { id }, config);
  const node = data.customer.subscriptionContract;
  return node ? reshapeContract(node) : null;
}
