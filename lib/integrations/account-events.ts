/**
 * `Signed In` and `Signed Out` for the analytics tools (docs/accounts.md, "Signals to the
 * browser"), from the one-shot `account_event` cookie the sign-in callback and the sign-out leave
 * (lib/account/signals.ts): the runner checks it when it starts and on every consent change, and
 * sends it once analytics consent is granted, then deletes it. Before consent nothing is sent and
 * the cookie stays (it expires by itself within minutes), so a consent given later in the page
 * still sends it, once. A sign-in identifies the customer by their number only; their email is
 * added as a trait only under marketing consent (the banner's advertising category, chosen
 * explicitly), fetched from the server then, as no readable cookie holds it.
 */
import {
  ACCOUNT_EVENT_COOKIE,
  ANALYTICS_TRAITS_PATH,
  documentCookies,
  parseAccountSignal,
  readCookie,
  type CookieJar,
} from '@/lib/account/signals';
import { isSigningOut } from '@/lib/account/signing-out';
import type { ConsentCategory } from '@/lib/consent/decide';
import type { Consent } from '@/lib/consent/types';
export { accountEvent, hasMarketingConsent, type AccountEvent } from './account-event';
import { accountEvent, hasMarketingConsent, type AccountEvent } from './account-event';
import type { Tools } from './tools';
import { logFailure, type IntegrationModule } from './types';

/** The signed-in customer's email from the server, or null (signed out, or it failed). */
export async function fetchCustomerEmail(): Promise<string | null> {
  const response = await fetch(ANALYTICS_TRAITS_PATH, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const { email } = (await response.json()) as { email?: unknown };
  return typeof email === 'string' && email ? email : null;
}

export interface AccountEventInput {
  modules: readonly IntegrationModule[];
  tools: Tools;
  granted(category: ConsentCategory): boolean;
  getConsent(): Consent;
  cookies?: CookieJar;
  customerEmail?: () => Promise<string | null>;
}

/**
 * Returns the check the runner calls after each evaluation of consent: sends the pending account
 * event to every analytics tool once analytics is granted. Call it after the tools consent allows
 * have been started: a tool still starting holds the event until it runs.
 */
export function createAccountEvents(input: AccountEventInput): () => void {
  const { modules, tools, granted } = input;
  const cookies = input.cookies ?? documentCookies();
  const customerEmail = input.customerEmail ?? fetchCustomerEmail;
  let sent = false;
  const send = (event: AccountEvent) => {
    for (const m of modules)
      if (m.category === 'analytics') tools.send(m, (t) => t.account?.(event));
  };
  return () => {
    // The page that posted the sign-out leaves its event to the page it lands on.
    if (sent || isSigningOut() || !granted('analytics')) return;
    const signal = parseAccountSignal(readCookie(cookies.read(), ACCOUNT_EVENT_COOKIE));
    if (!signal) return;
    sent = true;
    cookies.remove(ACCOUNT_EVENT_COOKIE);
    const marketing = signal.kind === 'signed-in' && hasMarketingConsent(input.getConsent());
    const email = marketing ? customerEmail().catch(() => null) : Promise.resolve(null);
    void email
      .then((value) => send(accountEvent(signal, value)))
      .catch((error: unknown) => logFailure('account events', error));
  };
}
