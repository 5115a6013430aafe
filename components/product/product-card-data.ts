import { isSubscriptionVariant, toMinorUnits } from '@/lib/pricing';
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
  /** Some variant can be bought on a selling plan (SPEC §3: it has a selling plan allocation). */
  hasSubscription: boolean;
  requiresSellingPlan: boolean;
}

/** Builds a card's data from a full product (pure; the product is not changed). */
export function toProductCardData(product: Product): ProductCardData {
  const { minVariantPrice, maxVariantPrice } = product.priceRange;
  const min = toMinorUnits(minVariantPrice.amount);
  const compareAt =
    product.variants
      .filter((v) => v.compareAtPrice && toMinorUnits(v.price.amount) === min)
      .map((v) => v.compareAtPrice as Money)
      .sort((a, b) => toMinorUnits(b.amount) - toMinorUnits(a.amount))[0] ?? null;
  const first = product.images[0];
  return {
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    image: first ? { url: first.url, altText: first.altText } : null,
    minPrice: { ...minVariantPrice },
    maxPrice: { ...maxVariantPrice },
    compareAtPrice: compareAt && toMinorUnits(compareAt.amount) > min ? { ...compareAt } : null,
    hasSubscription: product.variants.some(isSubscriptionVariant),
    requiresSellingPlan: product.requiresSellingPlan,
  };
}
