import { describe, expect, it } from 'vitest';
import {
  parseSwapChance,
  reshapeCart,
  reshapeProduct,
  reshapeVariant,
} from '@/lib/shopify/reshape';
import type { Variant } from '@/lib/shopify/types';
import {
  apiCart,
  apiProduct,
  deepFreeze,
  gbp,
  houseBlend250,
  houseBlendProductOfVariant,
  subscribeAndSave,
} from './fixtures';

const expectedGroup = {
  name: 'Subscribe & save',
  options: [{ name: 'Delivery', values: ['Every 2 weeks', 'Every month'] }],
  sellingPlans: [
    {
      id: 'gid://shopify/SellingPlan/1',
      name: 'Every 2 weeks, 10% off',
      description: null,
      recurringDeliveries: true,
      priceAdjustments: [
        { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
      ],
    },
    {
      id: 'gid://shopify/SellingPlan/2',
      name: 'First box £15, then £2 off',
      description: 'Starter offer',
      recurringDeliveries: true,
      priceAdjustments: [
        { orderCount: 1, adjustmentValue: { kind: 'fixedPrice', price: gbp('15.00') } },
        { orderCount: null, adjustmentValue: { kind: 'fixedAmount', amount: gbp('2.00') } },
      ],
    },
  ],
};

const expectedVariant: Variant = {
  id: 'gid://shopify/ProductVariant/4400000001',
  shortId: '4400000001',
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
  price: gbp('9.50'),
  compareAtPrice: null,
  custom: {
    upgradeVariantId: 'gid://shopify/ProductVariant/4400000002',
    upgradeButtonTextOverride: 'Upgrade to 1 kg',
    abTestSwapChance: 50,
    abTestSwapVariantId: 'gid://shopify/ProductVariant/4400000003',
  },
  product: {
    id: 'gid://shopify/Product/1000000001',
    title: 'House Blend Coffee Beans',
    handle: 'house-blend-coffee',
    tags: ['coffee', 'blend'],
    productType: 'Coffee',
    sellingPlanGroups: [expectedGroup],
  } as Variant['product'],
  sellingPlanAllocations: [
    {
      sellingPlan: { id: 'gid://shopify/SellingPlan/1', name: 'Every 2 weeks, 10% off' },
      checkoutChargeAmount: gbp('8.55'),
    },
  ],
};

describe('parseSwapChance', () => {
  it.each<[{ value: string } | null, number | null]>([
    [{ value: '50' }, 50],
    [{ value: ' 12.5 ' }, 12.5],
    [{ value: '0' }, 0],
    [{ value: '100' }, 100],
    [{ value: '100.1' }, null],
    [{ value: '-5' }, null],
    [{ value: '50%' }, null],
    [{ value: 'half' }, null],
    [{ value: '0x10' }, null],
    [{ value: '' }, null],
    [null, null],
  ])('%j → %j', (metafield, expected) => {
    expect(parseSwapChance(metafield)).toBe(expected);
  });
});

describe('reshapeVariant', () => {
  it('flattens a variant with its product and parses the custom metafields', () => {
    const input = deepFreeze(
      structuredClone({ ...houseBlend250, product: houseBlendProductOfVariant }),
    );
    expect(reshapeVariant(input)).toEqual(expectedVariant);
  });

  it.each<[string, Partial<typeof houseBlend250>, Partial<Variant['custom']>]>([
    [
      'no metafields',
      {
        upgradeVariant: null,
        upgradeButtonTextOverride: null,
        abTestSwapWithVariantChance: null,
        abTestSwapWithVariantId: null,
      },
      {
        upgradeVariantId: null,
        upgradeButtonTextOverride: null,
        abTestSwapChance: null,
        abTestSwapVariantId: null,
      },
    ],
    [
      'blank values',
      { upgradeVariant: { value: ' ' }, upgradeButtonTextOverride: { value: '' } },
      { upgradeVariantId: null, upgradeButtonTextOverride: null },
    ],
    [
      'garbage chance',
      { abTestSwapWithVariantChance: { value: 'often' } },
      { abTestSwapChance: null },
    ],
  ])('custom fields with %s', (_case, overrides, expected) => {
    const variant = reshapeVariant({
      ...houseBlend250,
      ...overrides,
      product: houseBlendProductOfVariant,
    });
    expect(variant.custom).toMatchObject(expected);
  });

  it('keeps the extra product fields of the single-variant query', () => {
    const variant = reshapeVariant({
      ...houseBlend250,
      product: {
        ...houseBlendProductOfVariant,
        descriptionHtml: '<p>Blend</p>',
        requiresSellingPlan: false,
        images: { edges: [{ node: { url: '/a.webp', altText: 'A', width: 10, height: 20 } }] },
      },
    });
    expect(variant.product).toMatchObject({
      descriptionHtml: '<p>Blend</p>',
      requiresSellingPlan: false,
      featuredImage: { url: '/a.webp', altText: 'A', width: 10, height: 20 },
    });
  });

  it('reads a product without images as featuredImage null', () => {
    const variant = reshapeVariant({
      ...houseBlend250,
      product: { ...houseBlendProductOfVariant, images: { edges: [] } },
    });
    expect(variant.product.featuredImage).toBeNull();
  });
});

describe('reshapeCart', () => {
  it('flattens lines and copies cost, discounts and attributes', () => {
    const cart = reshapeCart(deepFreeze(structuredClone(apiCart)));
    expect(cart).toEqual({
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
      lines: [
        {
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
          merchandise: expectedVariant,
        },
      ],
    });
  });

  it('shares no objects with its input', () => {
    const input = structuredClone(apiCart);
    const cart = reshapeCart(input);
    cart.cost.totalAmount.amount = '0.00';
    cart.lines[0]!.merchandise.product.tags.push('changed');
    expect(input.cost.totalAmount.amount).toBe('27.60');
    expect(input.lines.edges[0]!.node.merchandise.product.tags).toEqual(['coffee', 'blend']);
  });

  it('reads an empty cart', () => {
    const cart = reshapeCart({ ...apiCart, totalQuantity: 0, lines: { edges: [] } });
    expect([cart.lines, cart.totalQuantity]).toEqual([[], 0]);
  });
});

describe('reshapeProduct', () => {
  it('flattens images, groups and variants, giving each variant its product', () => {
    const product = reshapeProduct(deepFreeze(structuredClone(apiProduct)));
    expect(product).toMatchObject({
      id: 'gid://shopify/Product/1000000001',
      handle: 'house-blend-coffee',
      description: 'Our everyday blend.',
      descriptionHtml: '<p>Our everyday blend.</p>',
      tags: ['coffee', 'blend'],
      options: [{ id: 'gid://shopify/ProductOption/1', name: 'Size', values: ['250 g', '1 kg'] }],
      priceRange: { minVariantPrice: gbp('9.50'), maxVariantPrice: gbp('32.00') },
      images: [
        {
          url: '/images/products/house-blend-coffee-1.webp',
          altText: null,
          width: null,
          height: null,
        },
      ],
      requiresSellingPlan: false,
      sellingPlanGroups: [expectedGroup],
    });
    expect(product.variants).toEqual([
      expectedVariant,
      expect.objectContaining({
        id: 'gid://shopify/ProductVariant/4400000002',
        shortId: '4400000002',
        price: gbp('32.00'),
        sellingPlanAllocations: [],
        custom: {
          upgradeVariantId: null,
          upgradeButtonTextOverride: null,
          abTestSwapChance: null,
          abTestSwapVariantId: null,
        },
        product: expectedVariant.product,
      }),
    ]);
  });

  it('gives every variant its own product copy', () => {
    const product = reshapeProduct(apiProduct);
    product.variants[0]!.product.tags.push('changed');
    expect(product.variants[1]!.product.tags).toEqual(['coffee', 'blend']);
    expect(product.tags).toEqual(['coffee', 'blend']);
  });

  it('reads a selling plan group fixture unchanged after reshaping', () => {
    const before = structuredClone(subscribeAndSave);
    reshapeProduct(apiProduct);
    expect(subscribeAndSave).toEqual(before);
  });
});
