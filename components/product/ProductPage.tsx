import Head from 'next/head';
import { ProductDetails } from '@/components/product/ProductDetails';
import type { ProductPageProps } from '@/components/product/product-page-data';

/** A product page (both routes: the product, and the product for one `?variant=`). */
export function ProductPage({ product, gallery, related }: ProductPageProps) {
  const description = product.description.slice(0, 160);
  return (
    <>
      <Head>
        <title>{`${product.title} — Morrow & Co.`}</title>
        {description ? <meta name="description" content={description} /> : null}
      </Head>
      <ProductDetails product={product} gallery={gallery} related={related} />
    </>
  );
}
