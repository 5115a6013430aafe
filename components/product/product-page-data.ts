/**
 * The product page's data, loaded in getStaticProps by both of its routes (the product, and the
 * product for one `?variant=`: pages/products/[handle].tsx and [handle]/variants/[variant].tsx).
 * Runs at build and ISR time only.
 */
import type { GetStaticPropsResult } from 'next';
import { isValidHandle } from '@/components/product/handle';
import { galleryImages, galleryViews, type GalleryView } from '@/components/product/gallery-views';
import { toProductCardData, type ProductCardData } from '@/components/product/product-card-data';
import { sanitizeDescriptionHtml } from '@/lib/html/sanitize';
import { imgProps } from '@/lib/images/img-props';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { productPageSeo } from '@/lib/seo/product-seo';
import { getProductByHandle } from '@/lib/shopify';
import { getRelatedProducts } from '@/lib/shopify/recommendations';
import type { Product } from '@/lib/shopify/types';

export interface ProductPageProps {
  product: Product;
  /** The gallery's pictures (`product.images`' order), from next/image at build time. */
  gallery: GalleryView[];
  /** "You may also like": the platform's recommendations, as cards; none when they failed. */
  related: ProductCardData[];
  shell: ShellProps;
  /** The head (lib/seo): written by _app. */
  seo: PageSeoData;
}

/** Rebuilt at most once a minute. */
export const PRODUCT_REVALIDATE_S = 60;

/** One product's page; unknown or malformed handles are 404s. */
export async function loadProductPage(
  handle: string | undefined,
  draftMode: boolean,
): Promise<GetStaticPropsResult<ProductPageProps>> {
  if (!isValidHandle(handle)) return { notFound: true, revalidate: PRODUCT_REVALIDATE_S };
  const product = await getProductByHandle(handle);
  if (!product) return { notFound: true, revalidate: PRODUCT_REVALIDATE_S };
  // Subscription-only products get the minimal "choose your plan" header.
  const [shell, related] = await Promise.all([
    loadShellProps({
      navStyle: product.requiresSellingPlan ? 'choose_plan' : 'regular',
      showBackButton: true,
      draft: draftMode,
    }),
    getRelatedProducts(product.id),
  ]);
  const images = galleryImages(product);
  return {
    props: {
      gallery: galleryViews(images, product.title, imgProps),
      product: {
        ...product,
        images,
        descriptionHtml: sanitizeDescriptionHtml(product.descriptionHtml),
      },
      related: related.map((p) => toProductCardData(p, imgProps)),
      shell,
      seo: productPageSeo(seoContext(shell), product),
    },
    revalidate: PRODUCT_REVALIDATE_S,
  };
}
