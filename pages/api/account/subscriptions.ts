import type { NextApiRequest, NextApiResponse } from 'next';
import { CustomerApiUnauthorized } from '@/lib/account/customer-api';
import { isSameOriginPost } from '@/lib/account/request-origin';
import { signInPath } from '@/lib/account/return-path';
import { clearSession, getCustomerSession } from '@/lib/account/session';
import { changeSubscription, type SubscriptionChange } from '@/lib/account/subscription-actions';
import {
  SUBSCRIPTIONS_PAGE,
  subscriptionErrorMessage,
  type SubscriptionError,
} from '@/lib/account/subscription-model';
import { outcomePath, parseChangeRequest, wantsJson } from '@/lib/account/subscription-request';
import { errorMessage } from '@/lib/errors';
import { siteUrl } from '@/lib/seo/site-url';

const ERROR_STATUS: Record<SubscriptionError, number> = {
  not_found: 404,
  not_allowed: 422,
  ended: 422,
  cycle: 422,
  bad_request: 400,
  platform: 502,
};

/**
 * POST /api/account/subscriptions (the subscriptions page's forms): `action` (skip, unskip,
 * pause, resume, cancel), `contract` (its gid) and, to skip or unskip, `cycle` (its index).
 * Checks the Origin (403), the input (400, nothing sent) and the session, then sends the change
 * to the platform for this customer. A plain form gets a 303 back to the page with the outcome as
 * a key (`?done=paused`, `?error=not_found`); the page's script (Accept: application/json) gets
 * `{ ok, contract | error, message }`, the contract as the platform answered it. Another
 * customer's contract reads as unknown (404). Signed out: 401, or the sign-in for a form.
 */
export default async function subscriptions(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'method_not_allowed' });
  }
  if (!isSameOriginPost(req, [siteUrl])) return res.status(403).json({ error: 'origin' });
  const json = wantsJson(req.headers);
  const fail = (error: SubscriptionError) =>
    json
      ? res
          .status(ERROR_STATUS[error])
          .json({ ok: false, error, message: subscriptionErrorMessage(error) })
      : res.redirect(303, outcomePath({ error }));
  const request = parseChangeRequest(req.body);
  if (!request) return fail('bad_request');
  const signedOut = () =>
    json
      ? res.status(401).json({ ok: false, error: 'signed_out' })
      : res.redirect(303, signInPath(SUBSCRIPTIONS_PAGE));
  const session = await getCustomerSession(req, res);
  if (!session) return signedOut();
  let change: SubscriptionChange;
  try {
    change = await changeSubscription(session.accessToken, request);
  } catch (error) {
    if (error instanceof CustomerApiUnauthorized) {
      await clearSession(req, res);
      return signedOut();
    }
    console.warn(`[account] subscription ${request.action} failed: ${errorMessage(error)}`);
    return fail('platform');
  }
  if (!change.ok) return fail(change.error);
  if (!json) return res.redirect(303, outcomePath({ done: request.action }));
  return res.status(200).json({ ok: true, action: request.action, contract: change.contract });
}
