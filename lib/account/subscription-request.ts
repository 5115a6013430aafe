/**
 * What a subscription change request asks for (the account page's forms, or its fetch), checked
 * before anything reaches the platform, and where a browser without JavaScript is sent after.
 * The redirect carries only keys of a fixed set, never what the request sent.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ChangeRequest } from './subscription-actions';
import {
  isContractId,
  isSubscriptionAction,
  SUBSCRIPTION_FIELDS,
  SUBSCRIPTION_QUERY,
  SUBSCRIPTIONS_PAGE,
  type SubscriptionAction,
  type SubscriptionError,
} from './subscription-model';

const CYCLE = /^[0-9]{1,6}$/;

function one(value: unknown): unknown {
  return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
}

/** The change a form or JSON body asks for, or null when any part of it is malformed. */
export function parseChangeRequest(body: unknown): ChangeRequest | null {
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  const action = one(fields[SUBSCRIPTION_FIELDS.action]);
  const contractId = one(fields[SUBSCRIPTION_FIELDS.contract]);
  if (!isSubscriptionAction(action) || !isContractId(contractId)) return null;
  if (action !== 'skip' && action !== 'unskip') return { action, contractId };
  const cycle = one(fields[SUBSCRIPTION_FIELDS.cycle]);
  const text = typeof cycle === 'number' ? String(cycle) : cycle;
  if (typeof text !== 'string' || !CYCLE.test(text) || Number(text) < 1) return null;
  return { action, contractId, cycleIndex: Number(text) };
}

/** Whether the caller is the page's script (it asks for JSON), not a plain form. */
export function wantsJson(headers: IncomingHttpHeaders): boolean {
  return /\bapplication\/json\b/i.test(String(headers.accept ?? ''));
}

/** Where a plain form lands: the page, with the outcome as a key it says in words. */
export function outcomePath(
  outcome: { done: SubscriptionAction } | { error: SubscriptionError },
): string {
  const query =
    'done' in outcome
      ? `${SUBSCRIPTION_QUERY.done}=${outcome.done}`
      : `${SUBSCRIPTION_QUERY.error}=${outcome.error}`;
  return `${SUBSCRIPTIONS_PAGE}?${query}`;
}
