import type { CSSProperties } from 'react';
import { readableTextOn } from '@/components/layout/cta-colors';
import { cartTotals, discountPercentage, formatCartPrice, toMinorUnits } from '@/lib/pricing';
import type { Cart } from '@/lib/shopify/types';
import styles from './cart-drawer.module.css';

interface Props {
  cart: Cart;
  currency: string;
  /** cart settings `cart_summary_hex_color`; null keeps the default panel colour. */
  backgroundColor: string | null;
  checkoutLabel: string;
  note: string | null;
}

/** Totals (SPEC §3: the subtotal shown as the total, then the total after discount) and checkout. */
export function CartSummary({ cart, currency, backgroundColor, checkoutLabel, note }: Props) {
  const { shown, afterDiscount } = cartTotals(cart);
  const percentage = discountPercentage(shown, afterDiscount);
  const saved = toMinorUnits(shown.amount) - toMinorUnits(afterDiscount.amount);
  const codes = cart.discountCodes.filter((c) => c.applicable).map((c) => c.code);
  const format = (amount: { amount: string; currencyCode: string }) =>
    formatCartPrice(amount, currency);
  // A CMS colour gets whichever text colour reads better on it, so the panel stays AA.
  const style = backgroundColor
    ? ({
        background: backgroundColor,
        color: readableTextOn(backgroundColor),
        '--summary-text': readableTextOn(backgroundColor),
      } as CSSProperties)
    : undefined;

  return (
    <section className={styles.summary} style={style} aria-label="Order summary">
      <dl className={styles.totals}>
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
      <a href={cart.checkoutUrl} className={`btn btn-primary btn-block ${styles.checkout}`}>
        {checkoutLabel}
      </a>
    </section>
  );
}
