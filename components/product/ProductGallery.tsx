import Image from 'next/image';
import { useState } from 'react';
import { clientLazy } from '@/components/lazy/client-lazy';
import { ExpandIcon } from '@/components/ui/Icons';
import type { Image as ShopImage } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';
import styles from './gallery.module.css';

// The modal's code loads when a shopper first enlarges an image, not with the page.
const ImageModal = clientLazy(() =>
  import('@/components/product/ImageModal').then((m) => m.ImageModal),
);

/** SPEC §3: products show their first 5 images. */
export const MAX_IMAGES = 5;

interface Props {
  images: readonly ShopImage[];
  title: string;
}

/** Main image with thumbnails; the main image opens the image modal (layout store `showImageModal`). */
export function ProductGallery({ images, title }: Props) {
  const shown = images.slice(0, MAX_IMAGES);
  const [index, setIndex] = useState(0);
  const showImageModal = useShopStore((s) => s.showImageModal);
  const setShowImageModal = useShopStore((s) => s.setShowImageModal);
  const current = shown[index] ?? shown[0];

  if (!current) return <div className={styles.placeholder} aria-hidden="true" />;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image
          key={current.url}
          src={current.url}
          alt={current.altText ?? title}
          fill
          preload={index === 0}
          // The first image is the page's largest paint: fetched at once, not when it scrolls in.
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          sizes="(max-width: 800px) 100vw, 50vw"
          className={styles.mainImage}
        />
        <button
          type="button"
          className={styles.zoom}
          onClick={() => setShowImageModal(true)}
          aria-haspopup="dialog"
        >
          <ExpandIcon />
          <span>Enlarge image</span>
        </button>
      </div>
      {shown.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Product images">
          {shown.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${i + 1} of ${shown.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <Image
                  src={image.url}
                  alt=""
                  // A fixed 96 px: 1x and 2x candidates, not a srcset of every device width (whose
                  // largest would also be the main image's src, which Next's dev LCP check
                  // mistook for this lazy thumbnail).
                  width={96}
                  height={96}
                  className={styles.thumbImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {showImageModal ? (
        <ImageModal
          images={shown}
          title={title}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setShowImageModal(false)}
        />
      ) : null}
    </div>
  );
}
