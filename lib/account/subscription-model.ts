/**
 * Subscription contracts as the account shows them, and the rules both sides share (the page in
 * the browser, the API route on the server): which actions a status allows, the outcome keys the
 * route answers, and what each outcome says in words. No server code here: the page loads it.
 */

/** The page the subscriptions are on, and where a plain form's answer lands. */
export const SUBSCRIPTIONS_PAGE = '/account/subscriptions';
/** The route the page's forms post to (pages/api/account/subscriptions.ts). */
export const SUBSCRIPTIONS_API = '/api/account/subscriptions';
/** The form fields of a change. */
export const SUBSCRIPTION_FIELDS = { action: 'action', contract: 'contract', cycle: 'cycle' };
/** The page's query keys: a plain form's outcome, and the contract whose cancel is to confirm. */
export const SUBSCRIPTION_QUERY = { done: 'done', error: 'error', cancel: 'cancel' };

export type SubscriptionStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED' | 'STALE';
export type SubscriptionInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionLine {
  id: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  /** The price of one, per delivery. */
  price: { amount: string; currencyCode: string };
}

/** The next cycle the platform will bill, or the one skipped in its place. */
export interface UpcomingCycle {
  index: number;
  /** ISO date-time. */
  date: string;
  skipped: boolean;
}

export interface SubscriptionContract {
  id: string;
  status: SubscriptionStatus;
  /** ISO date-time; null once the contract has ended. */
  nextBillingDate: string | null;
  delivery: { interval: SubscriptionInterval; count: number };
  lines: SubscriptionLine[];
  /** The price of one delivery: the lines' totals. */
  total: { amount: string; currencyCode: string };
  upcoming: UpcomingCycle | null;
}

export const SUBSCRIPTION_ACTIONS = ['skip', 'unskip', 'pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export function isSubscriptionAction(value: unknown): value is SubscriptionAction {
  return typeof value === 'string' && (SUBSCRIPTION_ACTIONS as readonly string[]).includes(value);
}

/** A contract's id as the platform writes it: `gid://shopify/SubscriptionContract/<digits>`. */
const CONTRACT_ID = /^gid:\/\/shopify\/SubscriptionContract\/[0-9]{1,30}$/;

export function isContractId(value: unknown): value is string {
  return typeof value === 'string' && CONTRACT_ID.test(value);
}

/** The actions the page offers for a contract: each only where its status allows it. */
export function allowedActions(contract: SubscriptionContract): SubscriptionAction[] {
  const actions: SubscriptionAction[] = [];
  if (contract.status === 'ACTIVE' && contract.upcoming)
    actions.push(contract.upcoming.skipped ? 'unskip' : 'skip');
  if (contract.status === 'ACTIVE') actions.push('pause');
  if (contract.status === 'PAUSED') actions.push('resume');
  if (contract.status === 'ACTIVE' || contract.status === 'PAUSED') actions.push('cancel');
  return actions;
}

/** What went wrong, as a key: the route answers it (and puts it in the URL), the page says it. */
export const SUBSCRIPTION_ERRORS = [
  'not_found',
  'not_allowed',
  'ended',
  'cycle',
  'bad_request',
  'platform',
] as const;
export type SubscriptionError = (typeof SUBSCRIPTION_ERRORS)[number];

export function isSubscriptionError(value: unknown): value is SubscriptionError {
  return typeof value === 'string' && (SUBSCRIPTION_ERRORS as readonly string[]).includes(value);
}

const DONE: Record<SubscriptionAction, string> = {
  skip: 'The next delivery is skipped.',
  unskip: 'The next delivery is back on.',
  pause: 'Your subscription is paused. Nothing will be sent or charged until you resume it.',
  resume: 'Your subscription is active again.',
  cancel: 'Your subscription is cancelled. Nothing more will be sent or charged.',
};

const ERROR: Record<SubscriptionError, string> = {
  not_found: 'We could not find that subscription in your account.',
  not_allowed: 'That change is not possible for this subscription as it stands now.',
  ended: 'This subscription has ended and can no longer be changed.',
  cycle: 'That delivery can no longer be changed: it has been billed or was changed already.',
  bad_request: 'That change could not be understood. Please try again from this page.',
  platform: 'The shop could not reach the subscription service. Please try again shortly.',
};

export function subscriptionDoneMessage(action: SubscriptionAction): string {
  return DONE[action];
}

export function subscriptionErrorMessage(error: SubscriptionError): string {
  return ERROR[error];
}

const UNIT: Record<SubscriptionInterval, string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

/** `{ WEEK, 2 }` → "every 2 weeks"; `{ MONTH, 1 }` → "every month". */
export function deliveryFrequency({ interval, count }: SubscriptionContract['delivery']): string {
  const unit = UNIT[interval];
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
}

const STATUS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Ended',
  FAILED: 'Payment failed',
  STALE: 'Needs attention',
};

export function statusLabel(status: SubscriptionStatus): string {
  return STATUS[status];
}

/** A date the customer reads, the same on the server and in the browser: "16 December 2026". */
export function deliveryDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** What a contract delivers, in a few words: "Signature Espresso Beans (250 g) × 2". */
export function contractProduct(contract: Pick<SubscriptionContract, 'lines'>): string {
  return contract.lines
    .map((line) => {
      const name = line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title;
      return line.quantity > 1 ? `${name} × ${line.quantity}` : name;
    })
    .join(', ');
}
