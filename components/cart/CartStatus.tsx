import { CloseIcon } from '@/components/ui/Icons';
import { useShopStore } from '@/stores/shop-store';
import styles from './cart-status.module.css';

/**
 * Announces cart changes. Both regions are always mounted (a live region must exist before its
 * text changes to be announced) and sit outside the page background, so they stay live and usable
 * while the drawer makes the rest of the page inert.
 */
export function CartStatus() {
  const announcement = useShopStore((s) => s.announcement);
  const cartError = useShopStore((s) => s.cartError);
  const clearCartError = useShopStore((s) => s.clearCartError);
  return (
    <>
      <div
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="cart-announcer"
      >
        {announcement}
      </div>
      <div role="alert" className={styles.alertRegion}>
        {cartError ? (
          <div className={styles.alert}>
            <p>{cartError}</p>
            <button
              type="button"
              className={`icon-button ${styles.dismiss}`}
              aria-label="Dismiss message"
              onClick={clearCartError}
            >
              <CloseIcon size={18} />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
