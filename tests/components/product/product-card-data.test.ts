import { describe, expect, it } from 'vitest';
import {
  CARD_IMAGE,
  toProductCardData,
  type ProductCardData,
} from '@/components/product/product-card-data';
import { imgProps } from '@/lib/images/img-props';
import type { Product } from '@/lib/shopify/types';
import { allocation, gbp, plan, product, variant } from '../fixtures';

const monthly = plan('1', 'Every month, 15% off', [
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 15 } },
]);
const group = { name: 'Subscribe & save', options: [], sellingPlans: [monthly] };

const chalk = variant({
  id: 'gid://shopify/ProductVariant/71',
  title: 'Chalk White',
  price: gbp('28.00'),
  compareAtPrice: gbp('35.00'),
});
const charcoal = variant({
  id: 'gid://shopify/ProductVariant/72',
  title: 'Charcoal',
  // The same price written another way, with a higher compare-at price.
  price: gbp('28.0'),
  compareAtPrice: gbp('36.00'),
});
const greens30 = variant({
  id: 'gid://shopify/ProductVariant/51',
  title: '30 servings',
  price: gbp('35.00'),
  compareAtPrice: gbp('35.00'),
  sellingPlanAllocations: [allocation(monthly, '29.75')],
});
const greens60 = variant({
  id: 'gid://shopify/ProductVariant/52',
  title: '60 servings',
  price: gbp('60.00'),
  compareAtPrice: gbp('70.00'),
});

const cases: [string, Product, Partial<ProductCardData>][] = [
  [
    'the highest compare-at price among the variants at the minimum price, amounts compared as money',
    product({
      handle: 'ceramic-pour-over',
      title: 'Ceramic Pour-Over Dripper',
      variants: [chalk, charcoal],
      priceRange: { minVariantPrice: gbp('28.00'), maxVariantPrice: gbp('28.00') },
    }),
    { compareAtPrice: gbp('36.00'), hasSubscription: false, badge: { label: 'Sale', sale: true } },
  ],
  [
    'no compare-at price when it is not above the minimum; a compare-at of a dearer variant is ignored',
    product({
      handle: 'daily-greens',
      title: 'Daily Greens Powder',
      variants: [greens30, greens60],
      priceRange: { minVariantPrice: gbp('35.00'), maxVariantPrice: gbp('60.00') },
      sellingPlanGroups: [group],
    }),
    {
      compareAtPrice: null,
      hasSubscription: true,
      maxPrice: gbp('60.00'),
      badge: { label: 'Subscribe & save', sale: false },
    },
  ],
  [
    'a plan group without any variant allocated to it is not a subscription offer',
    product({
      handle: 'drinking-chocolate',
      title: 'Single Estate Drinking Chocolate',
      variants: [variant({ id: 'gid://shopify/ProductVariant/91', title: '300 g' })],
      sellingPlanGroups: [group],
    }),
    { compareAtPrice: null, hasSubscription: false, badge: null },
  ],
];

describe('toProductCardData', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(toProductCardData(input, imgProps)).toMatchObject(expected);
  });

  it('copies the first image and leaves the product unchanged', () => {
    const input = product({
      handle: 'breakfast-tea',
      title: 'Organic Breakfast Tea',
      variants: [variant({ id: 'gid://shopify/ProductVariant/31', title: '80 bags' })],
      images: [
        { url: '/images/products/breakfast-tea-1.webp', altText: 'Tea', width: 800, height: 800 },
        { url: '/images/products/breakfast-tea-2.webp', altText: null, width: 800, height: 800 },
      ],
    });
    const before = structuredClone(input);
    expect(toProductCardData(input, imgProps)).toEqual({
      handle: 'breakfast-tea',
      title: 'Organic Breakfast Tea',
      productType: 'Coffee',
      image: { url: '/images/products/breakfast-tea-1.webp', altText: 'Tea' },
      img: imgProps({ ...CARD_IMAGE, src: '/images/products/breakfast-tea-1.webp', alt: 'Tea' }),
      minPrice: gbp('10.00'),
      maxPrice: gbp('10.00'),
      compareAtPrice: null,
      priceLabel: '£10.00',
      compareAtLabel: null,
      hasSubscription: false,
      requiresSellingPlan: false,
      badge: null,
    });
    expect(input).toEqual(before);
  });
});
