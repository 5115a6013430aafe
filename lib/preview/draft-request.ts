/**
 * How the proxy treats a page request in the light of Storyblok's Visual Editor and Next's draft
 * mode. Pure: the proxy reads the request, this decides, the proxy applies the answer.
 */
import { isValidEditorRequest } from './editor-token';

/**
 * Next's draft-mode cookie (pages router). Its value is the build's preview id, which only Next
 * checks: the proxy only asks whether it is there.
 */
export const DRAFT_COOKIE = '__prerender_bypass';
/** Next's other preview cookie (the older preview mode's data), cleared with the draft cookie. */
export const PREVIEW_DATA_COOKIE = '__next_preview_data';
/**
 * Added to the editor's URL once the shop has tried to set the draft cookie: if the browser
 * refused it (third-party cookies blocked), the page is served published instead of redirecting
 * round again for ever.
 */
export const COOKIE_TRIED_PARAM = '_storyblok_c';
/** The API route that turns draft mode on for a request the editor signed. */
export const EDITOR_ENTRY_PATH = '/api/visual-editor';

/**
 * - `enable`: the editor signed this request and draft mode is not on yet: go through
 *   EDITOR_ENTRY_PATH, which sets the cookie and comes back.
 * - `draft`: draft mode is on: draft content, private, framable by the editor.
 * - `published`: the published page.
 * - `strip`: a draft cookie came with editor parameters that do not check out (a wrong or old
 *   token): the cookie is taken off the request so the page is the published one.
 */
export type PreviewRoute = 'enable' | 'draft' | 'published' | 'strip';

export interface PreviewRequest {
  search: URLSearchParams;
  hasDraftCookie: boolean;
  /** Server-only preview token; null turns the Visual Editor preview off. */
  previewToken: string | null;
  nowMs: number;
}

/**
 * The route of a page request. Without `_storyblok` the draft cookie alone decides (share links of
 * /api/draft, and the editor's own navigation inside the frame). With it, the token decides: a
 * valid one gets draft content, anything else the published page, whatever cookie came along.
 */
export function previewRoute({
  search,
  hasDraftCookie,
  previewToken,
  nowMs,
}: PreviewRequest): PreviewRoute {
  if (!search.has('_storyblok')) return hasDraftCookie ? 'draft' : 'published';
  if (!isValidEditorRequest(search, previewToken, nowMs))
    return hasDraftCookie ? 'strip' : 'published';
  if (hasDraftCookie) return 'draft';
  return search.has(COOKIE_TRIED_PARAM) ? 'published' : 'enable';
}

/**
 * A cookie header without Next's preview cookies (for `strip`); null when nothing is left.
 */
export function withoutDraftCookies(cookieHeader: string): string | null {
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .filter((part) => {
      const name = part.split('=', 1)[0];
      return name !== DRAFT_COOKIE && name !== PREVIEW_DATA_COOKIE;
    });
  return kept.length > 0 ? kept.join('; ') : null;
}

/**
 * Next's preview cookies made usable inside the editor's frame. The editor is another site, and
 * a browser keeps a cookie set in a cross-site frame only when it is `SameSite=None; Secure` (Next
 * sets that in production, but `SameSite=Lax` under `next dev`) and, where third-party cookies are
 * blocked (Chrome's incognito windows and Playwright's contexts, Safari), `Partitioned` (CHIPS):
 * the cookie then lives in a jar keyed by the editor's site, so it reaches the shop only inside
 * the editor's frame. Browsers accept `Secure` from http://localhost and 127.0.0.1. Other cookies
 * pass unchanged.
 */
export function crossSiteDraftCookies(setCookies: readonly string[]): string[] {
  return setCookies.map((cookie) => {
    const name = cookie.split('=', 1)[0]?.trim();
    if (name !== DRAFT_COOKIE && name !== PREVIEW_DATA_COOKIE) return cookie;
    const kept = cookie
      .split(';')
      .map((part) => part.trim())
      .filter((part) => !/^(samesite|secure|partitioned)(=|$)/i.test(part));
    return [...kept, 'SameSite=None', 'Secure', 'Partitioned'].join('; ');
  });
}

/**
 * The editor URL to come back to after draft mode is on: the same path and query, marked as
 * tried. Only a path on this site is accepted (never `//host` or a backslash trick); anything
 * else gives null.
 */
export function editorReturnPath(to: unknown): string | null {
  if (typeof to !== 'string' || !/^\/(?![/\\])[^\\\s]*$/.test(to)) return null;
  const url = new URL(to, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid') return null;
  url.searchParams.set(COOKIE_TRIED_PARAM, '1');
  return `${url.pathname}${url.search}`;
}
