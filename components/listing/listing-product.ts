import type { ImageProps } from 'next/image';
import { toProductCardData, type ProductCardData } from '@/components/product/product-card-data';
import type { ImgProps } from '@/lib/images/img-props';
import type { ListedProduct } from '@/lib/integrations/list-events';
import { shortId } from '@/lib/shopify/ids';
import type { Product } from '@/lib/shopify/types';

/** A product in a listing: its card, and what the list events say of it. */
export interface ListingProduct {
  card: ProductCardData;
  listed: ListedProduct;
}

/**
 * A listing's product from a full product (server side: `toImg` is lib/images' `imgProps`). The
 * event's sku is the first variant's, as a card stands for the product.
 */
export function toListingProduct(
  product: Product,
  toImg: (props: ImageProps) => ImgProps,
): ListingProduct {
  const card = toProductCardData(product, toImg);
  return {
    card,
    listed: {
      productId: shortId(product.id),
      sku: product.variants[0]?.sku ?? null,
      title: product.title,
      productType: product.productType,
      handle: product.handle,
      minPrice: { ...product.priceRange.minVariantPrice },
      imageUrl: card.image?.url ?? null,
    },
  };
}
