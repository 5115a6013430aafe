import { useRef, type FormEvent } from 'react';
import type { SubscriptionAction, SubscriptionContract } from '@/lib/account/subscription-model';
import { SUBSCRIPTIONS_API } from '@/lib/account/subscription-paths';
import { SUBSCRIPTION_FIELDS } from '@/lib/account/subscription-fields';
import styles from './subscriptions.module.css';

const LABEL: Record<SubscriptionAction, string> = {
  skip: 'Skip next delivery',
  unskip: 'Restore next delivery',
  pause: 'Pause subscription',
  resume: 'Resume subscription',
  cancel: 'Yes, cancel',
};

interface ActionsProps {
  contract: SubscriptionContract;
  actions: SubscriptionAction[];
  product: string;
  pending: boolean;
  submit(form: HTMLFormElement): Promise<boolean>;
}

/**
 * One plain POST form per change (works without JavaScript: the route answers a 303 back here);
 * with it, the form is sent by fetch. Cancelling takes a second, explicit "Yes, cancel" step in a
 * disclosure (<details>, keyboard-complete without script); opening it moves focus to that button.
 */
export function SubscriptionActions({ contract, actions, product, pending, submit }: ActionsProps) {
  const confirm = useRef<HTMLDetailsElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLElement>(null);
  if (actions.length === 0) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget).then((settled) => {
      if (settled && confirm.current?.open) {
        confirm.current.open = false;
        summary.current?.focus();
      }
    });
  }

  const form = (action: SubscriptionAction, className: string) => (
    <form method="post" action={SUBSCRIPTIONS_API} onSubmit={onSubmit}>
      <input type="hidden" name={SUBSCRIPTION_FIELDS.action} value={action} />
      <input type="hidden" name={SUBSCRIPTION_FIELDS.contract} value={contract.id} />
      {contract.upcoming && (
        <input type="hidden" name={SUBSCRIPTION_FIELDS.cycle} value={contract.upcoming.index} />
      )}
      <button
        ref={action === 'cancel' ? yes : undefined}
        type="submit"
        className={className}
        disabled={pending}
      >
        {LABEL[action]}
        <span className="visually-hidden">: {product}</span>
      </button>
    </form>
  );

  return (
    <div className={styles.actions}>
      {actions
        .filter((action) => action !== 'cancel')
        .map((action) => (
          <div key={action}>{form(action, 'btn btn-secondary')}</div>
        ))}
      {actions.includes('cancel') && (
        <details
          ref={confirm}
          className={styles.confirm}
          onToggle={(event) => {
            if (event.currentTarget.open) yes.current?.focus();
          }}
        >
          <summary ref={summary} className="btn btn-secondary">
            Cancel subscription
          </summary>
          <div className={styles.confirmBody}>
            <p>Cancel this subscription? Nothing more will be sent or charged.</p>
            {form('cancel', 'btn btn-primary')}
          </div>
        </details>
      )}
    </div>
  );
}
