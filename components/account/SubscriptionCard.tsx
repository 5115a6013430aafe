import { useRef, useState, type FormEvent } from 'react';
import { formatCartPrice } from '@/lib/pricing/format';
import {
  allowedActions,
  contractProduct,
  deliveryDate,
  deliveryFrequency,
  statusLabel,
  SUBSCRIPTION_QUERY,
  SUBSCRIPTIONS_PAGE,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';
import { CancelConfirm } from './CancelConfirm';
import { ChangeForm } from './ChangeForm';
import { useSubscriptionChange } from './use-subscription-change';
import styles from './subscriptions.module.css';

const ACTION_LABEL = {
  skip: 'Skip next delivery',
  unskip: 'Unskip next delivery',
  pause: 'Pause subscription',
  resume: 'Resume subscription',
} as const;

function NextDelivery({ contract }: { contract: SubscriptionContract }) {
  if (contract.status === 'PAUSED') return <>None while paused</>;
  if (!contract.nextBillingDate) return <>None</>;
  const skipped = contract.upcoming?.skipped ? contract.upcoming.date : null;
  return (
    <>
      {deliveryDate(contract.nextBillingDate)}
      {skipped && (
        <span className={styles.note}> (the one on {deliveryDate(skipped)} is skipped)</span>
      )}
    </>
  );
}

/**
 * One subscription: what it delivers, how often, the next date, the price and the status, with
 * the changes its status allows. Each change is a plain POST form (it works without JavaScript);
 * with it, the form is sent by fetch and the card shows the contract the platform answered.
 * Cancel asks first (./CancelConfirm.tsx), opened by `confirming` on a page without JavaScript.
 */
export function SubscriptionCard(props: { initial: SubscriptionContract; confirming: boolean }) {
  const { contract, notice, pending, submit } = useSubscriptionChange(props.initial);
  const [confirming, setConfirming] = useState(props.confirming);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const actions = allowedActions(contract);
  const headingId = `subscription-${contract.id.split('/').pop()}`;

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(event.currentTarget)) {
      setConfirming(false);
      // The button pressed may be gone (the status changed): focus stays in the card.
      heading.current?.focus();
    }
  };
  const closeConfirm = () => {
    setConfirming(false);
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  return (
    <article className={styles.card} aria-labelledby={headingId} aria-busy={pending}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.product}>
        {contractProduct(contract)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={styles.status} data-status={contract.status}>
              {statusLabel(contract.status)}
            </span>
          </dd>
        </div>
        <div>
          <dt>How often</dt>
          <dd>Delivered {deliveryFrequency(contract.delivery)}</dd>
        </div>
        <div>
          <dt>Next delivery</dt>
          <dd>
            <NextDelivery contract={contract} />
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatCartPrice(contract.total)} a delivery</dd>
        </div>
      </dl>
      <div role="status" className={styles.done}>
        {notice?.kind === 'done' ? notice.text : ''}
      </div>
      <div role="alert" className={styles.error}>
        {notice?.kind === 'error' ? notice.text : ''}
      </div>
      {actions.length > 0 && !confirming && (
        <div className={styles.actions}>
          {actions.map((action) =>
            action === 'cancel' ? (
              <form
                key={action}
                method="get"
                action={SUBSCRIPTIONS_PAGE}
                onSubmit={(event) => {
                  event.preventDefault();
                  setConfirming(true);
                }}
              >
                <input type="hidden" name={SUBSCRIPTION_QUERY.cancel} value={contract.id} />
                <button ref={cancelButton} type="submit" className={`btn ${styles.quiet}`}>
                  Cancel subscription
                </button>
              </form>
            ) : (
              <ChangeForm key={action} action={action} contract={contract} onSubmit={onChange}>
                {ACTION_LABEL[action]}
              </ChangeForm>
            ),
          )}
        </div>
      )}
      {confirming && actions.includes('cancel') && (
        <CancelConfirm contract={contract} onSubmit={onChange} onKeep={closeConfirm} />
      )}
    </article>
  );
}
