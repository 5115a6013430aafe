import type { NextApiRequest, NextApiResponse } from 'next';
import { sharedRedis, pingRedis } from '@/lib/cache/redis.mjs';
import { redisHealth } from '@/lib/cache/redis-state.mjs';
import { config } from '@/lib/config';
import { checkHealth, type HealthReport } from '@/lib/health/reachability';

/** The shared cache, as `ok`, `degraded` (slow) or `down`; null when REDIS_URL is unset. */
async function redisState() {
  const link = sharedRedis();
  if (!link) return redisHealth({ configured: false, ready: false, pingMs: null });
  const pingMs = await pingRedis(link);
  return redisHealth({ configured: true, ready: link.client.isReady, pingMs });
}

/**
 * GET /api/health: 200 while this server answers, with the platform's, the CMS's and the shared
 * cache's state in the body. Not 503 when an upstream is down: every instance shares the same
 * upstreams, so a load balancer that dropped them all would turn a degraded shop into no shop.
 */
export default async function health(_req: NextApiRequest, res: NextApiResponse<HealthReport>) {
  const report = await checkHealth({
    storefrontEndpoint: config.shopify.endpoint,
    storefrontToken: config.shopify.token,
    contentEndpoint: config.storyblok.endpoint,
    contentToken: config.storyblok.token,
    redis: redisState,
  });
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json(report);
}
