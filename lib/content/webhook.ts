/** The Storyblok publish webhook: signature check and the pages a story change affects. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Storyblok signs the raw body with HMAC-SHA1 under the webhook secret and sends the hex digest in
 * the `webhook-signature` header. Compared in constant time; no secret configured refuses all.
 */
export function isValidSignature(
  rawBody: string,
  signature: string | null | undefined,
  secret: string | null,
): boolean {
  if (!secret || !signature || !/^[0-9a-f]{40}$/i.test(signature)) return false;
  const expected = createHmac('sha1', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The story a webhook names, from its JSON body; null when the body is not a webhook. */
export function webhookSlug(rawBody: string): { fullSlug: string | null } | null {
  try {
    const body: unknown = JSON.parse(rawBody);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const slug = (body as Record<string, unknown>).full_slug;
    return { fullSlug: typeof slug === 'string' && slug !== '' ? slug : null };
  } catch {
    return null;
  }
}

export interface SitePages {
  contentPages: readonly string[];
  productHandles: readonly string[];
}

/**
 * Paths to regenerate when `fullSlug` is published: the home page for `home`, the content page
 * for `pages/<slug>`, and every page for a settings story (or an unnamed change), since the
 * shell's navigation, footer, announcement and popup words are on all of them.
 */
export function pathsToRevalidate(fullSlug: string | null, site: SitePages): string[] {
  const all = [
    '/',
    ...site.contentPages.map((slug) => `/pages/${slug}`),
    ...site.productHandles.map((handle) => `/products/${handle}`),
  ];
  if (fullSlug === null || fullSlug.startsWith('settings/')) return all;
  if (fullSlug === 'home') return ['/'];
  const page = /^pages\/([a-z0-9][a-z0-9_-]*)$/.exec(fullSlug);
  if (page) return [`/pages/${page[1]}`];
  return [];
}
