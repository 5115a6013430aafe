import Link from 'next/link';
import { useRef } from 'react';
import type { CustomerProfile } from '@/lib/account/customer-api';
import type { AccountOverview as OverviewData, OrderSummary } from '@/lib/account/orders';
import { markSigningOut } from '@/lib/account/signing-out';
import { OrderSummaryList } from './OrderSummaryList';
import { CART_ID_FIELD, useAttachCart } from './use-account-cart';
import styles from './account.module.css';
import orderStyles from './orders.module.css';

/** The customer's name as they gave it; null when they have not (a first sign-in has none). */
export function customerName(customer: Pick<CustomerProfile, 'firstName' | 'lastName'>) {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

function LatestOrders({ orders }: { orders: OrderSummary[] }) {
  return (
    <section aria-labelledby="latest-orders" className={orderStyles.section}>
      <h2 id="latest-orders" className={orderStyles.sectionTitle}>
        Latest orders
      </h2>
      {orders.length > 0 ? (
        <OrderSummaryList orders={orders} headingLevel={3} label="Latest orders" />
      ) : (
        <p>
          No orders yet. Orders you place while signed in appear here.{' '}
          <Link prefetch={false} href="/">
            Browse the shop
          </Link>
        </p>
      )}
      <p className={styles.actions}>
        <Link prefetch={false} href="/account/orders">
          All orders
        </Link>
        <Link prefetch={false} href="/account/subscriptions">
          Your subscriptions
        </Link>
      </p>
    </section>
  );
}

/**
 * The account page's body: who is signed in (with the default address), the latest orders, and
 * Sign out (a plain POST form, so it works before or without JavaScript; with it, the form also
 * names the basket so the server can detach it).
 */
export function AccountOverview({ customer, latestOrders }: OverviewData) {
  const cartField = useRef<HTMLInputElement>(null);
  useAttachCart(cartField);
  const name = customerName(customer);
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>Your account</h1>
      <p className={styles.greeting}>{name ? `Hello, ${name}.` : 'Hello.'} You are signed in.</p>
      <dl className={styles.details}>
        <div>
          <dt>Name</dt>
          <dd>{name ?? 'Not given yet'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{customer.email ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Default address</dt>
          <dd>
            {customer.address ? (
              <address className={orderStyles.address}>
                {customer.address.map((line, i) => (
                  <span key={i}>{line}</span>
                ))}
              </address>
            ) : (
              'Not given yet'
            )}
          </dd>
        </div>
      </dl>
      <form method="post" action="/api/account/logout" onSubmit={markSigningOut}>
        <input ref={cartField} type="hidden" name={CART_ID_FIELD} defaultValue="" />
        <button type="submit" className="btn btn-primary">
          Sign out
        </button>
      </form>
      <LatestOrders orders={latestOrders} />
    </article>
  );
}
