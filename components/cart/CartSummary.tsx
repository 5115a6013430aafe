import { useMemo, type CSSProperties } from 'react';
import { readableTextOn } from '@/lib/theme/cta-colors';
import { cartTotals, discountPercentage, formatCartPrice, toMinorUnits } from '@/lib/pricing';
import type { Cart } from '@/lib/shopify/types';
import styles from './cart-drawer.module.css';

interface Props {
  cart: Cart;
  currency: string;
  /** cart settings `cart_summary_hex_color`; null keeps the default panel colour. */
  backgroundColor: string | null;
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

/**
 * Totals (SPEC §3: the subtotal shown as the total, then the total after discount) and checkout.
 * The totals come from the cart, never from the lines, so an order-level code (which the platform
 * allocates to the cart, not to lines) shows here as the percentage and the code.
 */
export function CartSummary({
  cart,
  currency,
  backgroundColor,
  checkoutLabel,
  checkoutAccessibleName,
  note,
  pending,
  onCheckout,
}: Props) {
  const { shown, afterDiscount } = cartTotals(cart);
  const percentage = discountPercentage(shown, afterDiscount);
  const saved = toMinorUnits(shown.amount) - toMinorUnits(afterDiscount.amount);
  const codes = cart.discountCodes.filter((c) => c.applicable).map((c) => c.code);
  const format = (amount: { amount: string; currencyCode: string }) =>
    formatCartPrice(amount, currency);
  // A CMS colour gets whichever text colour reads better on it, so the panel stays AA. Worked out
  // once per colour, not on every cart change: parsing and contrast maths took ~3 ms of an add.
  const style = useMemo(() => {
    if (!backgroundColor) return undefined;
    const text = readableTextOn(backgroundColor);
    return { background: backgroundColor, color: text, '--summary-text': text } as CSSProperties;
  }, [backgroundColor]);
  // No checkout while the platform has not given a URL yet (the optimistic first cart has '',
  // which as an href would reload this page) or while a change is in flight (the checkout would
  // show the cart as it was before the change).
  const checkoutReady = cart.checkoutUrl !== '' && !pending;

  return (
    <section className={styles.summary} style={style} aria-label="Order summary">
      <dl className={styles.totals} aria-busy={pending}>
        <div className={styles.totalRow}>
          <dt>Total</dt>
          <dd className={saved > 0 ? styles.struck : undefined}>
            {saved > 0 ? <span className="visually-hidden">before discount </span> : null}
            {format(shown)}
          </dd>
        </div>
        {saved > 0 ? (
          <>
            <div className={styles.totalRow}>
              <dt>
                Discount
                {codes.length > 0 ? <span className={styles.code}>{codes.join(', ')}</span> : null}
              </dt>
              <dd>−{percentage}%</dd>
            </div>
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>Total after discount</dt>
              <dd>{format(afterDiscount)}</dd>
            </div>
          </>
        ) : null}
      </dl>
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
