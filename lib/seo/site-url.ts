/**
 * The shop's public origin, on which canonical links, Open Graph URLs, JSON-LD ids and the
 * sitemap are built (`NEXT_PUBLIC_SITE_URL`). Against the local platform an unset value falls back
 * to the dev server's origin, with a warning; against a real shop it is a configuration error,
 * because every canonical link would point search engines at localhost.
 */
// Relative, not '@/lib/config': next.config.ts loads this file, and its transpiler keeps no paths.
import { isLocalPlatform } from '../config';

export const LOCAL_SITE_URL = 'http://localhost:3000';

/** Resolves the site URL from its variable; throws a readable error when it cannot. */
export function resolveSiteUrl(value: string | undefined, localPlatform: boolean): string {
  const raw = value?.trim();
  if (!raw) {
    if (!localPlatform) {
      throw new Error(
        'Configuration: NEXT_PUBLIC_SITE_URL is unset. Set it to the shop’s public origin (for example https://shop.example.com) when building against a real shop: canonical links, Open Graph tags and the sitemap are built on it.',
      );
    }
    return LOCAL_SITE_URL;
  }
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(
      `Configuration: NEXT_PUBLIC_SITE_URL is not a valid URL: ${JSON.stringify(raw)}`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Configuration: NEXT_PUBLIC_SITE_URL must be http(s): ${JSON.stringify(raw)}`);
  }
  // An origin only: a path, query or hash would make every canonical link wrong.
  return parsed.origin;
}

/** The configured site origin, without a trailing slash. */
export const siteUrl: string = resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL, isLocalPlatform);

/** An absolute URL on the site for a path (`/products/x` → `https://shop…/products/x`). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** The build's notice when the local fallback is in use (printed once by next.config.ts). */
export function siteUrlNotice(
  value: string | undefined = process.env.NEXT_PUBLIC_SITE_URL,
): string | null {
  return value?.trim()
    ? null
    : `[config] NEXT_PUBLIC_SITE_URL unset: canonical links and the sitemap use ${LOCAL_SITE_URL} (local platform only)`;
}
