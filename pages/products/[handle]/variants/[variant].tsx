/**
 * `/products/<handle>?variant=<id>`: proxy.ts rewrites it here (lib/product-variant-url.ts), so
 * each variant's HTML is built and cached by ISR and shows that variant checked, with its image
 * first and its price, before any script runs. The page is the product page: it reads the variant
 * from the router's query (this route's `variant`, then the URL's), and shows the default variant
 * when the id is not one of the product's.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { ProductPage } from '@/components/product/ProductPage';
import {
  loadProductPage,
  PRODUCT_REVALIDATE_S,
  type ProductPageProps,
} from '@/components/product/product-page-data';
import { variantIdFromParam } from '@/lib/product-variant-url';

export default ProductPage;

// None at build time (a product's variants would multiply the build): each is built on its
// first request, then served from the cache and rebuilt at most once a minute.
export const getStaticPaths: GetStaticPaths = () =>
  Promise.resolve({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<
  ProductPageProps,
  { handle: string; variant: string }
> = async ({ params, draftMode = false }) => {
  // Only the proxy's rewrite leads here with an id; a malformed one typed in directly is a 404.
  if (!variantIdFromParam(params?.variant))
    return { notFound: true, revalidate: PRODUCT_REVALIDATE_S };
  return loadProductPage(params?.handle, draftMode);
};
