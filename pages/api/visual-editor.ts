import type { NextApiRequest, NextApiResponse } from 'next';
import { serverConfig } from '@/lib/config/server';
import { isValidEditorRequest } from '@/lib/preview/editor-token';
import { crossSiteDraftCookies, editorReturnPath } from '@/lib/preview/draft-request';

/**
 * The Visual Editor's way in (the proxy sends a request signed by the editor here): checks the
 * `_storyblok_tk` token of the page URL in `to` again (this route can be called directly), turns
 * on Next's draft mode with a cookie that works inside the editor's cross-site frame, and goes
 * back to the page. A wrong or old token goes back without draft mode: the published page.
 */
export default function visualEditor(req: NextApiRequest, res: NextApiResponse) {
  const back = editorReturnPath(req.query.to);
  if (!back) return res.status(400).json({ error: 'to must be a path on this site' });
  res.setHeader('cache-control', 'no-store');
  const search = new URL(back, 'http://shop.invalid').searchParams;
  if (!isValidEditorRequest(search, serverConfig.previewToken, Date.now()))
    return res.redirect(307, back);
  res.setDraftMode({ enable: true });
  const set = res.getHeader('set-cookie');
  const cookies = Array.isArray(set) ? set : typeof set === 'string' ? [set] : [];
  res.setHeader('set-cookie', crossSiteDraftCookies(cookies));
  return res.redirect(307, back);
}
