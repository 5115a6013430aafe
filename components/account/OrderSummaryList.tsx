import Link from 'next/link';
import { accountRoutePath } from '@/lib/account/account-route';
import type { OrderSummary } from '@/lib/account/orders';
import { formatCartPrice } from '@/lib/pricing/format';
import styles from './orders.module.css';

/** "1 line", "3 lines"; an unknown count reads "Not known". */
export function lineCountWords(count: number | null): string {
  if (count === null) return 'Not known';
  return `${count} ${count === 1 ? 'line' : 'lines'}`;
}

/** An order's page, or null for an id that names no page (not `gid://shopify/Order/<n>`). */
export function orderHref(order: Pick<OrderSummary, 'idNumber'>): string | null {
  return order.idNumber ? accountRoutePath({ kind: 'order', orderNumber: order.idNumber }) : null;
}

function OrderCard({ order, Heading }: { order: OrderSummary; Heading: 'h2' | 'h3' }) {
  const href = orderHref(order);
  return (
    <li className={styles.card}>
      <Heading className={styles.cardTitle}>
        {href ? (
          <Link prefetch={false} href={href}>
            Order {order.name}
          </Link>
        ) : (
          `Order ${order.name}`
        )}
      </Heading>
      <dl className={styles.facts}>
        <OrderStatusFacts order={order} />
        <div>
          <dt>Lines</dt>
          <dd>{lineCountWords(order.lineCount)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatCartPrice(order.total)}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * Orders as a list of cards, newest first: each titled by its name (a link to its page) at the
 * heading level the page needs, with its date, statuses, line count and total.
 */
export function OrderSummaryList({
  orders,
  headingLevel,
  label,
}: {
  orders: OrderSummary[];
  headingLevel: 2 | 3;
  label: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.cards} aria-label={label}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} Heading={Heading} />
      ))}
    </ol>
  );
}

/** When an order was placed and where its payment and fulfilment stand: a list's first facts. */
export function OrderStatusFacts({
  order,
}: {
  order: Pick<OrderSummary, 'placedAt' | 'placedOn' | 'financialStatus' | 'fulfillmentStatus'>;
}) {
  return (
    <>
      <div>
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.placedAt}>{order.placedOn}</time>
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{order.financialStatus ?? 'Not known'}</dd>
      </div>
      <div>
        <dt>Fulfilment</dt>
        <dd>{order.fulfillmentStatus ?? 'Not known'}</dd>
      </div>
    </>
  );
}
