import type { NextApiRequest, NextApiResponse } from 'next';
import { beginSignIn } from '@/lib/account/sign-in';
import { errorMessage } from '@/lib/errors';

/**
 * GET /api/account/login?return=/path: starts a sign-in with the Customer Account API (state,
 * nonce and PKCE in the short-lived login cookie) and sends the browser to the platform's sign-in
 * page. `return` is where the finished sign-in lands (a path on this shop; anything else is
 * /account). A platform that cannot be reached gets a page saying so, never a redirect loop.
 */
export default async function login(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  let authorizationUrl: URL;
  try {
    authorizationUrl = await beginSignIn(req, res, req.query.return);
  } catch (error) {
    console.warn(`[account] cannot start a sign-in: ${errorMessage(error)}`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    return res
      .status(503)
      .send(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign-in unavailable</title><main><h1>Sign-in is unavailable right now</h1><p>Please try again in a moment. Your basket is kept.</p><p><a href="/">Back to the shop</a></p></main></html>',
      );
  }
  res.redirect(303, authorizationUrl.href);
}
