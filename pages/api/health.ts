import type { NextApiRequest, NextApiResponse } from 'next';
import { config } from '@/lib/config';
import { checkHealth, type HealthReport } from '@/lib/health/reachability';

/**
 * GET /api/health: 200 while this server answers, with the platform's and the CMS's reachability
 * in the body. Not 503 when an upstream is down: every instance shares the same upstreams, so a
 * load balancer that dropped them all would turn a degraded shop into no shop.
 */
export default async function health(_req: NextApiRequest, res: NextApiResponse<HealthReport>) {
  const report = await checkHealth({
    storefrontEndpoint: config.shopify.endpoint,
    storefrontToken: config.shopify.token,
    contentEndpoint: config.storyblok.endpoint,
    contentToken: config.storyblok.token,
  });
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json(report);
}
