/**
 * Fragments shared by the Storefront API 2023-10 documents in this folder.
 *
 * Each constant holds exactly one fragment definition. Operations append the fragments they use
 * (the `*_FRAGMENTS` bundles below) so every document sent over the wire is self-contained and
 * defines each fragment once. GraphQL Code Generator plucks the template literals marked with the
 * GraphQL magic comment, drops the `${...}` interpolations and resolves fragment spreads by name, so
 * the generated types in `graphql/generated.ts` describe the same documents. Every selection the
 * reshapers take as a unit (a cart line, its merchandise, a variant's product, an allocation) is a
 * named fragment, so codegen emits a `…FieldsFragment` type for it and no result type is written by
 * hand (STYLE §3).
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

/** https://shopify.dev/docs/api/storefront/2023-10/objects/Attribute */
export const ATTRIBUTE_FRAGMENT = /* GraphQL */ `
  fragment AttributeFields on Attribute {
    key
    value
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/interfaces/CartDiscountAllocation
 * On the cart: discounts on the entire cart (order-level codes); on a line: that line's own
 * (product-level) discounts only (2022-07 and later). A code's allocation names its code, so the
 * drawer and tracking can tell what each of several codes takes off.
 */
export const CART_DISCOUNT_ALLOCATION_FRAGMENT = /* GraphQL */ `
  fragment CartDiscountAllocationFields on CartDiscountAllocation {
    discountedAmount {
      ...MoneyFields
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Product
 * The product of a cart line's merchandise: only its first selling plan group (SPEC §9).
 */
export const CART_MERCHANDISE_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment CartMerchandiseProductFields on Product {
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
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/unions/Merchandise
 * A cart line's merchandise (in 2023-10 always a ProductVariant) with its product.
 */
export const CART_MERCHANDISE_FRAGMENT = /* GraphQL */ `
  fragment CartMerchandiseFields on ProductVariant {
    ...VariantFields
    product {
      ...CartMerchandiseProductFields
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/interfaces/BaseCartLine
 * On the interface, not CartLine: `Cart.lines` holds BaseCartLine nodes (CartLine and
 * ComponentizableCartLine), and both must be read.
 */
export const CART_LINE_FRAGMENT = /* GraphQL */ `
  fragment CartLineFields on BaseCartLine {
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
      ...AttributeFields
    }
    sellingPlanAllocation {
      ...SellingPlanAllocationFields
    }
    discountAllocations {
      ...CartDiscountAllocationFields
    }
    merchandise {
      ...CartMerchandiseFields
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Cart
 * Lines are capped at 10 (SPEC §9). totalQuantity, checkoutUrl and the line's cost.totalAmount
 * feed the drawer.
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
      ...CartDiscountAllocationFields
    }
    attributes {
      ...AttributeFields
    }
    lines(first: 10) {
      edges {
        node {
          ...CartLineFields
        }
      }
    }
  }
`;

/**
 * https://shopify.dev/docs/api/storefront/2023-10/objects/Product
 * The product of the single-variant (`node`) query: what SPEC §3 lists for it (handle,
 * descriptionHtml, the first image, requiresSellingPlan, selling plan groups) plus the fields the
 * variant's product carries everywhere.
 */
export const VARIANT_NODE_PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment VariantNodeProductFields on Product {
    id
    title
    handle
    tags
    productType
    descriptionHtml
    requiresSellingPlan
    images(first: 1) {
      edges {
        node {
          ...ImageFields
        }
      }
    }
    sellingPlanGroups(first: 10) {
      edges {
        node {
          ...SellingPlanGroupFields
        }
      }
    }
  }
`;

/** https://shopify.dev/docs/api/storefront/2023-10/objects/ProductVariant, as `node` returns it. */
export const VARIANT_NODE_FRAGMENT = /* GraphQL */ `
  fragment VariantNodeFields on ProductVariant {
    ...VariantFields
    product {
      ...VariantNodeProductFields
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

/** Every fragment `...VariantNodeFields` needs, each once. */
export const VARIANT_NODE_FRAGMENTS =
  VARIANT_FRAGMENTS + VARIANT_NODE_PRODUCT_FRAGMENT + VARIANT_NODE_FRAGMENT;

/** Every fragment `...CartFields` needs, each once. */
export const CART_FRAGMENTS = [
  VARIANT_FRAGMENTS,
  ATTRIBUTE_FRAGMENT,
  CART_DISCOUNT_ALLOCATION_FRAGMENT,
  CART_MERCHANDISE_PRODUCT_FRAGMENT,
  CART_MERCHANDISE_FRAGMENT,
  CART_LINE_FRAGMENT,
  CART_FRAGMENT,
].join('');

/** Every fragment `...ProductFields` needs, each once. */
export const PRODUCT_FRAGMENTS = VARIANT_FRAGMENTS + PRODUCT_FRAGMENT;
