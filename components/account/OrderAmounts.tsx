import type { OrderDetail } from '@/lib/account/orders';
import { formatCartPrice } from '@/lib/pricing/format';
import styles from './orders.module.css';

type Row = { term: string; value: string; total?: boolean };

/** The rows the order has figures for: a discount only when there is one, tax only when given. */
export function orderAmountRows(order: OrderDetail): Row[] {
  const rows: Row[] = [];
  if (order.subtotal) rows.push({ term: 'Subtotal', value: formatCartPrice(order.subtotal) });
  if (order.discount)
    rows.push({
      term: 'Discount',
      value: formatCartPrice({ ...order.discount, amount: `-${order.discount.amount}` }),
    });
  rows.push({
    term: 'Shipping',
    value: Number(order.shipping.amount) === 0 ? 'Free' : formatCartPrice(order.shipping),
  });
  if (order.tax) rows.push({ term: 'Tax', value: formatCartPrice(order.tax) });
  rows.push({ term: 'Total', value: formatCartPrice(order.total), total: true });
  return rows;
}

/** An order's subtotal, discount, shipping, tax and total, as a definition list. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  return (
    <dl className={styles.amounts}>
      {orderAmountRows(order).map((row) => (
        <div key={row.term} className={row.total ? styles.amountTotal : undefined}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
