/**
 * The account events the analytics tools take (docs/accounts.md, "Signals to the browser"): `Signed
 * In` with the customer's number and, under marketing consent only, their email; `Signed Out`. Sent
 * by ./account-events.ts.
 */
import type { AccountSignal } from '@/lib/account/signals';
import type { Consent } from '@/lib/consent/types';

export type AccountEvent =
  { name: 'Signed In'; userId: string | null; traits: { email?: string } } | { name: 'Signed Out' };

/**
 * Marketing consent, for the email trait: the advertising category chosen explicitly. Unlike the
 * ad tag (SPEC §4), an undecided category never counts, even in the regional opt-out mode.
 */
export function hasMarketingConsent(consent: Pick<Consent, 'advertising'>): boolean {
  return consent.advertising === true;
}

/** The event a signal becomes, with `email` as its only possible trait. */
export function accountEvent(signal: AccountSignal, email: string | null): AccountEvent {
  if (signal.kind === 'signed-out') return { name: 'Signed Out' };
  return { name: 'Signed In', userId: signal.customerId, traits: email ? { email } : {} };
}
