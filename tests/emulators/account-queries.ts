/**
 * The query shapes Hydrogen's skeleton and its subscriptions recipe send to the Customer Account
 * API (templates/skeleton/app/graphql/customer-account/*, cookbook/recipes/subscriptions), as the
 * shop's account pages are expected to: customer details, order list with a search query, one
 * order, the subscriptions list, and a cancel. Re-typed here, trimmed to the fields that matter.
 */

const ORDER_ID = 'gid://shopify/Order/5000001001';

export const CLIENT_QUERIES: Record<
  string,
  { query: string; variables: (contractId: string) => Record<string, unknown> }
> = {
  CustomerDetails: {
    query: `query CustomerDetails($language: LanguageCode) @inContext(language: $language) {
      customer {
        id firstName lastName displayName emailAddress { emailAddress }
        defaultAddress { ...Address }
        addresses(first: 6) { nodes { ...Address } }
      }
    }
    fragment Address on CustomerAddress {
      id formatted firstName lastName company address1 address2 territoryCode zoneCode city zip phoneNumber
    }`,
    variables: () => ({ language: 'EN' }),
  },
  CustomerOrders: {
    query: `query CustomerOrders($endCursor: String, $first: Int, $last: Int, $startCursor: String, $query: String) {
      customer {
        orders(sortKey: PROCESSED_AT, reverse: true, first: $first, last: $last, before: $startCursor, after: $endCursor, query: $query) {
          nodes {
            id number confirmationNumber processedAt financialStatus fulfillmentStatus
            totalPrice { amount currencyCode }
            fulfillments(first: 1) { nodes { status } }
          }
          pageInfo { hasPreviousPage hasNextPage endCursor startCursor }
        }
      }
    }`,
    variables: () => ({ first: 20, query: 'name:1001' }),
  },
  Order: {
    query: `fragment OrderMoney on MoneyV2 { amount currencyCode }
    fragment DiscountApplication on DiscountApplication {
      value { __typename ... on MoneyV2 { ...OrderMoney } ... on PricingPercentageValue { percentage } }
    }
    query Order($orderId: ID!) {
      order(id: $orderId) {
        ... on Order {
          id name confirmationNumber statusPageUrl fulfillmentStatus processedAt
          fulfillments(first: 1) { nodes { status } }
          totalTax { ...OrderMoney } totalPrice { ...OrderMoney } subtotal { ...OrderMoney }
          shippingAddress { name formatted(withName: true) formattedArea }
          discountApplications(first: 100) { nodes { ...DiscountApplication } }
          lineItems(first: 100) {
            nodes {
              id title quantity variantTitle
              price { ...OrderMoney }
              discountAllocations { allocatedAmount { ...OrderMoney } discountApplication { ...DiscountApplication } }
              totalDiscount { ...OrderMoney }
              image { altText height url id width }
            }
          }
        }
      }
    }`,
    variables: () => ({ orderId: ORDER_ID }),
  },
  SubscriptionsContracts: {
    query: `query SubscriptionsContractsQuery {
      customer {
        subscriptionContracts(first: 100) {
          nodes {
            id status createdAt nextBillingDate
            billingPolicy { interval intervalCount { count precision } }
            discounts(first: 20) { nodes { id title } }
            lines(first: 100) { nodes { name id } }
          }
        }
      }
    }`,
    variables: () => ({}),
  },
  SubscriptionCancel: {
    query: `mutation subscriptionContractCancel($subscriptionContractId: ID!) {
      subscriptionContractCancel(subscriptionContractId: $subscriptionContractId) {
        contract { id }
        userErrors { field message }
      }
    }`,
    variables: (contractId) => ({ subscriptionContractId: contractId }),
  },
};
