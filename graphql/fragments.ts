/**
 * Fragments shared by the Storefront API 2023-10 documents in this folder.
 *
 * Each constant holds exactly one fragment definition. Operations append the fragments they use
 * (the `*_FRAGMENTS` bundles below) so every document sent over the wire is self-contained and
 * defines each fragment once. GraphQL Code Generator plucks the template literals marked with the
 * GraphQL magic comment, drops the `${...}` interpolations and resolves fragment spreads by name, so
 * the generated types in `graphql/generated.ts` describe the same documents.
 *
 * Caps (SPEC §9): lines 10, selling plan groups 1 in the cart and 10 on products, plans 10 per group,
 * allocations 10 per variant, images 5, variants 100.
 */

/** https://shopify.dev/docs/api/storefront/2023-10/objects/MoneyV2 */
export const MONEY_FRAGMENT = /* GraphQL */ `
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Image
 * width and height are not in SPEC §3; they are read so images can be laid out without shifting.
 */
export const IMAGE_FRAGMENT = /* GraphQL */ `
  fragment ImageFields on Image {
    url
    altText
    width
    height
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/SellingPlan
 * https://shopify.dev/docs/api/storefront/2023-10/unions/SellingPlanPriceAdjustmentValue
 */
export const SELLING_PLAN_FRAGMENT = /* GraphQL */ `
  fragment SellingPlanFields on SellingPlan {
    id
    name
    description
    recurringDeliveries
    priceAdjustments {
      orderCount
      adjustmentValue {
        __typename
        ... on SellingPlanPercentagePriceAdjustment {
          adjustmentPercentage
        }
        ... on SellingPlanFixedAmountPriceAdjustment {
          adjustmentAmount {
            ...MoneyFields
          }
        }
        ... on SellingPlanFixedPriceAdjustment {
          price {
            ...MoneyFields
          }
        }
      }
    }
  }
`;

/** https://shopify.dev/docs/api/storefront/2023-10/objects/SellingPlanGroup */
export const SELLING_PLAN_GROUP_FRAGMENT = /* GraphQL */ `
  fragment SellingPlanGroupFields on SellingPlanGroup {
    name
    options {
      name
      values
    }
    sellingPlans(first: 10) {
      edges {
        node {
          ...SellingPlanFields
        }
      }
    }
  }
`;

/** https://shopify.dev/docs/api/storefront/2023-10/objects/SellingPlanAllocation */
export const SELLING_PLAN_ALLOCATION_FRAGMENT = /* GraphQL */ `
  fragment SellingPlanAllocationFields on SellingPlanAllocation {
    sellingPlan {
      id
      name
    }
    checkoutChargeAmount {
      ...MoneyFields
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/ProductVariant
 * The variant's own fields; the `product` selection differs per use (cart, variant query) and the
 * product query has the product already, so it is selected by each document.
 */
export const VARIANT_FRAGMENT = /* GraphQL */ `
  fragment VariantFields on ProductVariant {
    id
    title
    sku
    availableForSale
    selectedOptions {
      name
      value
    }
    image {
      ...ImageFields
    }
    priceV2 {
      ...MoneyFields
    }
    compareAtPrice {
      ...MoneyFields
    }
    upgradeVariant: metafield(namespace: "custom", key: "upgrade_variant") {
      value
    }
    upgradeButtonTextOverride: metafield(namespace: "custom", key: "upgrade_button_text_override") {
      value
    }
    abTestSwapWithVariantChance: metafield(
      namespace: "custom"
      key: "ab_test_swap_with_variant_chance"
    ) {
      value
    }
    abTestSwapWithVariantId: metafield(namespace: "custom", key: "ab_test_swap_with_variant_id") {
      value
    }
    sellingPlanAllocations(first: 10) {
      edges {
        node {
          ...SellingPlanAllocationFields
        }
      }
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Cart
 * https://shopify.dev/docs/api/storefront/2023-10/objects/CartLine
 * Lines are capped at 10 and the merchandise's product carries only its first selling plan group
 * (SPEC §9). totalQuantity, checkoutUrl and the line's cost.totalAmount feed the drawer.
 */
export const CART_FRAGMENT = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      totalAmount {
        ...MoneyFields
      }
      subtotalAmount {
        ...MoneyFields
      }
      totalTaxAmount {
        ...MoneyFields
      }
      totalDutyAmount {
        ...MoneyFields
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...MoneyFields
      }
    }
    attributes {
      key
      value
    }
    lines(first: 10) {
      edges {
        node {
          id
          quantity
          cost {
            compareAtAmountPerQuantity {
              ...MoneyFields
            }
            amountPerQuantity {
              ...MoneyFields
            }
            subtotalAmount {
              ...MoneyFields
            }
            totalAmount {
              ...MoneyFields
            }
          }
          attributes {
            key
            value
          }
          sellingPlanAllocation {
            ...SellingPlanAllocationFields
          }
          discountAllocations {
            discountedAmount {
              ...MoneyFields
            }
          }
          merchandise {
            ... on ProductVariant {
              ...VariantFields
              product {
                id
                title
                handle
                tags
                productType
                sellingPlanGroups(first: 1) {
                  edges {
                    node {
                      ...SellingPlanGroupFields
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Product
 * descriptionHtml and tags are beyond the SPEC §3 list; the product page and the domain type use them.
 */
export const PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment ProductFields on Product {
    id
    title
    handle
    description
    descriptionHtml
    productType
    tags
    options {
      id
      name
      values
    }
    priceRange {
      minVariantPrice {
        ...MoneyFields
      }
      maxVariantPrice {
        ...MoneyFields
      }
    }
    images(first: 5) {
      edges {
        node {
          ...ImageFields
        }
      }
    }
    requiresSellingPlan
    sellingPlanGroups(first: 10) {
      edges {
        node {
          ...SellingPlanGroupFields
        }
      }
    }
    variants(first: 100) {
      edges {
        node {
          ...VariantFields
        }
      }
    }
  }
`;

/** Every fragment a variant selection needs, each once. */
export const VARIANT_FRAGMENTS = [
  MONEY_FRAGMENT,
  IMAGE_FRAGMENT,
  SELLING_PLAN_FRAGMENT,
  SELLING_PLAN_GROUP_FRAGMENT,
  SELLING_PLAN_ALLOCATION_FRAGMENT,
  VARIANT_FRAGMENT,
].join('');

/** Every fragment `...CartFields` needs, each once. */
export const CART_FRAGMENTS = VARIANT_FRAGMENTS + CART_FRAGMENT;

/** Every fragment `...ProductFields` needs, each once. */
export const PRODUCT_FRAGMENTS = VARIANT_FRAGMENTS + PRODUCT_FRAGMENT;
