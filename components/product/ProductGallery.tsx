import { useMemo, useState } from 'react';
import { onDemandLazy } from '@/components/lazy/client-lazy';
import { ExpandIcon } from '@/components/ui/Icons';
import { Img } from '@/components/ui/Img';
import { galleryOrder, type GalleryView } from '@/components/product/gallery-views';
import { useUrlVariant } from '@/components/product/use-url-variant';
import type { Image as ShopImage, Variant } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';
import styles from './gallery.module.css';

// The modal's code loads when a shopper first enlarges an image, not with the page.
const ImageModal = onDemandLazy(() =>
  import('@/components/product/ImageModal').then((m) => m.ImageModal),
);

interface Props {
  images: readonly ShopImage[];
  /** `images`' pictures, from next/image at build time; same order. */
  views: readonly GalleryView[];
  title: string;
  variants: readonly Pick<Variant, 'id' | 'image'>[];
}

/**
 * Main image with thumbnails; the main image opens the image modal (layout store
 * `showImageModal`). The variant the URL names (`?variant=`, and each choice of options) leads
 * with its image: the first, prioritised one, and the main image again after each choice.
 */
export function ProductGallery({ images, views, title, variants }: Props) {
  const leadUrl = useUrlVariant(variants)?.image?.url ?? null;
  const order = useMemo(() => galleryOrder(images, leadUrl), [images, leadUrl]);
  const shown = order.flatMap((i) => images[i] ?? []);
  const shownViews = order.flatMap((i) => views[i] ?? []);
  // The image shown, and the lead it was picked under: a new lead shows its image again (state
  // adjusted while rendering, as React advises for state that follows a prop).
  const [picked, setPicked] = useState({ leadUrl, index: 0 });
  if (picked.leadUrl !== leadUrl) setPicked({ leadUrl, index: 0 });
  const index = picked.leadUrl === leadUrl ? picked.index : 0;
  const setIndex = (i: number) => setPicked({ leadUrl, index: i });
  const showImageModal = useShopStore((s) => s.showImageModal);
  const setShowImageModal = useShopStore((s) => s.setShowImageModal);
  const current = shown[index] ?? shown[0];
  const view = shownViews[index] ?? shownViews[0];

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
                {shownViews[i] ? (
                  <Img img={shownViews[i].thumb} className={styles.thumbImage} />
                ) : null}
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
