/**
 * Storefront API response shapes for tests, typed by the generated types so a document change that
 * breaks them fails the type check. Values follow the demo catalogue (house-blend-coffee).
 */
import type {
  CartFieldsFragment,
  CartMerchandiseProductFieldsFragment,
  ProductFieldsFragment,
  SellingPlanGroupFieldsFragment,
  VariantFieldsFragment,
} from '@/graphql/generated';

export const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' as const });

export const subscribeAndSave: SellingPlanGroupFieldsFragment = {
  name: 'Subscribe & save',
  options: [{ name: 'Delivery', values: ['Every 2 weeks', 'Every month'] }],
  sellingPlans: {
    edges: [
      {
        node: {
          id: 'gid://shopify/SellingPlan/1',
          name: 'Every 2 weeks, 10% off',
          description: null,
          recurringDeliveries: true,
          priceAdjustments: [
            {
              orderCount: null,
              adjustmentValue: {
                __typename: 'SellingPlanPercentagePriceAdjustment',
                adjustmentPercentage: 10,
              },
            },
          ],
        },
      },
      {
        node: {
          id: 'gid://shopify/SellingPlan/2',
          name: 'First box £15, then £2 off',
          description: 'Starter offer',
          recurringDeliveries: true,
          priceAdjustments: [
            {
              orderCount: 1,
              adjustmentValue: {
                __typename: 'SellingPlanFixedPriceAdjustment',
                price: gbp('15.00'),
              },
            },
            {
              orderCount: null,
              adjustmentValue: {
                __typename: 'SellingPlanFixedAmountPriceAdjustment',
                adjustmentAmount: gbp('2.00'),
              },
            },
          ],
        },
      },
    ],
  },
};

export const houseBlend250: VariantFieldsFragment = {
  id: 'gid://shopify/ProductVariant/4400000001',
  title: '250 g',
  sku: 'MOR-HB-250',
  availableForSale: true,
  selectedOptions: [{ name: 'Size', value: '250 g' }],
  image: {
    url: '/images/products/house-blend-coffee-1.webp',
    altText: 'House Blend Coffee Beans',
    width: 1200,
    height: 1200,
  },
  priceV2: gbp('9.50'),
  compareAtPrice: null,
  upgradeVariant: { value: 'gid://shopify/ProductVariant/4400000002' },
  upgradeButtonTextOverride: { value: '  Upgrade to 1 kg  ' },
  abTestSwapWithVariantChance: { value: '50' },
  abTestSwapWithVariantId: { value: '4400000003' },
  sellingPlanAllocations: {
    edges: [
      {
        node: {
          sellingPlan: { id: 'gid://shopify/SellingPlan/1', name: 'Every 2 weeks, 10% off' },
          checkoutChargeAmount: gbp('8.55'),
        },
      },
    ],
  },
};

export const houseBlendProductOfVariant: CartMerchandiseProductFieldsFragment = {
  id: 'gid://shopify/Product/1000000001',
  title: 'House Blend Coffee Beans',
  handle: 'house-blend-coffee',
  tags: ['coffee', 'blend'],
  productType: 'Coffee',
  sellingPlanGroups: { edges: [{ node: subscribeAndSave }] },
};

export const apiCart: CartFieldsFragment = {
  id: 'gid://shopify/Cart/c1?key=k1',
  checkoutUrl: 'http://127.0.0.1:4010/checkout/c1',
  totalQuantity: 3,
  cost: {
    totalAmount: gbp('27.60'),
    subtotalAmount: gbp('28.50'),
    totalTaxAmount: null,
    totalDutyAmount: gbp('0.00'),
  },
  discountCodes: [{ code: 'WELCOME15', applicable: false }],
  discountAllocations: [{ discountedAmount: gbp('0.90') }],
  attributes: [
    { key: 'segmentUserId', value: 'anon-1' },
    { key: 'empty', value: null },
  ],
  lines: {
    edges: [
      {
        node: {
          id: 'gid://shopify/CartLine/l1?cart=c1',
          quantity: 3,
          cost: {
            compareAtAmountPerQuantity: null,
            amountPerQuantity: gbp('9.50'),
            subtotalAmount: gbp('28.50'),
            totalAmount: gbp('27.60'),
          },
          attributes: [],
          sellingPlanAllocation: {
            sellingPlan: { id: 'gid://shopify/SellingPlan/1', name: 'Every 2 weeks, 10% off' },
            checkoutChargeAmount: gbp('8.55'),
          },
          discountAllocations: [{ discountedAmount: gbp('0.90') }],
          merchandise: { ...houseBlend250, product: houseBlendProductOfVariant },
        },
      },
    ],
  },
};

export const apiProduct: ProductFieldsFragment = {
  id: 'gid://shopify/Product/1000000001',
  title: 'House Blend Coffee Beans',
  handle: 'house-blend-coffee',
  description: 'Our everyday blend.',
  descriptionHtml: '<p>Our everyday blend.</p>',
  productType: 'Coffee',
  tags: ['coffee', 'blend'],
  options: [{ id: 'gid://shopify/ProductOption/1', name: 'Size', values: ['250 g', '1 kg'] }],
  priceRange: { minVariantPrice: gbp('9.50'), maxVariantPrice: gbp('32.00') },
  images: {
    edges: [
      {
        node: {
          url: '/images/products/house-blend-coffee-1.webp',
          altText: null,
          width: null,
          height: null,
        },
      },
    ],
  },
  requiresSellingPlan: false,
  sellingPlanGroups: { edges: [{ node: subscribeAndSave }] },
  variants: {
    edges: [
      { node: houseBlend250 },
      {
        node: {
          ...houseBlend250,
          id: 'gid://shopify/ProductVariant/4400000002',
          title: '1 kg',
          sku: 'MOR-HB-1000',
          selectedOptions: [{ name: 'Size', value: '1 kg' }],
          priceV2: gbp('32.00'),
          upgradeVariant: null,
          upgradeButtonTextOverride: null,
          abTestSwapWithVariantChance: null,
          abTestSwapWithVariantId: null,
          sellingPlanAllocations: { edges: [] },
        },
      },
    ],
  },
};

/** Deep-freezes a fixture so a reshaper that writes to its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
