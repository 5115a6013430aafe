import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/config';
import { CALLBACK_PATH } from '@/lib/config/account';
import { serverConfig } from '@/lib/config/server';
import { createContentClient } from '@/lib/content/client';
import { onContentPublished } from '@/lib/content/published';
import { getRedirects } from '@/lib/content/settings';
import { TUNNEL_PATH } from '@/lib/monitoring/tunnel';
import { collectionRewrite } from '@/lib/listing/route';
import { variantRewrite } from '@/lib/product-variant-url';
import { seoRewrite } from '@/lib/seo/seo-routes';
import { createRedirectCache, resolveRedirect } from '@/lib/redirects';
import {
  DRAFT_COOKIE,
  EDITOR_ENTRY_PATH,
  previewRoute,
  withoutDraftCookies,
} from '@/lib/preview/draft-request';
import { draftSecurityPolicy, pageSecurityPolicy } from '@/lib/security/script-hashes';

// The CMS redirects list is read at most once a minute per server process, fresh each time (its
// own client, without the response cache); a failing load logs and applies no redirects
// (getRedirects fails open).
const uncached = createContentClient({ cache: false });
const redirects = createRedirectCache(() => getRedirects(uncached));
// A publish (on this instance or, through Redis, another) reloads the list on the next request.
onContentPublished(() => redirects.expire());

/**
 * Applies the content-managed redirects (SPEC §2) to page requests, and to the router's data
 * requests (Next hands those to the proxy with the page's pathname). Also Storyblok's Visual
 * Editor's way into draft mode, and each page's framing and caching headers: draft or published.
 */
export async function proxy(request: NextRequest) {
  // The Visual Editor's way in (lib/preview/draft-request.ts decides; see there).
  const preview = previewRoute({
    search: request.nextUrl.searchParams,
    hasDraftCookie: request.cookies.has(DRAFT_COOKIE),
    previewToken: serverConfig.previewToken,
    nowMs: Date.now(),
  });
  if (preview === 'enable') {
    const entry = new URL(EDITOR_ENTRY_PATH, request.url);
    entry.searchParams.set('to', `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(entry, 307);
  }
  const response = await route(request, preview === 'strip' ? strippedHeaders(request) : null);
  if (preview === 'draft') {
    // Draft pages: the editor may frame them (next.config sends no X-Frame-Options while the
    // draft cookie is set), no shared cache may keep them and no search engine index them.
    response.headers.set('Content-Security-Policy', draftSecurityPolicy(serverConfig.editorOrigin));
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  }
  // Pages get the CSP that names this build's inline scripts by hash (no 'unsafe-inline').
  const policy = pageSecurityPolicy();
  if (policy) response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  return response;
}

/** The request's headers without the draft-mode cookies (a wrong or old editor token). */
function strippedHeaders(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  const kept = withoutDraftCookies(request.headers.get('cookie') ?? '');
  if (kept) headers.set('cookie', kept);
  else headers.delete('cookie');
  return headers;
}

/**
 * The redirect, rewrite or pass-through for the request. `headers` replace the request's only when
 * given: overriding them costs Next a copy of every header on each request, the hot path of every
 * page, so an ordinary request passes through untouched.
 */
async function route(request: NextRequest, headers: Headers | null): Promise<NextResponse> {
  const pass = headers ? { request: { headers } } : undefined;
  // SPEC §2 error-report tunnel: served by pages/api/monitoring. A rewrite here rather than in
  // next.config, whose rewrites would add Next's client-side rewrite matcher to the first load.
  if (request.nextUrl.pathname === TUNNEL_PATH) {
    const target = request.nextUrl.clone();
    target.pathname = '/api/monitoring';
    return NextResponse.rewrite(target, pass);
  }
  // The sign-in callback (the URL registered with the Customer Account API), an API route.
  if (request.nextUrl.pathname === CALLBACK_PATH) {
    const target = request.nextUrl.clone();
    target.pathname = '/api/account/authorize';
    return NextResponse.rewrite(target, pass);
  }
  // robots.txt and the sitemap, served by API routes (see lib/seo/seo-routes.ts).
  const seo = seoRewrite(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (seo) {
    const target = request.nextUrl.clone();
    target.pathname = seo.pathname;
    target.search = seo.search.size > 0 ? `?${seo.search}` : '';
    return NextResponse.rewrite(target, pass);
  }
  const { pathname, search } = request.nextUrl;
  const to = resolveRedirect(pathname, search, await redirects.get(), appConfig.redirectHosts);
  if (!to) return pageRewrite(request, pass) ?? NextResponse.next(pass);
  // Temporary (307): a CMS redirect can be changed or removed at any time, and browsers keep a
  // permanent one cached for good.
  if (!to.startsWith('/')) return NextResponse.redirect(new URL(to), 307);
  const target = request.nextUrl.clone();
  const [path, query] = to.split(/\?(.*)/s, 2);
  target.pathname = path ?? '/';
  target.search = query ? `?${query}` : '';
  return NextResponse.redirect(target, 307);
}

/**
 * `/products/<handle>?variant=<id>` served by the page built for that variant (ISR caches each
 * one's HTML), so the server's HTML already shows it (lib/product-variant-url.ts decides). The
 * browser keeps its URL; the query rides along.
 */
/**
 * The route that renders this URL when it is not the page's own: a product's `?variant=`
 * (lib/product-variant-url.ts) and a sorted, filtered or paged collection, rendered per request
 * (lib/listing/route.ts). Null: the page itself.
 */
function pageRewrite(
  request: NextRequest,
  pass: { request: { headers: Headers } } | undefined,
): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const path = variantRewrite(pathname, searchParams) ?? collectionRewrite(pathname, searchParams);
  if (!path) return null;
  const target = request.nextUrl.clone();
  target.pathname = path;
  return NextResponse.rewrite(target, pass);
}

export const config = {
  // Pages and the error-report tunnel (/monitoring), not Next's assets, the image optimiser or
  // public files. Data requests (/_next/data/…) still match: Next tests the matcher against the
  // page path. One pattern: Next sends the matchers to every browser (its client middleware
  // manifest, part of each first load).
  matcher: ['/((?!_next/static|_next/image|api/|images/|favicon).*)'],
};
