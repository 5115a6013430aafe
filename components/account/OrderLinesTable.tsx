import type { OrderLine } from '@/lib/account/orders';
import { formatCartPrice } from '@/lib/pricing/format';
import styles from './orders.module.css';

const price = (money: OrderLine['price']) => (money ? formatCartPrice(money) : 'Not known');

/**
 * An order's lines as a table: the item (its title, variant and, on a subscription line, its plan)
 * heads each row; then the quantity, the price each and the line's total after its own discounts.
 */
export function OrderLinesTable({ lines, orderName }: { lines: OrderLine[]; orderName: string }) {
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">Items in order {orderName}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row">
              <span className={styles.lineTitle}>{line.title}</span>
              {line.variantTitle && <span className={styles.lineNote}>{line.variantTitle}</span>}
              {line.subscription && (
                <span className={styles.subscription}>Subscription: {line.subscription}</span>
              )}
            </th>
            <td>{line.quantity}</td>
            <td>{price(line.price)}</td>
            <td>{price(line.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
