import Link from 'next/link';
import styles from './orders.module.css';

/** Where an account page sits: Your account › (Your orders ›) the current page. */
export function AccountBreadcrumb({
  current,
  inOrders = false,
}: {
  current: string;
  inOrders?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link prefetch={false} href="/account">
            Your account
          </Link>
        </li>
        {inOrders && (
          <li>
            <Link prefetch={false} href="/account/orders">
              Your orders
            </Link>
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
