import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import {
  contractProduct,
  SUBSCRIPTIONS_PAGE,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';
import { ChangeForm } from './ChangeForm';
import styles from './subscriptions.module.css';

/**
 * The second, explicit step of a cancel: a question naming the subscription, "Yes, cancel" (the
 * POST) and "Keep subscription". Focus moves to "Keep subscription" (the harmless choice) when it
 * opens; Escape or "Keep" closes it and returns focus to "Cancel subscription". Without
 * JavaScript it is the page itself at `?cancel=<id>`, and "Keep" a link back.
 */
export function CancelConfirm(props: {
  contract: SubscriptionContract;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeep: () => void;
}) {
  const questionId = useId();
  const detailId = useId();
  const keep = useRef<HTMLAnchorElement>(null);
  useEffect(() => keep.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    props.onKeep();
  };
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      aria-describedby={detailId}
      className={styles.confirm}
      onKeyDown={onKeyDown}
    >
      <p id={questionId} className={styles.question}>
        Cancel your subscription to {contractProduct(props.contract)}?
      </p>
      <p id={detailId}>Nothing more will be sent or charged. This cannot be undone.</p>
      <div className={styles.actions}>
        <ChangeForm
          action="cancel"
          contract={props.contract}
          onSubmit={props.onSubmit}
          className={`btn ${styles.danger}`}
        >
          Yes, cancel
        </ChangeForm>
        <a
          ref={keep}
          href={SUBSCRIPTIONS_PAGE}
          className="btn"
          onClick={(event) => {
            event.preventDefault();
            props.onKeep();
          }}
        >
          Keep subscription
        </a>
      </div>
    </div>
  );
}
