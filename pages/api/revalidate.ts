import type { NextApiRequest, NextApiResponse } from 'next';
import { announcePublish } from '@/lib/cache/published-channel';
import { listContentPageSlugs } from '@/lib/content';
import { forgetPublishedContent } from '@/lib/content/published';
import { isValidSignature, pathsToRevalidate, webhookSlug } from '@/lib/content/webhook';
import { getProducts } from '@/lib/shopify';
import { serverConfig } from '@/lib/config/server';

// The signature is over the raw body, so Next must not parse it first.
export const config = { api: { bodyParser: false } };

const MAX_BODY = 64 * 1024;

async function readBody(req: NextApiRequest): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Storyblok's publish webhook: checks the signature, forgets cached content, and regenerates the
 * pages the published story appears on (ISR on demand), so an edit shows without a rebuild.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return res.status(405).json({ error: 'method not allowed' });
  }
  const body = await readBody(req);
  if (body === null) return res.status(413).json({ error: 'body too large' });
  const signature = req.headers['webhook-signature'];
  if (
    !isValidSignature(
      body,
      typeof signature === 'string' ? signature : null,
      serverConfig.webhookSecret,
    )
  )
    return res.status(401).json({ error: 'invalid signature' });
  const parsed = webhookSlug(body);
  if (!parsed) return res.status(400).json({ error: 'body is not a Storyblok webhook' });

  // Every copy of the content is forgotten before any page is regenerated, here (the response
  // cache, the settings, the proxy's redirects) and, through Redis, on the other instances; a page
  // regenerated first would be rebuilt from the old story. The pages need no message: this
  // instance's revalidation below writes them to the cache every instance reads.
  await forgetPublishedContent();
  const announced = await announcePublish(parsed.fullSlug);
  const [contentPages, products] = await Promise.all([
    listContentPageSlugs().catch(() => []),
    parsed.fullSlug === null || parsed.fullSlug.startsWith('settings/')
      ? getProducts().catch(() => [])
      : Promise.resolve([]),
  ]);
  const paths = pathsToRevalidate(parsed.fullSlug, {
    contentPages,
    productHandles: products.map((p) => p.handle),
  });
  const failed: string[] = [];
  for (const path of paths) {
    try {
      await res.revalidate(path);
    } catch (error) {
      console.warn(`[webhook] could not revalidate ${path}`, error);
      failed.push(path);
    }
  }
  return res
    .status(200)
    .json({ revalidated: paths.filter((p) => !failed.includes(p)), failed, announced });
}
