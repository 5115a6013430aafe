import { useId } from 'react';
import {
  allowedActions,
  contractProduct,
  deliveryDate,
  deliveryFrequency,
  statusLabel,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';
import { formatCartPrice } from '@/lib/pricing/format';
import { SubscriptionActions } from './SubscriptionActions';
import { useSubscriptionChange } from './use-subscription-change';
import styles from './subscriptions.module.css';

/** One contract: what, how often, next date, price, status; then the changes its status allows. */
export function SubscriptionCard({ initial }: { initial: SubscriptionContract }) {
  const change = useSubscriptionChange(initial);
  const { contract, notice } = change;
  const headingId = useId();
  const product = contractProduct(contract);
  const next = contract.upcoming;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.product}>
        {product}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(contract.status)}</dd>
        </div>
        <div>
          <dt>Delivered</dt>
          <dd>{deliveryFrequency(contract.delivery)}</dd>
        </div>
        <div>
          <dt>Next delivery</dt>
          <dd>
            {next && contract.status === 'ACTIVE'
              ? `${deliveryDate(next.date)}${next.skipped ? ' (skipped)' : ''}`
              : 'None planned'}
          </dd>
        </div>
        <div>
          <dt>Price per delivery</dt>
          <dd>{formatCartPrice(contract.total)}</dd>
        </div>
      </dl>
      <p role="status" aria-live="polite" className={notice ? styles[notice.kind] : undefined}>
        {notice?.text}
      </p>
      <SubscriptionActions
        contract={contract}
        actions={allowedActions(contract)}
        product={product}
        pending={change.pending}
        submit={change.submit}
      />
    </section>
  );
}
