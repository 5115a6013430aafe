import { useRef } from 'react';
import { useReservedHeight } from '@/components/layout/use-reserved-height';
import { CloseButton } from '@/components/ui/CloseButton';
import { useShopStore } from '@/stores/shop-store';
import styles from './cart-status.module.css';

/** CSS property holding the toast's height while shown (the shell reserves that much room). */
export const CART_TOAST_HEIGHT_VAR = '--cart-toast-height';

interface ErrorProps {
  message: string;
  onDismiss: () => void;
  /** `inline` inside the cart drawer; `toast` floating over the page when the drawer is closed. */
  variant: 'inline' | 'toast';
}

/** A cart error as an alert with its dismiss button. */
export function CartErrorMessage({ message, onDismiss, variant }: ErrorProps) {
  return (
    <div role="alert" className={variant === 'inline' ? styles.inline : styles.alert}>
      <p>{message}</p>
      <CloseButton
        label="Dismiss message"
        onClick={onDismiss}
        className={styles.dismiss}
        iconSize={18}
      />
    </div>
  );
}

/**
 * Announces cart changes and shows cart errors while the drawer is closed.
 *
 * The polite announcer is always mounted (a live region must exist before its text changes to be
 * announced) and sits outside the page background, so it stays live while the drawer makes the
 * rest of the page inert. Errors go where the shopper is: while the drawer is open it shows them
 * itself, inside its focus trap (a box out here could neither be reached by Tab nor avoid covering
 * the drawer's Checkout); while it is closed they show here as a toast above any bottom bar, with
 * room reserved at the end of the page. The store clears the error when the next action succeeds.
 */
export function CartStatus() {
  const announcement = useShopStore((s) => s.announcement);
  const cartError = useShopStore((s) => s.cartError);
  const cartOpen = useShopStore((s) => s.cartOpen);
  const clearCartError = useShopStore((s) => s.clearCartError);
  const toastRef = useRef<HTMLDivElement>(null);
  const showToast = cartError !== null && !cartOpen;
  useReservedHeight(toastRef, CART_TOAST_HEIGHT_VAR, showToast);

  const dismiss = () => {
    clearCartError();
    // The focused dismiss button is about to disappear; keep keyboard users in the page rather
    // than back at the top of the document.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

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
      {showToast ? (
        <div ref={toastRef} className={styles.toast}>
          <CartErrorMessage message={cartError} onDismiss={dismiss} variant="toast" />
        </div>
      ) : null}
    </>
  );
}
