import type { NextApiRequest, NextApiResponse } from 'next';
import { attachCustomer, isCartId } from '@/lib/account/cart-identity';
import { isSameOriginPost } from '@/lib/account/request-origin';
import { getCustomerSession } from '@/lib/account/session';
import { clearSignedInHint } from '@/lib/account/signal-cookies';
import { siteUrl } from '@/lib/seo/site-url';
import { errorMessage } from '@/lib/errors';

/**
 * POST /api/account/cart-identity `{ "cartId": "gid://shopify/Cart/…" }`: attaches the signed-in
 * customer to their cart (Storefront API `cartBuyerIdentityUpdate` with the session's access
 * token, which never leaves the server), so the checkout opens with their details. Answers
 * `{ attached: true }`; 401 without a session, 403 from another origin, 400 for a bad cart id,
 * 404 for a cart the platform does not know, 502 when the platform fails. The cart engine calls it
 * while the signed-in hint is set (lib/account/signals.ts); a 401 clears that stale hint.
 */
export default async function cartIdentity(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'method_not_allowed' });
  }
  if (!isSameOriginPost(req, [siteUrl])) return res.status(403).json({ error: 'origin' });
  const cartId: unknown = (req.body as { cartId?: unknown } | undefined)?.cartId;
  if (!isCartId(cartId)) return res.status(400).json({ error: 'cart_id' });
  const session = await getCustomerSession(req, res);
  if (!session) {
    clearSignedInHint(req, res);
    return res.status(401).json({ error: 'signed_out' });
  }
  try {
    const outcome = await attachCustomer(cartId, session.accessToken);
    if (outcome.ok) return res.status(200).json({ attached: true });
    return res.status(outcome.reason === 'not-found' ? 404 : 409).json({ error: outcome.reason });
  } catch (error) {
    console.warn(`[account] cart buyer identity failed: ${errorMessage(error)}`);
    return res.status(502).json({ error: 'platform' });
  }
}
