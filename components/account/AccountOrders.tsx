import Link from 'next/link';
import { ordersCursorSearch } from '@/lib/account/order-cursor';
import type { OrdersPage } from '@/lib/account/orders';
import { AccountBreadcrumb } from './AccountBreadcrumb';
import { OrderSummaryList } from './OrderSummaryList';
import accountStyles from './account.module.css';
import styles from './orders.module.css';

const ORDERS_PATH = '/account/orders';

function NoOrders() {
  return (
    <div className={styles.empty}>
      <p>You have not placed an order while signed in yet.</p>
      <p>Orders you place while signed in appear here, newest first.</p>
      <p>
        <Link prefetch={false} href="/" className="btn btn-primary">
          Browse the shop
        </Link>
      </p>
    </div>
  );
}

function InvalidCursor() {
  return (
    <div className={styles.empty}>
      <p role="alert">
        This page of your orders could not be shown: its link is out of date or not valid.
      </p>
      <p>
        <Link prefetch={false} href={ORDERS_PATH} className="btn btn-secondary">
          Go to your latest orders
        </Link>
      </p>
    </div>
  );
}

function Pagination({ page }: { page: OrdersPage }) {
  if (!page.newer && !page.older) return null;
  return (
    <nav aria-label="Pages of your orders" className={styles.pagination}>
      {page.newer && (
        <Link prefetch={false} rel="prev" href={`${ORDERS_PATH}${ordersCursorSearch(page.newer)}`}>
          Newer orders
        </Link>
      )}
      {page.older && (
        <Link prefetch={false} rel="next" href={`${ORDERS_PATH}${ordersCursorSearch(page.older)}`}>
          Older orders
        </Link>
      )}
    </nav>
  );
}

function OrdersBody({ page }: { page: OrdersPage | null }) {
  if (page === null) return <InvalidCursor />;
  if (page.orders.length === 0 && !page.newer) return <NoOrders />;
  return (
    <>
      {page.orders.length > 0 ? (
        <OrderSummaryList orders={page.orders} headingLevel={2} label="Your orders" />
      ) : (
        <p className={styles.empty}>There are no older orders.</p>
      )}
      <Pagination page={page} />
    </>
  );
}

/** `/account/orders`: a page of the customer's orders, newest first, paged by plain links. */
export function AccountOrders({ page }: { page: OrdersPage | null }) {
  return (
    <article className={`container ${accountStyles.page}`}>
      <AccountBreadcrumb current="Your orders" />
      <h1 className={accountStyles.title}>Your orders</h1>
      <OrdersBody page={page} />
    </article>
  );
}
