import { useRef } from 'react';
import type { CustomerProfile } from '@/lib/account/customer-api';
import { CART_ID_FIELD, useAttachCart } from './use-account-cart';
import styles from './account.module.css';

/** The customer's name as they gave it; null when they have not (a first sign-in has none). */
export function customerName(customer: Pick<CustomerProfile, 'firstName' | 'lastName'>) {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/**
 * The account page's body: who is signed in, and Sign out (a plain POST form, so it works before
 * or without JavaScript; with it, the form also names the basket so the server can detach it).
 */
export function AccountOverview({ customer }: { customer: CustomerProfile }) {
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
      </dl>
      <form method="post" action="/api/account/logout">
        <input ref={cartField} type="hidden" name={CART_ID_FIELD} defaultValue="" />
        <button type="submit" className="btn btn-primary">
          Sign out
        </button>
      </form>
    </article>
  );
}
