import Link from 'next/link';
import { useRouter } from 'next/router';
import {
  allowedActions,
  isContractId,
  isSubscriptionAction,
  isSubscriptionError,
  subscriptionDoneMessage,
  subscriptionErrorMessage,
  SUBSCRIPTION_QUERY,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';
import { SubscriptionCard } from './SubscriptionCard';
import styles from './subscriptions.module.css';

/** The listing the empty page points to. */
const SUBSCRIPTION_PRODUCTS = '/collections/subscriptions';

/** A plain form's outcome from the URL, said in words; only keys of a fixed set are read. */
function FormOutcome() {
  const { query } = useRouter();
  const done = query[SUBSCRIPTION_QUERY.done];
  const error = query[SUBSCRIPTION_QUERY.error];
  if (isSubscriptionAction(done))
    return (
      <p role="status" className={styles.banner}>
        {subscriptionDoneMessage(done)}
      </p>
    );
  if (isSubscriptionError(error))
    return (
      <p role="alert" className={`${styles.banner} ${styles.bannerError}`}>
        {subscriptionErrorMessage(error)}
      </p>
    );
  return null;
}

/**
 * /account/subscriptions: each of the customer's subscription contracts with the changes its
 * status allows (./SubscriptionCard.tsx); none yet → a link to the subscription products.
 * `?cancel=<id>` (the cancel button without JavaScript) opens that contract's confirmation,
 * only for a contract listed here that may be cancelled.
 */
export function SubscriptionsPage({ contracts }: { contracts: SubscriptionContract[] }) {
  const { query } = useRouter();
  const cancel = query[SUBSCRIPTION_QUERY.cancel];
  const confirming = isContractId(cancel) ? cancel : null;
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account">Your account</Link>
      </p>
      <h1 className={styles.title}>Your subscriptions</h1>
      <FormOutcome />
      {contracts.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no subscriptions yet.</p>
          <p>
            <Link href={SUBSCRIPTION_PRODUCTS} className="btn btn-primary">
              Browse subscription products
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <SubscriptionCard
                initial={contract}
                confirming={
                  confirming === contract.id && allowedActions(contract).includes('cancel')
                }
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
