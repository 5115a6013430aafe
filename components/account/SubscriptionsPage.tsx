import Link from 'next/link';
import { useRouter } from 'next/router';
import {
  isSubscriptionAction,
  isSubscriptionError,
  subscriptionDoneMessage,
  subscriptionErrorMessage,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';
import { SUBSCRIPTION_PRODUCTS } from '@/lib/account/subscription-paths';
import { SubscriptionCard } from './SubscriptionCard';
import styles from './subscriptions.module.css';

/** The outcome a plain form's 303 names (`?done=paused`, `?error=not_found`), in words. */
function outcomeOf(
  query: Record<string, unknown>,
): { kind: 'done' | 'error'; text: string } | null {
  if (isSubscriptionAction(query.done))
    return { kind: 'done', text: subscriptionDoneMessage(query.done) };
  if (isSubscriptionError(query.error))
    return { kind: 'error', text: subscriptionErrorMessage(query.error) };
  return null;
}

/** /account/subscriptions: each contract, what it delivers, how often, next date, price, status. */
export function SubscriptionsPage({ contracts }: { contracts: SubscriptionContract[] }) {
  const outcome = outcomeOf(useRouter().query);
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>Your subscriptions</h1>
      {outcome && (
        <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={styles[outcome.kind]}>
          {outcome.text}
        </p>
      )}
      {contracts.length === 0 ? (
        <p>
          You have no subscriptions yet.{' '}
          <Link prefetch={false} href={SUBSCRIPTION_PRODUCTS}>
            Browse products you can subscribe to
          </Link>
          .
        </p>
      ) : (
        <ul className={styles.list}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <SubscriptionCard initial={contract} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link prefetch={false} href="/account">
          Back to your account
        </Link>
      </p>
    </article>
  );
}
