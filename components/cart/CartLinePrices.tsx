import { laterOrderUnitPrice } from '@/components/cart/cart-line-label';
import {
  displayedUnitPrice,
  formatCartPrice,
  lineDiscount,
  struckThroughPrice,
  toMinorUnits,
} from '@/lib/pricing';
import type { CartLine, Money } from '@/lib/shopify/types';
import styles from './cart-drawer.module.css';

/**
 * A basket line's unit prices: the price now (the line subtotal less its discount, per unit), the
 * price it replaces, a first-order note, and the line's discount.
 */
export function CartLinePrices({ line, currency }: { line: CartLine; currency: string }) {
  const unit = line.cost.amountPerQuantity;
  const discount = lineDiscount(line);
  const discounted = toMinorUnits(discount.amount) > 0;
  const current = discounted ? displayedUnitPrice(line) : unit;
  const was = struckThroughPrice({
    now: current,
    regular: unit,
    compareAt: line.cost.compareAtAmountPerQuantity,
    discounted,
  });
  // A first-order price (struck against the full price) says it is for the first order only.
  const later = laterOrderUnitPrice(line);
  const format = (amount: Money) => formatCartPrice(amount, currency);

  return (
    <p className={styles.linePrices}>
      {was ? (
        <s className={styles.was}>
          <span className="visually-hidden">was </span>
          {format(was)}
        </s>
      ) : null}
      <span>
        <span className={styles.now}>
          {was ? <span className="visually-hidden">now </span> : null}
          {format(current)}
        </span>{' '}
        each
        {later ? ` for the first order, then ${format(later)}` : null}
      </span>
      {discounted ? <span className={styles.discount}>−{format(discount)} discount</span> : null}
    </p>
  );
}
