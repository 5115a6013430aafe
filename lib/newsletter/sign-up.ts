/**
 * Where a newsletter sign-up goes (issue 21 §7): to the customer-data tool (Segment) as an
 * `identify` with the email and the opt-in trait plus a sign-up event, when Segment is configured
 * and may run (analytics consent); otherwise to the orders service, which stores the address (the
 * local platform's `POST /newsletter/subscribers`). Either way the form says "signed up" only once
 * the address was handed over.
 */
import { config } from '@/lib/config';
import { isValidEmail } from '@/lib/consent/email';

export const NEWSLETTER_PATH = '/newsletter/subscribers';

export type NewsletterDestination = 'segment' | 'orders';

/**
 * Segment when it is configured, its consent (analytics) is granted and its runner is up;
 * otherwise the orders service. A visitor who declined analytics still gets the newsletter they
 * asked for, without the customer-data tool hearing of them.
 */
export function newsletterDestination(
  segmentConfigured: boolean,
  analyticsGranted: boolean,
  runnerReady: boolean,
): NewsletterDestination {
  return segmentConfigured && analyticsGranted && runnerReady ? 'segment' : 'orders';
}

/** A sign-up the orders service did not take; `message` is what the visitor reads. */
export class NewsletterError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'NewsletterError';
  }
}

export const TRY_AGAIN = 'We could not sign you up just now. Please try again in a moment.';
export const INVALID_EMAIL = 'Enter an email address like name@example.com.';
export const SIGNED_UP = 'Thanks, you are signed up.';

/**
 * Sends the address to the orders service. Resolves once it answered 2xx; a network failure or
 * any other status rejects with a NewsletterError saying so plainly.
 */
export async function sendToOrdersService(
  email: string,
  ordersHost: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(`${ordersHost}${NEWSLETTER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, email_opt_in: true }),
    });
  } catch (error) {
    throw new NewsletterError(TRY_AGAIN, { cause: error });
  }
  if (response.status === 400) {
    throw new NewsletterError('That email address was not accepted. Please check it.');
  }
  if (!response.ok) throw new NewsletterError(TRY_AGAIN, { cause: response.status });
}

/**
 * Signs `email` up where `newsletterDestination` says. Resolves with the destination once the
 * address was handed over; rejects with a NewsletterError whose message the visitor can read.
 */
export async function signUp(
  email: string,
  analyticsGranted: boolean,
  deps: { segmentConfigured?: boolean; ordersHost?: string; fetch?: typeof fetch } = {},
): Promise<NewsletterDestination> {
  const segmentConfigured = deps.segmentConfigured ?? config.integrations.segmentWriteKey !== null;
  const runner =
    segmentConfigured && analyticsGranted
      ? (await import('@/lib/integrations/runner')).activeIntegrations()
      : null;
  if (newsletterDestination(segmentConfigured, analyticsGranted, runner !== null) === 'segment') {
    // Segment's AnalyticsBrowser takes the calls (buffered until it has loaded, then sent).
    runner?.identify(email);
    return 'segment';
  }
  await sendToOrdersService(email, deps.ordersHost ?? config.ordersHost, deps.fetch);
  return 'orders';
}

/** What the form shows after a submit: whether it is done, and the words to say. */
export interface SignUpOutcome {
  done: boolean;
  message: string;
}

/**
 * The form's submit, whole (loaded on the first submit, so the footer's first-load code stays a
 * few lines): checks the address (SPEC §5 pattern; nothing is sent for a bad one), signs it up and
 * says how it went. Never rejects.
 */
export async function submitSignUp(
  email: string,
  analyticsGranted: boolean,
  deps?: Parameters<typeof signUp>[2],
): Promise<SignUpOutcome> {
  const address = email.trim();
  if (!isValidEmail(address)) return { done: false, message: INVALID_EMAIL };
  try {
    await signUp(address, analyticsGranted, deps);
    return { done: true, message: SIGNED_UP };
  } catch (error) {
    return { done: false, message: error instanceof NewsletterError ? error.message : TRY_AGAIN };
  }
}
