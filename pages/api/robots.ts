import type { NextApiRequest, NextApiResponse } from 'next';
import { robotsTxt } from '@/lib/seo/robots';
import { SITEMAP_CACHE_CONTROL, refuseMethod } from '@/lib/seo/sitemap/http';

/** `/robots.txt` (rewritten here by the proxy: lib/seo/seo-routes.ts). */
export default function robots(req: NextApiRequest, res: NextApiResponse) {
  if (refuseMethod(req.method, res)) return;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
  res.status(200).send(robotsTxt());
}
