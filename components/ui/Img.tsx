import type { ImgProps } from '@/lib/images/img-props';

interface Props {
  img: ImgProps;
  className?: string | undefined;
  /** Overrides of the build-time attributes (a card loads lazily). */
  loading?: ImgProps['loading'];
  fetchPriority?: ImgProps['fetchPriority'];
}

/**
 * An image whose attributes next/image computed at build time (lib/images/img-props.ts): a plain
 * `<img>`, so no image code reaches the first load.
 */
export function Img({ img, className, loading, fetchPriority }: Props) {
  return (
    // next/image's own output (getImageProps at build time), hence a plain <img>.
    <img
      {...img}
      alt={img.alt}
      className={className}
      loading={loading ?? img.loading}
      fetchPriority={fetchPriority ?? img.fetchPriority}
    />
  );
}
