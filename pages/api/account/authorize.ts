import type { NextApiRequest, NextApiResponse } from 'next';
import { completeSignIn } from '@/lib/account/sign-in';
import { signInProblemPath } from '@/lib/account/return-path';
import { signalSignedIn } from '@/lib/account/signal-cookies';

/**
 * The sign-in callback registered with the Customer Account API, `/account/authorize` (proxy.ts
 * rewrites it here: an API route adds nothing to every page's route manifest). Checks the answer
 * against the sign-in this browser started (lib/account/sign-in.ts) and lands on the page it
 * started from. A wrong or replayed state, a bad verifier, an expired code or the platform's own
 * `error` lands on /account saying so (`?sign_in=<reason>`), with a way to try again. A sign-in
 * also leaves the readable signals of lib/account/signals.ts: the signed-in hint (the cart engine
 * attaches its cart) and the `Signed In` event for analytics, with the customer's number only.
 */
export default async function authorize(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const outcome = await completeSignIn(req, res);
  if (outcome.ok) signalSignedIn(req, res, outcome.customerId);
  res.redirect(303, outcome.ok ? outcome.returnTo : signInProblemPath(outcome.reason));
}
