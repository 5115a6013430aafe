import { useState } from 'react';
import { onDemandLazy } from '@/components/lazy/client-lazy';
import { ExpandIcon } from '@/components/ui/Icons';
import { Img } from '@/components/ui/Img';
import type { GalleryView } from './gallery-views';
import type { Image as ShopImage } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';
import styles from './gallery.module.css';

// The modal's code loads when a shopper first enlarges an image, not with the page.
const ImageModal = onDemandLazy(() =>
  import('@/components/product/ImageModal').then((m) => m.ImageModal),
);

/** SPEC §3: products show their first 5 images. */
export const MAX_IMAGES = 5;

interface Props {
  images: readonly ShopImage[];
  /** `images`' pictures, from next/image at build time; same order. */
  views: readonly GalleryView[];
  title: string;
}

/** Main image with thumbnails; the main image opens the image modal (layout store `showImageModal`). */
export function ProductGallery({ images, views, title }: Props) {
  const shown = images.slice(0, MAX_IMAGES);
  const [index, setIndex] = useState(0);
  const showImageModal = useShopStore((s) => s.showImageModal);
  const setShowImageModal = useShopStore((s) => s.setShowImageModal);
  const current = shown[index] ?? shown[0];
  const view = views[index] ?? views[0];

  if (!current || !view) return <div className={styles.placeholder} aria-hidden="true" />;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {/* The first image is the page's largest paint: fetched at once, and preloaded from the
            <head> (React preloads an <img> with a high fetch priority, with its sizes). */}
        <Img
          key={current.url}
          img={view.main}
          className={styles.mainImage}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
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
                {views[i] ? <Img img={views[i].thumb} className={styles.thumbImage} /> : null}
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
