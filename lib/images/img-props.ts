/**
 * Next's Image, run at build time: `getImageProps` (next/image's documented API for a plain
 * `<img>`) computes the `srcSet`, `sizes` and `/_next/image` URLs from next.config's image settings
 * in getStaticProps, so the page's props carry finished attributes and the browser gets a plain
 * `<img>` with no image code on its first load (next/image's component and its srcset builder are
 * about 4 kB gzip there). Images that change in the browser (the cart drawer's lines, the image
 * modal) keep the `<Image>` component, in chunks that load later.
 */
import { getImageProps, type ImageProps } from 'next/image';

/** The attributes of one `<img>`, serialisable (no undefined) for getStaticProps. */
export interface ImgProps {
  src: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding?: 'async' | 'sync' | 'auto';
  style?: Record<string, string | number>;
}

const KEPT = [
  'src',
  'alt',
  'srcSet',
  'sizes',
  'width',
  'height',
  'loading',
  'fetchPriority',
  'decoding',
  'style',
] as const;

function definedOnly(
  record: Record<string, unknown>,
  keys: readonly string[] = Object.keys(record),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

/** The `<img>` attributes next/image would render for `props`, without the undefined ones. */
export function imgProps(props: ImageProps): ImgProps {
  const { props: rendered } = getImageProps(props);
  const out = definedOnly(rendered as Record<string, unknown>, KEPT);
  // The `fill` style names objectFit and objectPosition even when unset.
  if (out.style) out.style = definedOnly(out.style as Record<string, unknown>);
  // Next's `fill` style also sets `color: transparent` (to hide the alt text while loading); kept.
  return out as unknown as ImgProps;
}
