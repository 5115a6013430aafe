/**
 * The newsletter sign-up: the address must reach someone, and the shopper is told it is done only
 * once it has. It goes to the customer-data tool (an `identify` with the opt-in trait and a sign-up
 * event) when that tool is configured and the visitor's consent lets it run; otherwise, or when the
 * tool fails, to the orders service, which keeps it.
 */

/** The orders service's list (the local platform's `emulators/orders/newsletter.ts`). */
export const NEWSLETTER_PATH = '/newsletter/subscriptions';

/** Who took the address. */
export type NewsletterOutcome = 'customer-data' | 'orders';

/** The sign-up did not reach anyone; the form says so and the opt-in is not saved. */
export class NewsletterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NewsletterError';
  }
}

export interface NewsletterDeps {
  ordersHost: string;
  /**
   * Hands the sign-up to the customer-data tool: true once the tool has taken it, false when it
   * cannot (not configured, no consent, not running). A rejection counts as false, logged.
   */
  customerData(email: string): Promise<boolean>;
  fetch: typeof fetch;
}

/** The orders service's list URL on `ordersHost`. */
export function newsletterUrl(ordersHost: string): string {
  return new URL(NEWSLETTER_PATH, ordersHost).toString();
}

async function postToOrders(email: string, deps: NewsletterDeps): Promise<void> {
  let response: Response;
  try {
    response = await deps.fetch(newsletterUrl(deps.ordersHost), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, email_opt_in: true }),
    });
  } catch (error) {
    throw new NewsletterError('the orders service could not be reached', { cause: error });
  }
  if (!response.ok)
    throw new NewsletterError(`the orders service answered HTTP ${response.status}`);
}

/**
 * Signs `email` up: to the customer-data tool when it takes it, else to the orders service.
 * Resolves with who took it; rejects with a NewsletterError when neither did.
 */
export async function subscribeToNewsletter(
  email: string,
  deps: NewsletterDeps,
): Promise<NewsletterOutcome> {
  try {
    if (await deps.customerData(email)) return 'customer-data';
  } catch (error) {
    console.warn('[newsletter] the customer-data tool did not take the sign-up', error);
  }
  await postToOrders(email, deps);
  return 'orders';
}
