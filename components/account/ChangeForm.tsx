import type { FormEvent, ReactNode } from 'react';
import {
  SUBSCRIPTION_FIELDS,
  SUBSCRIPTIONS_API,
  type SubscriptionAction,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';

/** One change of a contract as a plain POST form: it works before and without JavaScript. */
export function ChangeForm(props: {
  action: SubscriptionAction;
  contract: SubscriptionContract;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const { action, contract } = props;
  const cycle = action === 'skip' || action === 'unskip' ? contract.upcoming?.index : undefined;
  return (
    <form method="post" action={SUBSCRIPTIONS_API} onSubmit={props.onSubmit}>
      <input type="hidden" name={SUBSCRIPTION_FIELDS.action} value={action} />
      <input type="hidden" name={SUBSCRIPTION_FIELDS.contract} value={contract.id} />
      {cycle !== undefined && (
        <input type="hidden" name={SUBSCRIPTION_FIELDS.cycle} value={String(cycle)} />
      )}
      <button type="submit" className={props.className ?? 'btn'}>
        {props.children}
      </button>
    </form>
  );
}
