import Image from 'next/image';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/Icons';
import type { Image as ShopImage } from '@/lib/shopify/types';
import styles from './gallery.module.css';

// Dialogs render into the shell's modal root (outside the inert page background), see SiteShell.
const MODAL_ROOT_ID = 'modal-root';

interface Props {
  images: readonly ShopImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

function ModalContent({ images, title, index, onIndexChange, onClose }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalDialog(dialogRef, { onClose });
  const image = images[index] ?? images[0];
  const many = images.length > 1;
  const go = (step: number) => onIndexChange((index + step + images.length) % images.length);

  useEffect(() => {
    if (!many) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % images.length);
      if (event.key === 'ArrowLeft') onIndexChange((index - 1 + images.length) % images.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [many, index, images.length, onIndexChange]);

  if (!image) return null;
  return (
    <div className={styles.modalRoot}>
      <div className={styles.modalBackdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={`${title} images`}
        tabIndex={-1}
        className={styles.modal}
      >
        <button
          type="button"
          className={`icon-button ${styles.modalClose}`}
          aria-label="Close images"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
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
      </div>
    </div>
  );
}

/** Full-size product images in a modal dialog: Esc or the close button closes, focus returns to the opener. */
export function ImageModal(props: Props) {
  // Only ever opened by a click, so this renders on the client, where the document exists.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <ModalContent {...props} />,
    document.getElementById(MODAL_ROOT_ID) ?? document.body,
  );
}
