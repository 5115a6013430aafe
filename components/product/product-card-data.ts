import type { ImageProps } from 'next/image';
import type { ImgProps } from '@/lib/images/img-props';
import { formatCatalogPrice, isSubscriptionVariant, toMinorUnits } from '@/lib/pricing';
import type { Image, Money, Product } from '@/lib/shopify/types';

/** The slice of a product a catalogue card needs; keeps the home page's props small. */
export interface ProductCardData {
  handle: string;
  title: string;
  productType: string;
  image: Pick<Image, 'url' | 'altText'> | null;
  /** The card picture's `<img>` attributes, from next/image at build time (lazy by default). */
  img: ImgProps | null;
  minPrice: Money;
  maxPrice: Money;
  /** The highest compare-at price among the variants at the minimum price, when above it. */
  compareAtPrice: Money | null;
  /** `minPrice` and `compareAtPrice` as shown, formatted here so no price code reaches the page. */
  priceLabel: string;
  compareAtLabel: string | null;
  /** Some variant can be bought on a selling plan (SPEC §3: it has a selling plan allocation). */
  hasSubscription: boolean;
  requiresSellingPlan: boolean;
  /**
   * The card's one label over its picture, worked out here so the page has none of the rule: a
   * sale first, then a product sold only on a plan, then one that can be.
   */
  badge: { label: 'Sale' | 'Subscription' | 'Subscribe & save'; sale: boolean } | null;
}

/** A card's picture, at every width its grid slot can take. */
export const CARD_IMAGE = {
  fill: true,
  sizes: '(max-width: 560px) 50vw, (max-width: 1100px) 33vw, 300px',
} as const;

/**
 * Builds a card's data from a full product (pure; the product is not changed). `toImg` is
 * lib/images' `imgProps` (next/image's getImageProps), passed in so this stays free of Next.
 */
export function toProductCardData(
  product: Product,
  toImg: (props: ImageProps) => ImgProps,
): ProductCardData {
  const { minVariantPrice, maxVariantPrice } = product.priceRange;
  const min = toMinorUnits(minVariantPrice.amount);
  const compareAt =
    product.variants
      .filter((v) => v.compareAtPrice && toMinorUnits(v.price.amount) === min)
      .map((v) => v.compareAtPrice as Money)
      .sort((a, b) => toMinorUnits(b.amount) - toMinorUnits(a.amount))[0] ?? null;
  const first = product.images[0];
  const compareAtPrice =
    compareAt && toMinorUnits(compareAt.amount) > min ? { ...compareAt } : null;
  const hasSubscription = product.variants.some(isSubscriptionVariant);
  return {
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    image: first ? { url: first.url, altText: first.altText } : null,
    img: first ? toImg({ ...CARD_IMAGE, src: first.url, alt: first.altText ?? '' }) : null,
    minPrice: { ...minVariantPrice },
    maxPrice: { ...maxVariantPrice },
    compareAtPrice,
    priceLabel: formatCatalogPrice(minVariantPrice.amount, minVariantPrice.currencyCode),
    compareAtLabel: compareAtPrice
      ? formatCatalogPrice(compareAtPrice.amount, compareAtPrice.currencyCode)
      : null,
    hasSubscription,
    requiresSellingPlan: product.requiresSellingPlan,
    badge: compareAtPrice
      ? { label: 'Sale', sale: true }
      : product.requiresSellingPlan
        ? { label: 'Subscription', sale: false }
        : hasSubscription
          ? { label: 'Subscribe & save', sale: false }
          : null,
  };
}
