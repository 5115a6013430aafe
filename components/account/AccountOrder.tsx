import Link from 'next/link';
import type { OrderDetail } from '@/lib/account/orders';
import { AccountBreadcrumb } from './AccountBreadcrumb';
import { OrderAmounts } from './OrderAmounts';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderStatusFacts } from './OrderSummaryList';
import accountStyles from './account.module.css';
import styles from './orders.module.css';

function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h3 className={styles.addressTitle}>{title}</h3>
      <address className={styles.address}>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
    </div>
  );
}

/** `/account/orders/<n>`: one order's statuses, lines, amounts and addresses. */
export function AccountOrder({ order }: { order: OrderDetail }) {
  const { shippingAddress, billingAddress } = order;
  return (
    <article className={`container ${accountStyles.page}`}>
      <AccountBreadcrumb current={`Order ${order.name}`} inOrders />
      <h1 className={accountStyles.title}>Order {order.name}</h1>
      <dl className={styles.facts}>
        <OrderStatusFacts order={order} />
      </dl>
      <section aria-labelledby="order-items" className={styles.section}>
        <h2 id="order-items" className={styles.sectionTitle}>
          Items
        </h2>
        <OrderLinesTable lines={order.lines} orderName={order.name} />
      </section>
      <section aria-labelledby="order-summary" className={styles.section}>
        <h2 id="order-summary" className={styles.sectionTitle}>
          Summary
        </h2>
        <OrderAmounts order={order} />
      </section>
      {(shippingAddress || billingAddress) && (
        <section aria-labelledby="order-addresses" className={styles.section}>
          <h2 id="order-addresses" className={styles.sectionTitle}>
            Addresses
          </h2>
          <div className={styles.addresses}>
            {shippingAddress && <AddressBlock title="Shipping address" lines={shippingAddress} />}
            {billingAddress && <AddressBlock title="Billing address" lines={billingAddress} />}
          </div>
        </section>
      )}
      <p className={accountStyles.actions}>
        <Link prefetch={false} href="/account/orders">
          All orders
        </Link>
      </p>
    </article>
  );
}
