import type { Ref } from 'react';
import { CloseButton } from '@/components/ui/CloseButton';
import styles from './cart-drawer.module.css';

export const CART_DRAWER_TITLE_ID = 'cart-drawer-title';

/** The drawer's heading (it names the dialog), item count, busy spinner and close button. */
export function CartDrawerHead({
  titleRef,
  count,
  pending,
  onClose,
}: {
  titleRef: Ref<HTMLHeadingElement>;
  count: number;
  pending: boolean;
  onClose: () => void;
}) {
  return (
    <div className={styles.head}>
      <h2 id={CART_DRAWER_TITLE_ID} ref={titleRef} tabIndex={-1} className={styles.title}>
        Your basket
      </h2>
      {count > 0 ? (
        <span className={styles.count}>
          {count} {count === 1 ? 'item' : 'items'}
        </span>
      ) : null}
      <span className={styles.spinner} data-active={pending} aria-hidden="true" />
      <CloseButton label="Close basket" onClick={onClose} className={styles.close} />
    </div>
  );
}
