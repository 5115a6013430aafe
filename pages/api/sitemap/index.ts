import type { NextApiRequest, NextApiResponse } from 'next';
import { sitemapIndex } from '@/lib/seo/sitemap/build';
import { refuseMethod, sendUnavailable, sendXml } from '@/lib/seo/sitemap/http';
import { getDefaultClient } from '@/lib/shopify/client';

/** `/sitemap.xml`, the sitemap index (rewritten here by the proxy: lib/seo/seo-routes.ts). */
export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  if (refuseMethod(req.method, res)) return;
  let xml: string;
  try {
    xml = await sitemapIndex({ storefront: getDefaultClient() });
  } catch (error) {
    return sendUnavailable(res, 'the index', error);
  }
  sendXml(res, xml);
}
