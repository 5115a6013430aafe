import { ProductDetails } from '@/components/product/ProductDetails';
import type { ProductPageProps } from '@/components/product/product-page-data';

/**
 * A product page (both routes: the product, and the product for one `?variant=`). Its head comes
 * with its data (`seo`, written by _app).
 */
export function ProductPage({ product, gallery, related }: ProductPageProps) {
  return <ProductDetails product={product} gallery={gallery} related={related} />;
}
