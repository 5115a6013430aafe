/**
 * Produces the optimised variants of every prerendered page's preloaded (LCP) image once the
 * server answers, so the first shopper after a deploy is not the one who waits for the hero to be
 * encoded: Next's image optimiser caches each variant on disk, and later requests are hits.
 * One request at a time, so a start never takes more than one core from shoppers. Off with
 * WARM_IMAGES=0.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { warmPlan } from './warm-plan';

// The hook runs before the server listens: the first request is retried until it is accepted.
const START_TIMEOUT_MS = 60_000;
// What Chromium sends for an <img>: the optimiser picks AVIF, as it will for most shoppers.
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

function prerenderedPages(distDir: string): string[] {
  const dir = path.join(distDir, 'server', 'pages');
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}

/** One variant, as a browser asks for it; resolves with whether it was already cached. */
async function warm(url: URL): Promise<boolean> {
  const res = await fetch(url, { headers: { accept: ACCEPT } });
  await res.arrayBuffer();
  return res.headers.get('x-nextjs-cache') === 'HIT';
}

const refused = (error: unknown) =>
  (error as { cause?: { code?: string } } | null)?.cause?.code === 'ECONNREFUSED';

/** The first variant, retried while the server refuses connections (it is not listening yet). */
async function warmFirst(url: URL): Promise<boolean> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      return await warm(url);
    } catch (error) {
      if (!refused(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Warms the variants; resolves with the count, and logs one line either way. */
export async function warmImages(
  origin: string,
  distDir: string,
  pages: string[] = prerenderedPages(distDir),
): Promise<number> {
  const urls = warmPlan(pages);
  if (urls.length === 0) {
    console.log('[images] warmed 0 variants: no page preloads an image');
    return 0;
  }
  const started = Date.now();
  let hits = 0;
  for (const [i, url] of urls.entries()) {
    try {
      const target = new URL(url, origin);
      if (await (i === 0 ? warmFirst(target) : warm(target))) hits += 1;
    } catch (error) {
      console.warn(`[images] warming stopped at ${url}:`, error);
      return 0;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[images] warmed ${urls.length} variants in ${seconds} s (${hits} were cached)`);
  return urls.length;
}
