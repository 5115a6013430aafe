/**
 * The Customer Account API (2026-04) documents of the order pages, and the shapes they answer.
 * tests/lib/account/order-documents.test.ts validates every document against the real schema
 * (hydrogen-react-2026/customer-account.schema.json); the result types follow the selections.
 */

const ORDER_MONEY_FRAGMENT = /* GraphQL */ `
  fragment OrderMoney on MoneyV2 {
    amount
    currencyCode
  }
`;

const ORDER_SUMMARY_FRAGMENT = /* GraphQL */ `
  fragment OrderSummary on Order {
    id
    name
    processedAt
    financialStatus
    fulfillmentStatus
    totalPrice {
      ...OrderMoney
    }
    lineItemsSummary {
      lineItemCount
    }
  }
  ${ORDER_MONEY_FRAGMENT}
`;

/** The customer's orders, newest first, one page by cursor (`first`+`after` or `last`+`before`). */
export const CUSTOMER_ORDERS_QUERY = /* GraphQL */ `
  query CustomerOrders($first: Int, $last: Int, $after: String, $before: String) {
    customer {
      orders(
        first: $first
        last: $last
        after: $after
        before: $before
        sortKey: PROCESSED_AT
        reverse: true
      ) {
        nodes {
          ...OrderSummary
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
`;

/** The account overview: who is signed in, their default address, their latest orders. */
export const ACCOUNT_OVERVIEW_QUERY = /* GraphQL */ `
  query AccountOverview($latest: Int!) {
    customer {
      firstName
      lastName
      emailAddress {
        emailAddress
      }
      defaultAddress {
        formatted(withName: true)
      }
      orders(first: $latest, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...OrderSummary
        }
      }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
`;

/** One order (null when it is not this customer's), with its lines, amounts and addresses. */
export const CUSTOMER_ORDER_QUERY = /* GraphQL */ `
  query CustomerOrder($id: ID!) {
    order(id: $id) {
      ...OrderSummary
      subtotalBeforeDiscounts {
        ...OrderMoney
      }
      subtotal {
        ...OrderMoney
      }
      discountInformation {
        totalOrderLevelAppliedDiscounts {
          ...OrderMoney
        }
      }
      totalShipping {
        ...OrderMoney
      }
      totalTax {
        ...OrderMoney
      }
      shippingAddress {
        formatted(withName: true)
      }
      billingAddress {
        formatted(withName: true)
      }
      lineItems(first: 250) {
        nodes {
          id
          title
          variantTitle
          quantity
          price {
            ...OrderMoney
          }
          totalPriceWithDiscounts {
            ...OrderMoney
          }
          sellingPlan {
            name
          }
        }
      }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
`;

export interface MoneyData {
  amount: string;
  currencyCode: string;
}

export interface OrderSummaryData {
  id: string;
  name: string;
  processedAt: string;
  financialStatus: string | null;
  fulfillmentStatus: string;
  totalPrice: MoneyData;
  lineItemsSummary: { lineItemCount: number } | null;
}

export interface CustomerOrdersData {
  customer: {
    orders: {
      nodes: OrderSummaryData[];
      pageInfo: {
        hasNextPage: boolean;
        hasPreviousPage: boolean;
        startCursor: string | null;
        endCursor: string | null;
      };
    };
  };
}

export interface AccountOverviewData {
  customer: {
    firstName: string | null;
    lastName: string | null;
    emailAddress: { emailAddress: string | null } | null;
    defaultAddress: { formatted: string[] } | null;
    orders: { nodes: OrderSummaryData[] };
  };
}

export interface OrderLineData {
  id: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  price: MoneyData | null;
  totalPriceWithDiscounts: MoneyData | null;
  sellingPlan: { name: string } | null;
}

export interface CustomerOrderData {
  order:
    | (OrderSummaryData & {
        subtotalBeforeDiscounts: MoneyData | null;
        subtotal: MoneyData | null;
        discountInformation: { totalOrderLevelAppliedDiscounts: MoneyData };
        totalShipping: MoneyData;
        totalTax: MoneyData | null;
        shippingAddress: { formatted: string[] } | null;
        billingAddress: { formatted: string[] } | null;
        lineItems: { nodes: OrderLineData[] };
      })
    | null;
}
