import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { isValidHandle } from '@/components/product/handle';
import { ProductDetails } from '@/components/product/ProductDetails';
import { galleryViews, type GalleryView } from '@/components/product/gallery-views';
import { MAX_IMAGES } from '@/components/product/ProductGallery';
import { sanitizeDescriptionHtml } from '@/lib/html/sanitize';
import { imgProps } from '@/lib/images/img-props';
import { getProductByHandle, getProductHandles } from '@/lib/shopify';
import type { Product } from '@/lib/shopify/types';

interface ProductPageProps {
  product: Product;
  /** The gallery's pictures, from next/image at build time. */
  gallery: GalleryView[];
  shell: ShellProps;
}

export default function ProductPage({ product, gallery }: ProductPageProps) {
  const description = product.description.slice(0, 160);
  return (
    <>
      <Head>
        <title>{`${product.title} — Morrow & Co.`}</title>
        {description ? <meta name="description" content={description} /> : null}
      </Head>
      <ProductDetails product={product} gallery={gallery} />
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => {
  const handles = await getProductHandles();
  return {
    paths: handles.filter(isValidHandle).map((handle) => ({ params: { handle } })),
    fallback: 'blocking',
  };
};

/** One product, rebuilt at most once a minute; unknown or malformed handles are 404s. */
export const getStaticProps: GetStaticProps<ProductPageProps, { handle: string }> = async ({
  params,
  draftMode = false,
}) => {
  const handle = params?.handle;
  if (!isValidHandle(handle)) return { notFound: true, revalidate: 60 };
  const product = await getProductByHandle(handle);
  if (!product) return { notFound: true, revalidate: 60 };
  // Subscription-only products get the minimal "choose your plan" header.
  const shell = await loadShellProps({
    navStyle: product.requiresSellingPlan ? 'choose_plan' : 'regular',
    showBackButton: true,
    draft: draftMode,
  });
  const images = product.images.slice(0, MAX_IMAGES);
  return {
    props: {
      gallery: galleryViews(images, product.title, imgProps),
      product: {
        ...product,
        images,
        descriptionHtml: sanitizeDescriptionHtml(product.descriptionHtml),
      },
      shell,
    },
    revalidate: 60,
  };
};
