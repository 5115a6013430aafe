import type { NextApiRequest, NextApiResponse } from 'next';
import { serverConfig } from '@/lib/config/server';
import { timingSafeEqual } from 'node:crypto';

function sameSecret(given: unknown, expected: string | null): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only a site path may follow: never another host (`//x`, `https://x`) or a backslash trick. */
function safeSlug(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[\w\-/]*$/.test(value) ? value : '/';
}

/**
 * Next draft mode (SPEC §7 live preview): `/api/draft?secret=…&slug=/pages/about` turns
 * it on and opens the page; `?disable=1` turns it off. A wrong or missing secret is refused.
 */
export default function draft(req: NextApiRequest, res: NextApiResponse) {
  if (req.query.disable !== undefined) {
    res.setDraftMode({ enable: false });
    return res.redirect(307, safeSlug(req.query.slug));
  }
  if (!sameSecret(req.query.secret, serverConfig.previewSecret))
    return res.status(401).json({ error: 'invalid preview secret' });
  res.setDraftMode({ enable: true });
  // The page differs per visitor in draft mode: keep it out of any shared cache.
  res.setHeader('cache-control', 'no-store');
  return res.redirect(307, safeSlug(req.query.slug));
}
