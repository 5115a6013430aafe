import Image from 'next/image';
import { useEffect, useRef } from 'react';
import { useModal } from '@/components/modal/use-modal';
import { CloseButton } from '@/components/ui/CloseButton';
import { ChevronLeftIcon } from '@/components/ui/Icons';
import { ChevronRightIcon } from '@/components/ui/MoreIcons';
import type { Image as ShopImage } from '@/lib/shopify/types';
import styles from './gallery.module.css';

interface Props {
  images: readonly ShopImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The index `step` places on from `index`, wrapping round at either end. */
function stepIndex(index: number, step: number, length: number): number {
  return (index + step + length) % length;
}

/**
 * Full-size product images in a native `<dialog>`, shown with `showModal()` while mounted
 * (useModal): Esc, the close button or a click beside it closes, and focus returns to the opener.
 */
export function ImageModal({ images, title, index, onIndexChange, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModal(dialogRef, { onClose });
  const image = images[index] ?? images[0];
  const many = images.length > 1;
  const go = (step: number) => onIndexChange(stepIndex(index, step, images.length));

  useEffect(() => {
    if (!many) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange(stepIndex(index, 1, images.length));
      if (event.key === 'ArrowLeft') onIndexChange(stepIndex(index, -1, images.length));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [many, index, images.length, onIndexChange]);

  if (!image) return null;
  return (
    // aria-modal is what showModal() implies, said as the other dialogs say it.
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-label={`${title} images`}
      className={styles.modal}
    >
      <CloseButton label="Close images" onClick={onClose} className={styles.modalClose} />
      <div className={styles.modalImage}>
        <Image
          src={image.url}
          alt={image.altText ?? title}
          fill
          sizes="(max-width: 800px) 100vw, 80vw"
          className={styles.modalImg}
        />
      </div>
      {many ? (
        <div className={styles.modalNav}>
          <button
            type="button"
            className="icon-button"
            aria-label="Previous image"
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <p aria-live="polite">
            {index + 1} / {images.length}
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label="Next image"
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
