import type { NextApiRequest, NextApiResponse } from 'next';
import { detachCustomer, isCartId } from '@/lib/account/cart-identity';
import { endSessionUrl, movingOnPage } from '@/lib/account/sign-out';
import { isSameOriginPost } from '@/lib/account/request-origin';
import { clearSession, readSessionTokens } from '@/lib/account/session';
import { signalSignedOut } from '@/lib/account/signal-cookies';
import { errorMessage } from '@/lib/errors';
import { siteUrl } from '@/lib/seo/site-url';

/**
 * POST /api/account/logout (the account page's "Sign out" form, with the basket's `cartId` when
 * there is one): detaches the customer from that cart (its lines stay), clears the session cookie
 * and sends the browser on to the platform's end-session URL (`id_token_hint`,
 * `post_logout_redirect_uri`), which ends the platform's session too and returns to the shop.
 * Without a session (signed out already) it lands on the shop's home page. The signed-in hint is
 * cleared, and a session ended leaves the `Signed Out` event for analytics (lib/account/signals.ts).
 * From another origin: 403, and nothing changes.
 */
export default async function logout(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).end();
  }
  if (!isSameOriginPost(req, [siteUrl])) return res.status(403).send('Forbidden');
  const cartId: unknown = (req.body as { cartId?: unknown } | undefined)?.cartId;
  if (isCartId(cartId)) {
    // Best effort: a platform that fails here must not keep the customer signed in.
    await detachCustomer(cartId).catch((error: unknown) =>
      console.warn(`[account] could not detach the cart: ${errorMessage(error)}`),
    );
  }
  const tokens = await readSessionTokens(req, res);
  await clearSession(req, res);
  signalSignedOut(req, res, tokens !== null);
  const destination = tokens ? await endSessionUrl(req, tokens.idToken).catch(() => null) : null;
  if (!destination) return res.redirect(303, '/');
  // Not a redirect: the page's CSP `form-action` would stop a form's redirect to the account
  // host, which is known only from discovery. A page that moves on is no form navigation.
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.status(200).send(movingOnPage(destination));
}
