import { NextResponse, type NextRequest } from 'next/server';
import { getRedirects } from '@/lib/content/settings';
import { createRedirectCache, findRedirect } from '@/lib/redirects';

// The CMS redirects list is read at most once a minute per server process; a failing load logs
// and applies no redirects (getRedirects fails open).
const redirects = createRedirectCache(() => getRedirects());

/** Applies the content-managed redirects (SPEC §2) to page requests. */
export async function proxy(request: NextRequest) {
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
  // Pages only: not Next's assets, the image optimiser, the error-report tunnel or public files.
  matcher: ['/((?!_next/|api/|monitoring|images/|favicon).*)'],
};
