/**
 * Literal catalogue variants (a slice of the demo catalogue) and cart builders for cart tests.
 */
import type { Cart, CartLine, Variant } from '@/lib/shopify/types';

const GBP = (amount: string) => ({ amount, currencyCode: 'GBP' });

export function makeVariant(overrides: Partial<Variant> & { id: string }): Variant {
  const shortId = overrides.id.split('/').pop() ?? overrides.id;
  return {
    shortId,
    title: 'Default Title',
    sku: `SKU-${shortId}`,
    availableForSale: true,
    selectedOptions: [],
    image: { url: `/images/products/p-${shortId}-1.webp`, altText: null, width: 800, height: 800 },
    price: GBP('10.00'),
    compareAtPrice: null,
    custom: {
      upgradeVariantId: null,
      upgradeButtonTextOverride: null,
      abTestSwapChance: null,
      abTestSwapVariantId: null,
    },
    product: {
      id: `gid://shopify/Product/${shortId}`,
      title: `Product ${shortId}`,
      handle: `product-${shortId}`,
      tags: [],
      productType: 'Pantry',
      sellingPlanGroups: [],
    },
    sellingPlanAllocations: [],
    ...overrides,
  };
}

export const PLAN_2_WEEKS = 'gid://shopify/SellingPlan/9100000001';

export const HOUSE_BLEND_250 = makeVariant({
  id: 'gid://shopify/ProductVariant/4400000001',
  title: '250 g',
  sku: 'MOR-HB-250',
  selectedOptions: [{ name: 'Size', value: '250 g' }],
  image: {
    url: '/images/products/house-blend-coffee-1.webp',
    altText: 'House Blend',
    width: 800,
    height: 800,
  },
  price: GBP('9.50'),
  product: {
    id: 'gid://shopify/Product/8800000001',
    title: 'House Blend Coffee Beans',
    handle: 'house-blend-coffee',
    tags: ['coffee'],
    productType: 'Coffee',
    sellingPlanGroups: [
      {
        name: 'Subscribe & save',
        options: [{ name: 'Delivery', values: ['Every 2 weeks'] }],
        sellingPlans: [
          {
            id: PLAN_2_WEEKS,
            name: 'Every 2 weeks, 10% off',
            description: null,
            recurringDeliveries: true,
            priceAdjustments: [
              { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
            ],
          },
        ],
      },
    ],
  },
  sellingPlanAllocations: [
    {
      sellingPlan: { id: PLAN_2_WEEKS, name: 'Every 2 weeks, 10% off' },
      checkoutChargeAmount: GBP('8.55'),
    },
  ],
});

export const BREAKFAST_TEA = makeVariant({
  id: 'gid://shopify/ProductVariant/4400000005',
  title: '80 bags',
  sku: 'MOR-BT-80',
  price: GBP('6.50'),
  product: {
    id: 'gid://shopify/Product/8800000003',
    title: 'Organic Breakfast Tea',
    handle: 'breakfast-tea',
    tags: [],
    productType: 'Tea',
    sellingPlanGroups: [],
  },
});

export const OAT_NEW_RECIPE = makeVariant({
  id: 'gid://shopify/ProductVariant/4400000012',
  title: 'New Recipe',
  sku: 'MOR-OAT-NEW',
  price: GBP('12.00'),
  product: {
    id: 'gid://shopify/Product/8800000006',
    title: 'Barista Oat Milk, 6 × 1 L',
    handle: 'barista-oat-milk',
    tags: [],
    productType: 'Pantry',
    sellingPlanGroups: [],
  },
});

export const OAT_ORIGINAL = makeVariant({
  ...OAT_NEW_RECIPE,
  id: 'gid://shopify/ProductVariant/4400000011',
  shortId: '4400000011',
  title: 'Original',
  sku: 'MOR-OAT-ORIG',
  custom: {
    upgradeVariantId: null,
    upgradeButtonTextOverride: null,
    abTestSwapChance: 50,
    abTestSwapVariantId: OAT_NEW_RECIPE.id,
  },
});

export const POUR_OVER = makeVariant({
  id: 'gid://shopify/ProductVariant/4400000013',
  title: 'Chalk White',
  sku: 'MOR-PO-WHT',
  price: GBP('28.00'),
  compareAtPrice: GBP('35.00'),
  product: {
    id: 'gid://shopify/Product/8800000007',
    title: 'Ceramic Pour-Over Dripper',
    handle: 'ceramic-pour-over',
    tags: [],
    productType: 'Equipment',
    sellingPlanGroups: [],
  },
});

export const ALL_VARIANTS = [
  HOUSE_BLEND_250,
  BREAKFAST_TEA,
  OAT_NEW_RECIPE,
  OAT_ORIGINAL,
  POUR_OVER,
];

/** A cart line with literal costs. */
export function makeLine(
  overrides: Partial<CartLine> & { id: string; quantity: number },
  variant: Variant = HOUSE_BLEND_250,
): CartLine {
  const unit = variant.price.amount;
  return {
    cost: {
      amountPerQuantity: GBP(unit),
      compareAtAmountPerQuantity: null,
      subtotalAmount: GBP((Number(unit) * overrides.quantity).toFixed(2)),
      totalAmount: GBP((Number(unit) * overrides.quantity).toFixed(2)),
    },
    attributes: [],
    sellingPlanAllocation: null,
    discountAllocations: [],
    merchandise: variant,
    ...overrides,
  };
}

/** A cart with literal fields. */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const lines = overrides.lines ?? [];
  return {
    id: 'gid://shopify/Cart/stored',
    checkoutUrl: 'http://checkout.test/stored',
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    lines,
    cost: {
      totalAmount: GBP('0.00'),
      subtotalAmount: GBP('0.00'),
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    discountCodes: [],
    discountAllocations: [],
    attributes: [],
    ...overrides,
  };
}
