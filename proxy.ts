import { NextResponse, type NextRequest } from 'next/server';
import { getRedirects } from '@/lib/content/settings';
import { TUNNEL_PATH } from '@/lib/monitoring/tunnel';
import { createRedirectCache, findRedirect } from '@/lib/redirects';

// The CMS redirects list is read at most once a minute per server process; a failing load logs
// and applies no redirects (getRedirects fails open).
const redirects = createRedirectCache(() => getRedirects());

/** Applies the content-managed redirects (SPEC §2) to page requests. */
export async function proxy(request: NextRequest) {
  // SPEC §2 error-report tunnel: served by pages/api/monitoring. A rewrite here rather than in
  // next.config, whose rewrites would add Next's client-side rewrite matcher to the first load.
  if (request.nextUrl.pathname === TUNNEL_PATH) {
    const target = request.nextUrl.clone();
    target.pathname = '/api/monitoring';
    return NextResponse.rewrite(target);
  }
  const to = findRedirect(request.nextUrl.pathname, await redirects.get());
  if (!to) return NextResponse.next();
  const target = request.nextUrl.clone();
  const [pathname, search] = to.split('?');
  target.pathname = pathname ?? '/';
  if (search !== undefined) target.search = `?${search}`;
  // Temporary (307): a CMS redirect can be changed or removed at any time, and browsers keep a
  // permanent one cached for good.
  return NextResponse.redirect(target, 307);
}

export const config = {
  // Pages (not Next's assets, the image optimiser or public files), and the error-report tunnel.
  matcher: ['/((?!_next/|api/|monitoring|images/|favicon).*)', '/monitoring'],
};
