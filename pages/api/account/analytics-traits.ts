import type { NextApiRequest, NextApiResponse } from 'next';
import { CustomerApiUnauthorized, getCustomerProfile } from '@/lib/account/customer-api';
import { getCustomerSession } from '@/lib/account/session';
import { clearSignedInHint } from '@/lib/account/signal-cookies';
import { errorMessage } from '@/lib/errors';

/**
 * GET /api/account/analytics-traits: the signed-in customer's email, `{ "email": … }`, which the
 * integrations add to Segment's `identify` after a sign-in only when the visitor has given
 * marketing consent (lib/integrations/account-events.ts); without it they never ask. The readable
 * signal cookies carry no email, so it comes from here, for this session only: private, never
 * cached, readable by the shop's own pages alone (no CORS). 401 without a session, 502 when the
 * platform fails.
 */
export default async function analyticsTraits(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'method_not_allowed' });
  }
  const session = await getCustomerSession(req, res);
  if (!session) {
    clearSignedInHint(req, res);
    return res.status(401).json({ error: 'signed_out' });
  }
  try {
    const { email } = await getCustomerProfile(session.accessToken);
    return res.status(200).json({ email });
  } catch (error) {
    if (error instanceof CustomerApiUnauthorized)
      return res.status(401).json({ error: 'signed_out' });
    console.warn(`[account] analytics traits failed: ${errorMessage(error)}`);
    return res.status(502).json({ error: 'platform' });
  }
}
