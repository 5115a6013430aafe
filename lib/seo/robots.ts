/**
 * robots.txt (RFC 9309, with the `*` wildcard Google and Bing read): the sitemap's absolute URL,
 * and the paths no crawler should walk.
 */
import { absoluteUrl } from './site-url';

/**
 * - `/api/`: endpoints, among them draft mode's way in (`/api/draft`, `/api/visual-editor`).
 * - `/*?*_storyblok=`: the Visual Editor's draft URLs (lib/preview/draft-request.ts).
 * - `/search`: internal search results (noindex too), a page for every query anyone types.
 * - `/collections/*?*`: sorted, filtered and paged listings, a crawl trap of combinations; the
 *   plain collection page is the one to index. `/collections/<handle>/listing` is the route they
 *   are rendered by (lib/listing/route.ts), reachable by its own URL too.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/*?*_storyblok=',
  '/search',
  '/collections/*?*',
  '/collections/*/listing',
] as const;

export function robotsTxt(sitemapUrl: string = absoluteUrl('/sitemap.xml')): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
