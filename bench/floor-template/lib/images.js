import { getImageProps } from 'next/image';

/**
 * The pictures the shop's pages paint largest, as the shop renders them, so the floor's LCP
 * element is the same file at the same widths and quality, so LCP compares like with like: next/image's attributes with
 * the shop's `sizes` and priority (components/home/Hero.tsx's HERO_IMAGE; the gallery's
 * MAIN_IMAGE, eager with a high fetch priority for the first image; the collection's HEADER_IMAGE
 * of components/listing/collection-data.ts), computed in getStaticProps
 * as the shop does (lib/images/img-props.ts), so no image code reaches the first load of either.
 * scripts/floor.mjs copies the files from the shop's public/ into the floor's;
 * tests/bench/floor.test.ts holds these to the shop's.
 */
export const HERO = {
  src: '/images/hero.webp',
  fill: true,
  preload: true,
  fetchPriority: 'high',
  sizes: '(max-width: 800px) 100vw, 60vw',
};

export const PRODUCT = {
  src: '/images/products/house-blend-coffee-1.webp',
  fill: true,
  loading: 'eager',
  fetchPriority: 'high',
  sizes: '(max-width: 800px) 100vw, 50vw',
};

export const COLLECTION = {
  src: '/images/collections/coffee.webp',
  fill: true,
  loading: 'eager',
  fetchPriority: 'high',
  sizes: '(max-width: 900px) 100vw, 40rem',
};

/** The `<img>` attributes of one picture, serialisable for getStaticProps (no undefined). */
export function imgAttributes(picture, alt) {
  const { props } = getImageProps({ ...picture, alt });
  return JSON.parse(JSON.stringify(props));
}
