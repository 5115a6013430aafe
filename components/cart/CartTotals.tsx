import { cartTotals, discountPercentage, formatCartPrice, toMinorUnits } from '@/lib/pricing';
import type { Cart, Money } from '@/lib/shopify/types';
import styles from './cart-drawer.module.css';

/**
 * The basket's totals (SPEC §3: the subtotal shown as the total, then the total after discount).
 * They come from the cart, never from the lines, so an order-level code (which the platform
 * allocates to the cart, not to lines) shows here as the percentage and the code.
 */
export function CartTotals({
  cart,
  currency,
  pending,
}: {
  cart: Cart;
  currency: string;
  pending: boolean;
}) {
  const { shown, afterDiscount } = cartTotals(cart);
  const percentage = discountPercentage(shown, afterDiscount);
  const saved = toMinorUnits(shown.amount) - toMinorUnits(afterDiscount.amount);
  const codes = cart.discountCodes.filter((c) => c.applicable).map((c) => c.code);
  const format = (amount: Money) => formatCartPrice(amount, currency);

  return (
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
  );
}
