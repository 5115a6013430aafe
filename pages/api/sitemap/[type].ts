import type { NextApiRequest, NextApiResponse } from 'next';
import { isSitemapType, sitemapShard } from '@/lib/seo/sitemap/build';
import { refuseMethod, sendNotFound, sendUnavailable, sendXml } from '@/lib/seo/sitemap/http';
import { parseShardRequest } from '@/lib/seo/sitemap/shards';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { getDefaultClient } from '@/lib/shopify/client';

/**
 * `/sitemap/<type>/<n>.xml[?after=<cursor>]`, one sitemap of the index (rewritten here by the
 * proxy: lib/seo/seo-routes.ts). An unknown type, page or cursor is a 404.
 */
export default async function sitemapPart(req: NextApiRequest, res: NextApiResponse) {
  if (refuseMethod(req.method, res)) return;
  const { type, page, after } = req.query;
  const request = parseShardRequest(page, after);
  if (!isSitemapType(type) || !request) return sendNotFound(res);
  let xml: string | null;
  try {
    xml = await sitemapShard(type, request, { storefront: getDefaultClient() });
  } catch (error) {
    // The platform refuses a cursor it did not make with a GraphQL error, as Shopify does.
    if (error instanceof StorefrontGraphQLError) return sendNotFound(res);
    return sendUnavailable(res, `${type} ${request.page}`, error);
  }
  if (xml === null) return sendNotFound(res);
  sendXml(res, xml);
}
