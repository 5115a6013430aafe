import { CartTotals } from '@/components/cart/CartTotals';
import type { Cart } from '@/lib/shopify/types';
import styles from './cart-drawer.module.css';

interface Props {
  cart: Cart;
  currency: string;
  /** The visible checkout label (the CMS text, or "Checkout"). */
  checkoutLabel: string;
  /** Accessible name for the checkout link when the visible label lacks the word "checkout". */
  checkoutAccessibleName?: string | undefined;
  note: string | null;
  /** A cart mutation is queued or in flight: totals are about to change. */
  pending: boolean;
  /** Called when the shopper follows the checkout link. */
  onCheckout?: (() => void) | undefined;
}

/** The order summary: totals (CartTotals), the delivery note and the checkout link. */
export function CartSummary({
  cart,
  currency,
  checkoutLabel,
  checkoutAccessibleName,
  note,
  pending,
  onCheckout,
}: Props) {
  // No checkout while the platform has not given a URL yet (the optimistic first cart has '',
  // which as an href would reload this page) or while a change is in flight (the checkout would
  // show the cart as it was before the change).
  const checkoutReady = cart.checkoutUrl !== '' && !pending;

  return (
    <section className={styles.summary} aria-label="Order summary">
      <CartTotals cart={cart} currency={currency} pending={pending} />
      <p className={styles.note}>{note ?? 'Delivery and taxes are calculated at checkout.'}</p>
      {checkoutReady ? (
        <a
          href={cart.checkoutUrl}
          className={`btn btn-primary btn-block ${styles.checkout}`}
          aria-label={checkoutAccessibleName}
          onClick={() => onCheckout?.()}
        >
          {checkoutLabel}
        </a>
      ) : (
        // The same element without an href: a link role and aria-disabled keep it announced as a
        // disabled "Checkout", and tabIndex keeps it focusable, so focus that sat on it when a
        // change started is not dropped to <body> (outside the drawer's focus trap).
        <a
          role="link"
          aria-disabled="true"
          tabIndex={0}
          className={`btn btn-primary btn-block ${styles.checkout}`}
          aria-label={checkoutAccessibleName}
        >
          {checkoutLabel}
        </a>
      )}
    </section>
  );
}
