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
  return NextResponse.redirect(target, 308);
}

export const config = {
  // Pages only: not Next's assets, the image optimiser, the error-report tunnel or public files.
  matcher: ['/((?!_next/|api/|monitoring|images/|favicon).*)'],
};
