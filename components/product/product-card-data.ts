import type { Image, Money, Product } from '@/lib/shopify/types';

/** The slice of a product a catalogue card needs; keeps the home page's props small. */
export interface ProductCardData {
  handle: string;
  title: string;
  productType: string;
  image: Pick<Image, 'url' | 'altText'> | null;
  minPrice: Money;
  maxPrice: Money;
  /** The highest compare-at price among the variants at the minimum price, when above it. */
  compareAtPrice: Money | null;
  hasSubscription: boolean;
  requiresSellingPlan: boolean;
}

function amount(money: Money): number {
  return Number(money.amount);
}

/** Builds a card's data from a full product (pure; the product is not changed). */
export function toProductCardData(product: Product): ProductCardData {
  const { minVariantPrice, maxVariantPrice } = product.priceRange;
  const compareAt =
    product.variants
      .filter((v) => v.compareAtPrice && v.price.amount === minVariantPrice.amount)
      .map((v) => v.compareAtPrice as Money)
      .sort((a, b) => amount(b) - amount(a))[0] ?? null;
  const first = product.images[0];
  return {
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    image: first ? { url: first.url, altText: first.altText } : null,
    minPrice: { ...minVariantPrice },
    maxPrice: { ...maxVariantPrice },
    compareAtPrice:
      compareAt && amount(compareAt) > amount(minVariantPrice) ? { ...compareAt } : null,
    hasSubscription: product.sellingPlanGroups.some((g) => g.sellingPlans.length > 0),
    requiresSellingPlan: product.requiresSellingPlan,
  };
}
