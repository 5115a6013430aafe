import { useRef, useState } from 'react';
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
 * The polite live region for cart changes. Two are mounted, one beside the page (CartStatus) and
 * one in the drawer, because a live region must exist before its text changes to be heard, and
 * while the drawer is open as a modal `<dialog>` the browser takes everything outside it out of
 * the accessibility tree. Only the `active` one speaks (and carries the test id); an announcement
 * already made when it becomes active is not said again.
 */
export function CartAnnouncer({ active }: { active: boolean }) {
  const announcement = useShopStore((s) => s.announcement);
  // `stale`: the announcement there was when this region became active, until it changes.
  const [seen, setSeen] = useState({ active, stale: announcement as string | null });
  if (seen.active !== active) setSeen({ active, stale: announcement });
  else if (seen.stale !== null && seen.stale !== announcement) setSeen({ active, stale: null });
  const text = active && announcement !== seen.stale ? announcement : '';
  return (
    <div
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-testid={active ? 'cart-announcer' : undefined}
    >
      {text}
    </div>
  );
}

/**
 * Announces cart changes while the drawer is closed (CartAnnouncer) and shows cart errors then.
 * Errors go where the shopper is: while the drawer is open it shows them
 * itself, inside its focus trap (a box out here could neither be reached by Tab nor avoid covering
 * the drawer's Checkout); while it is closed they show here as a toast above any bottom bar, with
 * room reserved at the end of the page. The store clears the error when the next action succeeds.
 */
export function CartStatus() {
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
      <CartAnnouncer active={!cartOpen} />
      {showToast ? (
        <div ref={toastRef} className={styles.toast}>
          <CartErrorMessage message={cartError} onDismiss={dismiss} variant="toast" />
        </div>
      ) : null}
    </>
  );
}
