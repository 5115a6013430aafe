import { useRef } from 'react';
import { useReservedHeight } from '@/components/layout/use-reserved-height';
import styles from './product-page.module.css';

/** CSS property holding the bar's height while shown (the shell reserves that much room). */
export const STICKY_BAR_HEIGHT_VAR = '--sticky-bar-height';

interface Props {
  title: string;
  priceText: string;
  onAdd: () => void;
}

/**
 * Mobile bar that keeps "Add to basket" in reach after the main button scrolls away. While it
 * shows, its height is reserved at the bottom of the page so it never covers the footer or a
 * focused control.
 */
export function StickyAddBar({ title, priceText, onAdd }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useReservedHeight(ref, STICKY_BAR_HEIGHT_VAR);
  return (
    <div ref={ref} className={styles.sticky} role="region" aria-label="Quick add">
      <div className={styles.stickyText}>
        <p className={styles.stickyTitle}>{title}</p>
        <p className={styles.stickyPrice}>{priceText}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={onAdd}>
        Add to basket
      </button>
    </div>
  );
}
