/**
 * What the footer's sign-up does on submit, loaded only then (it is not part of the first load):
 * the address goes to Segment through the running integrations when Segment is configured and
 * analytics consent is given, else to the orders service (lib/newsletter).
 */
import { config } from '@/lib/config';
import { CONSENT_MODE } from '@/lib/config/consent-mode';
import { isGranted } from '@/lib/consent/decide';
import { subscribeToNewsletter, type NewsletterOutcome } from '@/lib/newsletter/subscribe';
import { useShopStore } from '@/stores/shop-store';

/**
 * How long a sign-up waits for the integrations to start (they start half a second after the
 * first interaction, then at idle: typing the address is that interaction).
 */
const START_WAIT_MS = 5000;

async function toCustomerData(email: string): Promise<boolean> {
  if (!config.integrations.segmentWriteKey) return false;
  const { consent } = useShopStore.getState();
  if (!isGranted(consent, 'analytics', CONSENT_MODE)) return false;
  const { whenIntegrations } = await import('@/lib/integrations/runner');
  const integrations = await whenIntegrations(START_WAIT_MS);
  return integrations ? integrations.signUp(email) : false;
}

/** Signs `email` up; rejects with a NewsletterError when it reached no one. */
export function submitNewsletter(email: string): Promise<NewsletterOutcome> {
  return subscribeToNewsletter(email, {
    ordersHost: config.ordersHost,
    customerData: toCustomerData,
    fetch: (...args) => fetch(...args),
  });
}

/** The words of a finished sign-up; loaded with this module, not with the page. */
export const SIGNED_UP = 'Thanks, you are signed up.';
export const FAILED = 'We could not sign you up just now. Please try again in a moment.';

/**
 * The form's submit once the address passed its check: signs it up and says how it went (a
 * failure is logged and stated plainly). Never rejects.
 */
export async function submitForm(
  email: string,
  submit: (email: string) => Promise<unknown> = submitNewsletter,
): Promise<{ done: boolean; message: string }> {
  try {
    await submit(email.trim());
    return { done: true, message: SIGNED_UP };
  } catch (error) {
    console.warn('[newsletter] sign-up failed', error);
    return { done: false, message: FAILED };
  }
}
