import type { ImageProps } from 'next/image';
import type { ImgProps } from '@/lib/images/img-props';
import type { Image, Product } from '@/lib/shopify/types';

/** SPEC §3: products show their first 5 images. */
export const MAX_IMAGES = 5;

/** The main picture: the page's largest paint, as wide as its column. */
export const MAIN_IMAGE = { fill: true, sizes: '(max-width: 800px) 100vw, 50vw' } as const;
/**
 * A thumbnail: a fixed 96 px, so 1x and 2x candidates, not a srcset of every device width (whose
 * largest would also be the main image's src, which Next's dev LCP check mistook for a thumbnail).
 */
export const THUMB_IMAGE = { width: 96, height: 96 } as const;

/** One image of the gallery, as the main picture and as its thumbnail. */
export interface GalleryView {
  main: ImgProps;
  thumb: ImgProps;
}

/**
 * The gallery's pictures, in `images`' order. `toImg` is lib/images' `imgProps` (next/image's
 * getImageProps), called in getStaticProps so the attributes are finished at build time.
 */
export function galleryViews(
  images: readonly Image[],
  title: string,
  toImg: (props: ImageProps) => ImgProps,
): GalleryView[] {
  return images.map((image) => ({
    main: toImg({ ...MAIN_IMAGE, src: image.url, alt: image.altText ?? title }),
    thumb: toImg({ ...THUMB_IMAGE, src: image.url, alt: '' }),
  }));
}

/**
 * The images a product's gallery can show: the product's first `MAX_IMAGES`, then each variant's
 * own image that is not among them (by URL, once each), so that a variant's page can lead with it.
 */
export function galleryImages(product: Pick<Product, 'images' | 'variants'>): Image[] {
  const images = product.images.slice(0, MAX_IMAGES);
  const urls = new Set(images.map((image) => image.url));
  for (const { image } of product.variants) {
    if (!image || urls.has(image.url)) continue;
    urls.add(image.url);
    images.push(image);
  }
  return images;
}

/**
 * The positions in `images` the gallery shows, in order: the image at `leadUrl` (the chosen
 * variant's) first, then the others in their order; at most `MAX_IMAGES`. Without a lead, or with
 * one that is not among the images, the product's own first images in order.
 */
export function galleryOrder(
  images: readonly Pick<Image, 'url'>[],
  leadUrl: string | null,
): number[] {
  const positions = images.map((_, i) => i);
  const lead = leadUrl === null ? -1 : images.findIndex((image) => image.url === leadUrl);
  const ordered = lead === -1 ? positions : [lead, ...positions.filter((i) => i !== lead)];
  return ordered.slice(0, MAX_IMAGES);
}
