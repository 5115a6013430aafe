/**
 * The orders service's newsletter list: `POST /newsletter/subscriptions` with
 * `{ "email": "…", "email_opt_in": true }` keeps the address (in memory, like every other state of
 * the local platform) and answers 201, or 200 when it was already on the list. It is where the
 * shop's sign-up goes when no customer-data tool takes it.
 */
import { json, readJson } from '../http';

export const NEWSLETTER_PATH = '/newsletter/subscriptions';

/** Loose on purpose (the shop checks the SPEC §5 pattern): one @, something either side. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const MAX_EMAIL = 254;

export interface NewsletterList {
  handle(request: Request): Promise<Response>;
  /** The addresses signed up, in order (for tests). */
  subscribers(): string[];
  reset(): void;
}

export function createNewsletterList(): NewsletterList {
  const list = new Map<string, { optIn: boolean; at: string }>();
  return {
    async handle(request) {
      if (request.method !== 'POST') {
        return json({ error: 'method not allowed' }, 405, { allow: 'POST, OPTIONS' });
      }
      const body = await readJson(request).catch(() => null);
      const email = (body as { email?: unknown } | null)?.email;
      if (typeof email !== 'string' || email.length > MAX_EMAIL || !EMAIL.test(email.trim())) {
        return json({ error: 'email is missing or not an address' }, 400);
      }
      const address = email.trim().toLowerCase();
      const known = list.has(address);
      const optIn = (body as { email_opt_in?: unknown }).email_opt_in === true;
      list.set(address, { optIn, at: new Date().toISOString() });
      return json({ subscribed: true }, known ? 200 : 201);
    },
    subscribers: () => [...list.keys()],
    reset: () => list.clear(),
  };
}
