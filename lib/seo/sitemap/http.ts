/** The sitemap's and robots.txt's HTTP answers: cacheable by a CDN, and safe when a platform fails. */
import type { NextApiResponse } from 'next';
import { errorMessage } from '@/lib/errors';

/**
 * A CDN keeps a sitemap for an hour and may serve it stale for a day while it fetches a new one
 * (or while the platform is failing): walking a large catalogue takes the origin seconds, and a
 * crawler reads the sitemap far less often than that. Browsers keep nothing (max-age=0).
 */
export const SITEMAP_CACHE_CONTROL =
  'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=86400';

export function sendXml(res: NextApiResponse, xml: string): void {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
  res.status(200).send(xml);
}

export function sendNotFound(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300');
  res.status(404).send('Not found');
}

/** A platform failure: 503, so crawlers come back later and keep the sitemap they had. */
export function sendUnavailable(res: NextApiResponse, what: string, error: unknown): void {
  console.error(`[sitemap] ${what} failed: ${errorMessage(error)}`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Retry-After', '300');
  res.status(503).send('Sitemap temporarily unavailable');
}

/** Only GET and HEAD are answered. */
export function refuseMethod(method: string | undefined, res: NextApiResponse): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  res.setHeader('Allow', 'GET, HEAD');
  res.status(405).send('Method not allowed');
  return true;
}
