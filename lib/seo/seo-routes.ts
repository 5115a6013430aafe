/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemap/<type>/<n>.xml` are served by API routes
 * (pages/api/robots.ts, pages/api/sitemap/), which the proxy rewrites them to. API routes rather
 * than pages (`pages/sitemap.xml.ts` writing XML from getServerSideProps): a page would add a
 * route to the build manifest every first load carries and a client chunk nothing loads, and an
 * API route is a plain request → response. Rewritten in the proxy rather than next.config's
 * `rewrites`, which would add Next's client-side rewrite matcher to every first load too.
 * Served from routes, not public/, so the sitemap's URL follows NEXT_PUBLIC_SITE_URL.
 */
const SHARD = /^\/sitemap\/([a-z]+)\/([^/]+)\.xml$/;

/** The API route (path and query) a request is served by, or null for any other path. */
export function seoRewrite(
  pathname: string,
  search: URLSearchParams,
): { pathname: string; search: URLSearchParams } | null {
  if (pathname === '/robots.txt') return { pathname: '/api/robots', search: new URLSearchParams() };
  if (pathname === '/sitemap.xml')
    return { pathname: '/api/sitemap', search: new URLSearchParams() };
  const shard = SHARD.exec(pathname);
  if (!shard) return null;
  const query = new URLSearchParams();
  // Only the cursor rides along: the route's own parameters come from the path.
  const after = search.get('after');
  if (after !== null) query.set('after', after);
  query.set('page', shard[2] ?? '');
  return { pathname: `/api/sitemap/${shard[1]}`, search: query };
}
