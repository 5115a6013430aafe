import { useState } from 'react';
import {
  contractProduct,
  subscriptionDoneMessage,
  subscriptionErrorMessage,
  SUBSCRIPTIONS_PAGE,
  type SubscriptionAction,
  type SubscriptionContract,
} from '@/lib/account/subscription-model';
import { signInPath } from '@/lib/account/return-path';
import { SUBSCRIPTIONS_API } from '@/lib/account/subscription-paths';
import {
  emitSubscriptionEvent,
  type SubscriptionEventName,
} from '@/lib/integrations/subscription-events';

export interface ChangeNotice {
  kind: 'done' | 'error';
  text: string;
}

/** The analytics event of each change the platform confirmed (unskip has none). */
const EVENT: Partial<Record<SubscriptionAction, SubscriptionEventName>> = {
  skip: 'Subscription Skipped',
  pause: 'Subscription Paused',
  resume: 'Subscription Resumed',
  cancel: 'Subscription Cancelled',
};

type Answer =
  | { ok: true; action: SubscriptionAction; contract: SubscriptionContract }
  | { ok: false; error: string; message?: string };

async function send(form: HTMLFormElement): Promise<{ status: number; answer: Answer | null }> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') body.append(name, value);
  // Not `form.action`: the form's field named "action" shadows that property (DOM clobbering).
  const response = await fetch(form.getAttribute('action') ?? SUBSCRIPTIONS_API, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body,
    credentials: 'same-origin',
  });
  const answer = (await response.json().catch(() => null)) as Answer | null;
  return { status: response.status, answer };
}

/**
 * One contract on the page and its changes: a change's form is sent by fetch (the same POST the
 * form makes without JavaScript), and the contract shown is the one the platform answered, never
 * the one assumed. A confirmed change goes to the analytics log (sent only after consent).
 */
export function useSubscriptionChange(initial: SubscriptionContract) {
  const [contract, setContract] = useState(initial);
  const [notice, setNotice] = useState<ChangeNotice | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(form: HTMLFormElement): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    setNotice(null);
    try {
      const { status, answer } = await send(form);
      if (status === 401) {
        window.location.assign(signInPath(SUBSCRIPTIONS_PAGE));
        return false;
      }
      if (answer?.ok) {
        setContract(answer.contract);
        setNotice({ kind: 'done', text: subscriptionDoneMessage(answer.action) });
        const name = EVENT[answer.action];
        const properties = {
          subscription_id: answer.contract.id,
          product: contractProduct(answer.contract),
        };
        if (name) emitSubscriptionEvent({ name, properties });
        return true;
      }
      setNotice({ kind: 'error', text: answer?.message ?? subscriptionErrorMessage('platform') });
      return true;
    } catch {
      setNotice({ kind: 'error', text: subscriptionErrorMessage('platform') });
      return true;
    } finally {
      setPending(false);
    }
  }

  return { contract, notice, pending, submit };
}
