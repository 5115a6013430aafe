import type { GetStaticPaths, GetStaticProps } from 'next';
import { isValidHandle } from '@/components/product/handle';
import { ProductPage } from '@/components/product/ProductPage';
import { loadProductPage, type ProductPageProps } from '@/components/product/product-page-data';
import { getProductHandles } from '@/lib/shopify';

export default ProductPage;

export const getStaticPaths: GetStaticPaths = async () => {
  const handles = await getProductHandles();
  return {
    paths: handles.filter(isValidHandle).map((handle) => ({ params: { handle } })),
    fallback: 'blocking',
  };
};

/** One product, rebuilt at most once a minute; unknown or malformed handles are 404s. */
export const getStaticProps: GetStaticProps<ProductPageProps, { handle: string }> = ({
  params,
  draftMode = false,
}) => loadProductPage(params?.handle, draftMode);
