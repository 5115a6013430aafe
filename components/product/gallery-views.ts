import type { ImageProps } from 'next/image';
import type { ImgProps } from '@/lib/images/img-props';
import type { Image } from '@/lib/shopify/types';

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
